// A project's saved metagame: the expected share of each archetype in the field, as of a date.
import { z } from 'zod';
import { isUuid } from './ids.ts';
import { LIST_ITEMS_MAX } from './lists.ts';
import { dateValue } from './matches.ts';
import { baseRevision, optional, requiredId } from './fields.ts';
import { SHARE_MAX } from './shares.ts';

export const SHARE_MESSAGE = `Each share must be a number from 0 to ${SHARE_MAX.toLocaleString('en')}`;
export const DUPLICATE_ARCHETYPE_MESSAGE = 'Each archetype can have one share';

const metagameShare = z
  .object({
    archetypeId: requiredId('Archetype ID is required').refine(isUuid, 'Archetype ID is not a valid id'),
    share: z.number({ error: SHARE_MESSAGE }).finite(SHARE_MESSAGE).min(0, SHARE_MESSAGE).max(SHARE_MAX, SHARE_MESSAGE),
  })
  .strict();

/** PUT /projects/{id}/metagame and saveMetagame (the project is named apart): a new snapshot; the one before it stays in the history. */
export const saveMetagameSchema = z
  .object({
    shares: z
      .array(metagameShare, { error: 'shares must be a list of { archetype_id, share }' })
      .max(LIST_ITEMS_MAX, `A metagame can name at most ${LIST_ITEMS_MAX} archetypes`)
      .refine((shares) => new Set(shares.map((s) => s.archetypeId.toLowerCase())).size === shares.length, DUPLICATE_ARCHETYPE_MESSAGE),
    asOf: optional(dateValue('as_of is not a valid date')),
    /** The metagame revision the shares were edited from (0: none saved yet). */
    baseRevision,
  })
  .strict()
  .transform(({ asOf, shares, ...rest }) => ({ ...rest, shares: shares.map((s) => ({ archetypeId: s.archetypeId.toLowerCase(), share: s.share })), asOf: asOf?.date ?? new Date() }));

export type SaveMetagameInput = z.input<typeof saveMetagameSchema>;

/** How many earlier snapshots a project's metagame shows. */
export const METAGAME_HISTORY_MAX = 50;
