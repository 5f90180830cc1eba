// A tournament results file, whatever shape among those Sideboard reads: the MTGODecklistCache JSON (MTGO, melee.gg,
// TopDeck.gg, CardsRealm, ManaTraders), melee.gg's own rounds and decklists, and MTGOArchetypeParser's output.
// The shape is recognised from the JSON itself; anything else is refused as an unknown shape, naming the known ones.
import { failed, succeeded, type ImportInput, type ImportResult } from '../result.ts';
import { notThisSource, openInput, parseJson } from '../text.ts';
import { parserOutputShape, readParserOutput } from './archetype-parser-output.ts';
import { cacheItemShape, readDecklistCache } from './decklist-cache.ts';
import { looksLikeMeleeDecklists, meleeDecklistsShape, meleeRoundsShape, readMeleeDecklists, readMeleeRounds } from './melee.ts';
import type { EventDeck, ParsedEvent } from './types.ts';

/** Caps on what one file may hold: far above any real event (a Pro Tour has ~300 decks and ~1,200 matches). */
export const EVENT_LIMITS = { decks: 20_000, rounds: 500, results: 200_000, cardLines: 1000 } as const;

/** A constructed deck has at least 40 cards; fewer is a partial list or a test entry (the cache keeps such events). */
export const MIN_DECK_CARDS = 40;

export function mainCount(deck: Pick<EventDeck, 'main'>): number {
  return deck.main.reduce((sum, card) => sum + card.count, 0);
}

/** Whether a deck has a list to classify: at least MIN_DECK_CARDS main-deck cards. */
export function hasFullList(deck: Pick<EventDeck, 'main'>): boolean {
  return mainCount(deck) >= MIN_DECK_CARDS;
}

const KNOWN_SHAPES =
  'an MTGODecklistCache file ({ Tournament, Decks, Rounds, Standings }), melee.gg rounds or decklists, or MTGOArchetypeParser output ({ Data })';

function readShape(data: unknown, warnings: string[]): ParsedEvent[] | null {
  const cache = cacheItemShape.safeParse(data);
  if (cache.success) return [readDecklistCache(cache.data, warnings)];
  const output = parserOutputShape.safeParse(data);
  if (output.success) return readParserOutput(output.data, warnings);
  const rounds = meleeRoundsShape.safeParse(data);
  if (rounds.success && Object.keys(rounds.data).length > 0) return [readMeleeRounds(rounds.data, warnings)];
  const decklists = meleeDecklistsShape.safeParse(data);
  if (decklists.success && looksLikeMeleeDecklists(decklists.data)) return [readMeleeDecklists(decklists.data, warnings)];
  return null;
}

/** What a reader of the event should know about its decks and standings, as warnings. */
function deckWarnings(event: ParsedEvent): string[] {
  const warnings: string[] = [];
  const short = event.decks.filter((deck) => deck.main.length > 0 && !hasFullList(deck));
  if (short.length > 0) {
    const sample = short.slice(0, 3).map((deck) => `${deck.player} (${mainCount(deck)})`).join(', ');
    warnings.push(`${short.length} deck${short.length === 1 ? ' has' : 's have'} fewer than ${MIN_DECK_CARDS} main-deck cards and cannot be classified: ${sample}`);
  }
  if (event.standings.length > 0 && event.decks.length > 0) {
    const exact = new Set(event.standings.map((standing) => standing.player));
    const folded = new Set(event.standings.map((standing) => standing.player.toLowerCase()));
    const unmatched = event.decks.filter((deck) => !exact.has(deck.player));
    const byCase = unmatched.filter((deck) => folded.has(deck.player.toLowerCase())).length;
    if (unmatched.length > byCase) warnings.push(`${unmatched.length - byCase} decklist${unmatched.length - byCase === 1 ? "'s player is" : "s' players are"} not in the standings`);
    if (byCase > 0) warnings.push(`${byCase} decklist${byCase === 1 ? "'s player matches" : "s' players match"} the standings only when letter case is ignored`);
    const listed = event.standings.length - (event.decks.length - unmatched.length + byCase);
    if (listed > 0) warnings.push(`${listed} of ${event.standings.length} players in the standings have no published decklist`);
  }
  return warnings;
}

function tooLarge(events: readonly ParsedEvent[]): string | null {
  for (const event of events) {
    if (event.decks.length > EVENT_LIMITS.decks) return `An event file holds at most ${EVENT_LIMITS.decks} decks`;
    if (event.rounds.length > EVENT_LIMITS.rounds) return `An event file holds at most ${EVENT_LIMITS.rounds} rounds`;
    if (event.rounds.reduce((sum, round) => sum + round.results.length, 0) > EVENT_LIMITS.results) return `An event file holds at most ${EVENT_LIMITS.results} results`;
    if (event.decks.some((deck) => deck.main.length + deck.side.length > EVENT_LIMITS.cardLines)) return `A deck holds at most ${EVENT_LIMITS.cardLines} card lines`;
  }
  return null;
}

/**
 * Reads a tournament results file into its events (one, except for MTGOArchetypeParser output covering several).
 * Entries that do not fit their shape are left out with a warning; a file of an unknown shape is refused.
 */
export function parseEventFile(input: ImportInput): ImportResult<{ events: ParsedEvent[] }> {
  const opened = openInput(input, 'event');
  if ('error' in opened) return opened.error;
  if (!/^[[{]/.test(opened.text.trimStart())) return notThisSource('event', 'it is not JSON');
  const data = parseJson(opened.text);
  if (data === undefined) return failed('INVALID', 'The tournament results file is not valid JSON (it may be cut short)');
  const warnings: string[] = [];
  const events = readShape(data, warnings);
  if (!events) return failed('UNKNOWN_SHAPE', `This JSON is not a tournament results file Sideboard knows: expected ${KNOWN_SHAPES}`);
  const limit = tooLarge(events);
  if (limit) return failed('INVALID', limit);
  if (events.every((event) => event.decks.length === 0 && event.rounds.length === 0)) return failed('INVALID', 'The tournament results file has no decklists and no rounds');
  for (const event of events) warnings.push(...deckWarnings(event));
  return succeeded({ events }, warnings);
}
