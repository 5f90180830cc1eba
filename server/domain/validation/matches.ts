// Matches: logging and editing a match, the match filters, stats, the matrix's filters
// and CSV import. Dates are parsed strictly: a value that is not an ISO-8601 date or date-time of a real calendar day
// is refused rather than guessed at (JavaScript's Date would roll 2024-02-30 over to March).
import { z } from 'zod';
import { SHARE_MAX } from './shares.ts';
import { BEST_OF_VALUES, type BestOf } from '../matchup/games.ts';
import { isUuid } from './ids.ts';
import { LIST_ITEMS_MAX } from './lists.ts';
import { baseRevision, flag, optional, optionalId, optionalText, requestedId, requiredId, withDefault } from './fields.ts';

export const NOTES_MAX = 2000;
export const MATCH_LIST_DEFAULT_LIMIT = 20;
export const MATCH_LIST_MAX_LIMIT = 100;
export const CSV_IMPORT_MAX_ROWS = 5000;

export const WINNER_REQUIRED = 'Winner archetype or user is required';
export const LOSER_REQUIRED = 'Loser archetype or user is required';
export const MATCH_DATE_INVALID = 'Match date is not a valid date';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

export interface ParsedDate {
  date: Date;
  /** True for a plain calendar day ("2024-05-01"), which a range's end includes whole. */
  dateOnly: boolean;
}

/**
 * An ISO-8601 date ("2024-05-01", midnight UTC) or date-time ("2024-05-01T18:30", "…:00Z", "…+02:00"); a date-time
 * without an offset is read as UTC. Null for anything else, including days that do not exist.
 */
export function parseStrictDate(text: string): ParsedDate | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', zone] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number);
  // Before year 1000 is no match anyone logged, and Date.UTC reads years 0–99 as 1900–1999.
  if (year < 1000 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCDate() !== day || calendar.getUTCMonth() !== month - 1) return null;
  let offsetMinutes = 0;
  if (zone && zone.toUpperCase() !== 'Z') {
    const digits = zone.replace(':', '');
    const hours = Number(digits.slice(1, 3));
    const minutes = Number(digits.slice(3, 5));
    if (hours > 14 || minutes > 59) return null;
    offsetMinutes = (digits[0] === '-' ? -1 : 1) * (hours * 60 + minutes);
  }
  const millis = Number(fraction.padEnd(3, '0').slice(0, 3));
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, millis) - offsetMinutes * 60_000;
  return { date: new Date(utc), dateOnly: match[4] === undefined };
}

/** A date given as text (REST, GraphQL, CSV) or already as a Date (code calling the services). */
const dateText = (message: string) =>
  z.union([z.string(), z.date()], { error: message }).meta({ description: 'An ISO 8601 date (the whole day in a filter) or date-time (UTC without an offset).' });

function parsedDate(value: string | Date, message: string, ctx: z.RefinementCtx): ParsedDate {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) ctx.addIssue({ code: 'custom', message });
    return { date: value, dateOnly: false };
  }
  const parsed = parseStrictDate(value);
  if (!parsed) {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  return parsed;
}

export const dateValue = (message: string) => dateText(message).transform((value, ctx) => parsedDate(value, message, ctx));

/** A date of a filter: absent, null or empty means no date. */
const filterDate = (message: string) =>
  dateText(message)
    .nullish()
    .transform((value, ctx) => (value == null || value === '' ? undefined : parsedDate(value, message, ctx)));

