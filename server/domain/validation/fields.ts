// Shared zod building blocks of the command schemas: trimmed text with the product's messages, ids, flags and
// paging. One rule holds for every optional field: null means the same as absent (GraphQL clients send null for a
// field they leave out), except for fields where null clears the value — those say so where they are defined.
import { z } from 'zod';

/** Required text: trimmed, non-empty (`requiredMessage`), at most `max` characters. */
export const requiredText = (requiredMessage: string, max: number, tooLongMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, tooLongMessage);

/** Bidirectional-text controls: invisible, and able to make a name read as something else, so names drop them. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** What takes no room on screen: spaces, zero-width characters, the soft hyphen. */
const BLANK = '\\s\\u00AD\\u200B-\\u200D\\u2060\\uFEFF';
const BLANK_ENDS = new RegExp(`^[${BLANK}]+|[${BLANK}]+$`, 'g');
const NOT_BLANK = new RegExp(`[^${BLANK}]`);

/** A name as people see it: without bidi controls and without blank characters at either end. */
const shownName = (text: string) => text.replace(BIDI_CONTROLS, '').replace(BLANK_ENDS, '');

/** A required name (of a team, project, archetype…): like requiredText, and a name of invisible characters is empty. */
export const requiredName = (requiredMessage: string, max: number, tooLongMessage: string) =>
  z
    .string({ error: requiredMessage })
    .transform(shownName)
    .pipe(z.string().regex(NOT_BLANK, requiredMessage).max(max, tooLongMessage));

/** An optional name (a display name, a decklist's name): as requiredName, but blank becomes null. */
export const optionalName = (max: number, tooLongMessage: string) =>
  z
    .string()
    .nullish()
    .transform((text) => (text == null ? null : shownName(text)))
    .pipe(z.string().max(max, tooLongMessage).nullable())
    .transform((text) => (text && NOT_BLANK.test(text) ? text : null));

/** Optional text: trimmed; null or empty becomes null (which clears it on an update). */
export const optionalText = (max: number, tooLongMessage: string) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage)
    .nullish()
    .transform((text) => text || null);

/** An optional field that cannot be cleared: null and absent both mean "not given" (undefined). */
export const optional = <S extends z.ZodType>(schema: S) => schema.nullish().transform((value): z.output<S> | undefined => value ?? undefined);

/** An optional field with a default for null and absent. */
export const withDefault = <S extends z.ZodType>(schema: S, fallback: z.output<S>) => schema.nullish().transform((value): z.output<S> => value ?? fallback);

const REVISION_MESSAGE = 'base_revision must be a whole number of at least 0';

/**
 * The revision of a shared record that an edit was made from (services/revisions.ts): the save is refused when the
 * record has changed since. Absent or null: the edit applies to the newest revision, as it is when the request runs.
 */
export const baseRevision = optional(z.number({ error: REVISION_MESSAGE }).int(REVISION_MESSAGE).min(0, REVISION_MESSAGE).max(2_147_483_647, REVISION_MESSAGE));

/** A required id: trimmed, and `message` when it is missing, null, empty or not text. */
export const requiredId = (message: string) => z.string({ error: message }).trim().min(1, message).meta({ format: 'uuid' });

/**
 * A required id that a GraphQL input declares optional, so that leaving it out gets the product's message rather
 * than a schema error: its input type admits null and absence, which are refused with `message` like an empty id.
 */
export const requestedId = (message: string) =>
  z
    .string({ error: message })
    .nullish()
    .transform((id, ctx) => {
      const value = id?.trim();
      if (!value) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value;
    })
    .meta({ format: 'uuid' });

/** An optional id: trimmed; null or empty means none (which clears it on an update). */
export const optionalId = z
  .string({ error: 'Ids must be text' })
  .trim()
  .nullish()
  .transform((id) => id || null)
  .meta({ format: 'uuid' });

/** A boolean from JSON or GraphQL, or from a query string ("true" / "false"); null and absent are undefined. */
export const flag = (message: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: message })
    .nullish()
    .transform((v) => (v == null ? undefined : v === true || v === 'true'));

export const PAGE_MAX = 100;

/** Page size of a list: 1 to PAGE_MAX, `fallback` when absent. */
export const pageLimit = (fallback: number) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAGE_MAX, `limit must be at most ${PAGE_MAX}`)
    .default(fallback);

export const pageOffset = z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset cannot be negative').default(0);

export const visibilitySchema = z.enum(['private', 'public'], { error: 'Visibility must be "private" or "public"' });
