// The MTGODecklistCache `CacheItem` JSON — one tournament per file, as Badaro's and fbettega's scrapers write it for
// MTGO, melee.gg, TopDeck.gg, CardsRealm and ManaTraders: { Tournament, Decks, Rounds, Standings }. A round's Result
// is "<Player1's game wins>-<Player2's>-<draws>"; TopDeck.gg records match results only (1-0-0 is a match win).
import { z } from 'zod';
import { coverageWarnings, isPlayoffRound, pairingResult, parseScore, placeOf, withoutDuplicates } from './rounds.ts';
import type { CardCount, EventDeck, EventRound, EventStanding, ParsedEvent, RoundResult } from './types.ts';

const text = z.string().max(1000);
const optionalText = text.nullish();
const count = z.number().int().min(0).max(10_000);

export const cardLine = z.object({ Count: count, CardName: z.string().min(1).max(300) });

export const cacheItemShape = z.object({
  Tournament: z.looseObject({ Name: optionalText, Date: optionalText, Uri: optionalText, Formats: z.unknown().optional() }),
  Decks: z.array(z.unknown()).nullish(),
  Rounds: z.array(z.unknown()).nullish(),
  Standings: z.array(z.unknown()).nullish(),
});

const deckShape = z.looseObject({
  Player: text,
  Result: optionalText,
  AnchorUri: optionalText,
  Mainboard: z.array(cardLine).nullish(),
  Sideboard: z.array(cardLine).nullish(),
});

const roundShape = z.looseObject({
  RoundName: text,
  Matches: z.array(z.looseObject({ Player1: text, Player2: text.nullable().optional(), Result: optionalText })),
});

const standingShape = z.looseObject({
  Rank: z.number().int(),
  Player: text,
  Points: z.number().nullish(),
  Wins: z.number().int().nullish(),
  Losses: z.number().int().nullish(),
  Draws: z.number().int().nullish(),
});

const SITES: [RegExp, string][] = [
  [/(^|\.)mtgo\.com$/, 'MTGO'],
  [/(^|\.)melee\.gg$/, 'melee.gg'],
  [/(^|\.)topdeck\.gg$/, 'TopDeck.gg'],
  [/(^|\.)cardsrealm\.com$/, 'CardsRealm'],
  [/(^|\.)manatraders\.com$/, 'ManaTraders'],
];

export function siteOf(url: string | null | undefined): string | null {
  if (!url) return null;
  const host = URL.canParse(url) ? new URL(url).hostname.toLowerCase() : '';
  return SITES.find(([pattern]) => pattern.test(host))?.[1] ?? (host || null);
}

/** "2025-04-26", "2025-01-23T21:00:00Z" or "...+00:00" as the ISO date; null for anything else. */
export function isoDate(value: unknown): string | null {
  const match = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2})/.exec(value) : null;
  return match && !Number.isNaN(Date.parse(match[1])) ? match[1] : null;
}

export const cardsOf = (lines: readonly z.infer<typeof cardLine>[] | null | undefined): CardCount[] =>
  (lines ?? []).filter((line) => line.Count > 0).map((line) => ({ name: line.CardName, count: line.Count }));

/** Each entry of a list read with its schema; entries that do not fit are left out and counted in a warning. */
export function entriesOf<T>(list: readonly unknown[] | null | undefined, schema: z.ZodType<T>, what: string, warnings: string[]): T[] {
  const entries: T[] = [];
  let bad = 0;
  for (const entry of list ?? []) {
    const parsed = schema.safeParse(entry);
    if (parsed.success) entries.push(parsed.data);
    else bad += 1;
  }
  if (bad > 0) warnings.push(`${bad} ${what}${bad === 1 ? '' : 's'} could not be read and ${bad === 1 ? 'was' : 'were'} left out`);
  return entries;
}

function roundOf(round: z.infer<typeof roundShape>, matchLevelOnly: boolean, warnings: string[]): EventRound {
  const unnamed = round.Matches.filter((match) => match.Player2 === null || match.Player2 === undefined).length;
  const results: RoundResult[] = [];
  for (const match of round.Matches) {
    const score = parseScore(match.Result);
    const opponent = match.Player2;
    if (opponent === '' || opponent === '-') results.push({ kind: 'bye', player: match.Player1 });
    else if (opponent === null || opponent === undefined) {
      // ManaTraders writes null for a bye and for an opponent its scraper could not unmask: one a round is the bye.
      results.push(unnamed === 1 ? { kind: 'bye', player: match.Player1 } : { kind: 'unknownOpponent', player: match.Player1, games: matchLevelOnly ? null : score });
    } else if (!score) warnings.push(`${round.RoundName}: the result "${match.Result ?? ''}" of ${match.Player1} against ${opponent} could not be read`);
    else results.push(pairingResult([match.Player1, opponent], score, matchLevelOnly));
  }
  if (unnamed > 1) warnings.push(`${round.RoundName}: ${unnamed} results have no opponent's name; they are kept as results without an opponent`);
  return withoutDuplicates({ name: round.RoundName, playoff: isPlayoffRound(round.RoundName), results }, warnings);
}

/** Magic formats an event's name may carry when the file names none ("ManaTraders Series Pauper June 2024"). */
const FORMAT_WORDS = ['Standard', 'Pioneer', 'Modern', 'Legacy', 'Vintage', 'Pauper', 'Premodern', 'Historic', 'Explorer', 'Timeless', 'Commander'];

/** The event's format: as the file gives it, else the one format its name mentions. */
export function formatOf(formats: unknown, name: string | null | undefined): string | null {
  if (typeof formats === 'string' && formats.trim() !== '') return formats.trim();
  const named = FORMAT_WORDS.filter((word) => new RegExp(`\\b${word}\\b`, 'i').test(name ?? ''));
  return named.length === 1 ? named[0] : null;
}

export function readDecklistCache(item: z.infer<typeof cacheItemShape>, warnings: string[]): ParsedEvent {
  const url = item.Tournament.Uri ?? null;
  const site = siteOf(url);
  const decks: EventDeck[] = entriesOf(item.Decks, deckShape, 'deck', warnings).map((deck) => ({
    player: deck.Player,
    label: null,
    main: cardsOf(deck.Mainboard),
    side: cardsOf(deck.Sideboard),
    rank: placeOf(deck.Result),
    result: deck.Result ?? null,
    url: deck.AnchorUri ?? null,
  }));
  const standings: EventStanding[] = entriesOf(item.Standings, standingShape, 'standing', warnings).map((standing) => ({
    rank: standing.Rank,
    player: standing.Player,
    points: standing.Points ?? null,
    wins: standing.Wins ?? 0,
    losses: standing.Losses ?? 0,
    draws: standing.Draws ?? 0,
  }));
  const matchLevelOnly = site === 'TopDeck.gg';
  const rounds = entriesOf(item.Rounds, roundShape, 'round', warnings).map((round) => roundOf(round, matchLevelOnly, warnings));
  warnings.push(...coverageWarnings(rounds, standings.length));
  return {
    source: 'MTGODecklistCache',
    site,
    name: item.Tournament.Name ?? null,
    date: isoDate(item.Tournament.Date),
    format: formatOf(item.Tournament.Formats, item.Tournament.Name),
    url,
    decks,
    standings,
    rounds,
  };
}