/** An id in a filter: absent, or a well-formed id (a malformed one cannot match anything and is surely a mistake). */
const filterId = (label: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((id) => id || undefined)
    .refine((id) => id === undefined || isUuid(id), `${label} is not a valid id`)
    .meta({ format: 'uuid' });

/** A whole number from JSON or from a query string. */
export const wholeNumber = (message: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .union([z.number(), z.string().trim().regex(/^-?\d+$/, message)], { error: message })
    .transform(Number)
    .refine((n) => Number.isInteger(n) && n >= min && n <= max, message)
    .meta({ minimum: min, maximum: max });

export const BEST_OF_MESSAGE = 'best_of must be 1, 3 or 5';
const side = (field: string) => z.enum(['winner', 'loser'], { error: `${field} must be "winner" or "loser"` });

/** One game of a match, from the match winner's side. */
const matchGame = z
  .object({
    wonBy: side('won_by'),
    onThePlay: side('on_the_play'),
    sideboarded: z.boolean({ error: 'sideboarded must be true or false' }),
  })
  .strict();

/** The games in order; checked as a whole against best_of and the winner by checkedGames in domain/matchup/games.ts. */
const matchGames = z.array(matchGame, { error: 'games must be a list of games' }).max(BEST_OF_VALUES.at(-1)!, 'A match has at most 5 games');
const bestOf = z
  .number({ error: BEST_OF_MESSAGE })
  .refine((n) => (BEST_OF_VALUES as readonly number[]).includes(n), BEST_OF_MESSAGE)
  .transform((n) => n as BestOf);

// Required, but optional in GraphQL's LogMatchInput (its message is the product's, for either API).
const winnerArchetypeId = requestedId(WINNER_REQUIRED);
const loserArchetypeId = requestedId(LOSER_REQUIRED);
const matchDate = dateValue(MATCH_DATE_INVALID);

/**
 * What a match records, named as its columns are: a logged match gives them, an edit changes some of them. Null
 * clears the optional ones (decklists, players, who went first, notes).
 */
const matchFields = {
  winnerArchetypeId,
  loserArchetypeId,
  winnerDecklistId: optionalId,
  loserDecklistId: optionalId,
  winnerUserId: optionalId,
  loserUserId: optionalId,
  wentFirst: z.boolean({ error: 'went_first must be true, false or null' }).nullish(),
  bestOf: optional(bestOf),
  games: optional(matchGames),
  matchDate: matchDate.nullish(),
  notes: optionalText(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`),
};

export const logMatchSchema = z
  .object({ projectId: requiredId('Project ID is required'), ...matchFields })
  .strict()
  .transform(({ matchDate, wentFirst, bestOf, games, ...rest }) => ({
    ...rest,
    wentFirst: wentFirst ?? null,
    bestOf: bestOf ?? 1,
    games: games ?? [],
    matchDate: matchDate?.date ?? new Date(),
  }));

export type LogMatchInput = z.input<typeof logMatchSchema>;

/** Absent fields stay as they are, and so do the archetypes and the date when null; null clears an optional one. */
export const updateMatchSchema = z
  .object({ ...matchFields, isActive: optional(z.boolean({ error: 'is_active must be true or false' })) })
  .partial()
  .extend({
    winnerArchetypeId: optional(winnerArchetypeId),
    loserArchetypeId: optional(loserArchetypeId),
    matchDate: optional(matchDate).transform((parsed) => parsed?.date),
    baseRevision,
  })
  .strict();

export type UpdateMatchInput = z.input<typeof updateMatchSchema>;

/** dateFrom / dateTo as a half-open range [gte, lt): a plain day as dateTo includes that whole day. */
const dateRange = {
  dateFrom: filterDate('Start date is not a valid date'),
  dateTo: filterDate('End date is not a valid date'),
};

function closeRange<T extends { dateFrom?: ParsedDate; dateTo?: ParsedDate }>(filter: T, ctx: z.RefinementCtx) {
  const { dateFrom, dateTo, ...rest } = filter;
  const end = dateTo ? new Date(dateTo.date.getTime() + (dateTo.dateOnly ? 86_400_000 : 1)) : undefined;
  if (dateFrom && end && dateFrom.date >= end) {
    ctx.addIssue({ code: 'custom', message: 'Start date must not be after end date', path: ['dateFrom'] });
  }
  return { ...rest, dateFrom: dateFrom?.date, dateBefore: end };
}

const matchFilterFields = z
  .object({
    projectId: filterId('Project ID'),
    userId: filterId('User ID'),
    archetypeId: filterId('Archetype ID'),
    // With archetypeId: the games between the two, either way (a matrix cell's matches); alone, like archetypeId.
    opponentArchetypeId: filterId('Opponent archetype ID'),
    decklistId: filterId('Decklist ID'),
    ...dateRange,
    wentFirst: flag('went_first must be true or false'),
    includeInactive: flag('include_inactive must be true or false'),
    limit: wholeNumber(`Limit must be a whole number from 1 to ${MATCH_LIST_MAX_LIMIT}`, 1, MATCH_LIST_MAX_LIMIT).default(MATCH_LIST_DEFAULT_LIMIT),
    offset: wholeNumber('Offset must be a whole number of at least 0', 0).default(0),
  })
  .strict();

/** GET /matches, the CSV export and Project.matches (which pages by cursor and leaves out limit and offset). */
export const matchFilterSchema = matchFilterFields.transform(closeRange);

export type MatchFilterInput = z.input<typeof matchFilterSchema>;
export type MatchFilter = z.output<typeof matchFilterSchema>;

export const matchStatsSchema = z
  .object({
    projectId: filterId('Project ID'),
    userId: filterId('User ID'),
    archetypeId: filterId('Archetype ID'),
    decklistId: filterId('Decklist ID'),
  })
  .strict()
  .refine((f) => f.projectId || f.userId || f.archetypeId || f.decklistId, 'Give a project_id, user_id, archetype_id or decklist_id');

export type MatchStatsInput = z.input<typeof matchStatsSchema>;
export type MatchStatsFilter = z.output<typeof matchStatsSchema>;

/** A comma list (REST) or an array (GraphQL) of decklist version ids. */
const versionIds = z
  .union([z.string(), z.array(z.string())], { error: 'Decklist versions must be a comma-separated list of version ids' })
  .nullish()
  .transform((value) => [...new Set((Array.isArray(value) ? value : (value ?? '').split(',')).map((id) => id.trim().toLowerCase()).filter(Boolean))])
  .refine((ids) => ids.every(isUuid), 'Decklist versions must be a comma-separated list of version ids')
  .refine((ids) => ids.length <= LIST_ITEMS_MAX, `Choose at most ${LIST_ITEMS_MAX} decklist versions`);

export const MIN_SAMPLE_MESSAGE = 'Minimum sample size must be at least 1';

const matrixFilterFields = z
  .object({
    projectId: requiredId('Project ID is required'),
    ...dateRange,
    userId: filterId('User ID'),
    minSampleSize: wholeNumber(MIN_SAMPLE_MESSAGE, 1).nullish().transform((n) => n ?? 1),
    includeInactive: flag('include_inactive must be true or false'),
    wentFirst: flag('went_first must be true or false'),
    decklistVersions: versionIds,
    unit: z
      .enum(['matches', 'games'], { error: 'unit must be "matches" or "games"' })
      .nullish()
      .transform((unit) => unit ?? 'matches'),
  })
  .strict();

export const matrixFilterSchema = matrixFilterFields.transform(closeRange);

export type MatrixFilterInput = z.input<typeof matrixFilterSchema>;
export type MatrixFilter = z.output<typeof matrixFilterSchema>;

/** What REST adds to the matrix call: games still needed per cell, and a metagame field for expected win rates. */
export const matrixExtrasSchema = z.object({
  targetHalfWidth: z
    .union([z.number(), z.string().trim()])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : Number(v)))
    .refine((v) => v === undefined || (v > 0 && v < 0.5), 'Target half-width must be greater than 0 and less than 0.5'),
  field: z
    .string()
    .optional()
    .transform((text, ctx) => (text === undefined || text.trim() === '' ? undefined : parseFieldShares(text, ctx))),
});

/** GET /matches/matrix: the matrix's filters and REST's extras in one query string. */
export const matrixQuerySchema = matrixFilterFields.extend(matrixExtrasSchema.shape);

export type MatrixQuery = z.input<typeof matrixQuerySchema>;

/** "id:30,id:20" → { id: 30, id: 20 }: shares of the metagame field, sent with the query (not stored). */
function parseFieldShares(text: string, ctx: z.RefinementCtx): Record<string, number> {
  const shares: Record<string, number> = {};
  const entries = text.split(',');
  if (entries.length > LIST_ITEMS_MAX) {
    ctx.addIssue({ code: 'custom', message: `Field can name at most ${LIST_ITEMS_MAX} archetypes` });
    return z.NEVER;
  }
  for (const entry of entries) {
    const [id, share] = entry.split(':').map((part) => part?.trim());
    if (!isUuid(id) || share === undefined || share === '' || !Number.isFinite(Number(share)) || Number(share) < 0 || Number(share) > SHARE_MAX) {
      ctx.addIssue({ code: 'custom', message: `Field must be a comma-separated list of archetype_id:share with shares from 0 to ${SHARE_MAX.toLocaleString('en')}` });
      return z.NEVER;
    }
    shares[id.toLowerCase()] = Number(share);
  }
  return shares;
}

export const importMatchesSchema = z
  .object({
    projectId: requiredId('Project ID is required'),
    csv: z.string({ error: 'CSV text is required' }).refine((text) => text.trim() !== '', 'CSV text is required'),
    dryRun: withDefault(z.boolean({ error: 'dry_run must be true or false' }), false),
  })
  .strict();

export type ImportMatchesInput = z.input<typeof importMatchesSchema>;
