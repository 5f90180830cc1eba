// The match form's values, shared by Log New Match and Edit Match: the two sides, best of N with its games, who went
// first, when, notes. Also
// the deck a person plays in a project, which the log form remembers in this browser so that a night of games
// starts with it filled in.
import { gamesProblem, startingGames, type BestOf, type GameChoice, type Sideboarding } from './games-form.ts';
import { isoFromLocal, localDateTimeValue } from './match-display.ts';
import type { Player } from './PlayerSelect.tsx';

export interface Side {
  /** Relay ID of the archetype. */
  archetype: string;
  /** Database id of the decklist (the project's decklist choices name them so). */
  decklist: string;
  /** The chosen team member, if any. */
  player: Player | null;
}

export type WentFirst = '' | 'winner' | 'loser';

export interface MatchFormValues {
  winner: Side;
  loser: Side;
  wentFirst: WentFirst;
  bestOf: BestOf;
  /** The games in order, from the match winner's side (none recorded: an empty list). */
  games: GameChoice[];
  /** datetime-local text in the browser's time zone. */
  date: string;
  notes: string;
}

export const emptySide: Side = { archetype: '', decklist: '', player: null };

export const WINNER_REQUIRED = 'Winner archetype or user is required';
export const LOSER_REQUIRED = 'Loser archetype or user is required';

export interface MatchFormProblems {
  winner?: string;
  loser?: string;
  date?: string;
  games?: string;
}

/** The project's game's rules as the form reads them (GraphQL's Project.gameRules). */
export interface FormRules {
  readonly sideboarding: Sideboarding;
  readonly bestOf: number;
}

/**
 * A new form for a match played now in a game of `rules` (its usual best-of, with its games' rows), with `winner`
 * filled in when the person's own deck is known.
 */
export function freshForm(rules: FormRules, winner: Side = emptySide): MatchFormValues {
  const bestOf = bestOfValue(rules.bestOf);
  return { winner, loser: emptySide, wentFirst: '', bestOf, games: startingGames(bestOf, rules.sideboarding), date: localDateTimeValue(new Date()), notes: '' };
}

/**
 * The next match of the same pairing: both sides and best-of kept, with the games of a new match of that best-of (a
 * best-of-three keeps its rows); a new time; who went first and notes to fill in.
 */
export function nextGame(last: MatchFormValues, rules: FormRules, now = new Date()): MatchFormValues {
  return { ...last, wentFirst: '', games: startingGames(last.bestOf, rules.sideboarding), date: localDateTimeValue(now), notes: '' };
}

const otherSide = (side: GameChoice['wonBy']): GameChoice['wonBy'] => (side === 'winner' ? 'loser' : 'winner');

/**
 * The other result of the same pairing: the sides change places and who went first stays with its player. Games that
 * gave the match to the loser (entered the wrong way round) stay with their players too, which makes them a match
 * the new winner won; games that already make a match for the winner stay the winner's (the next game of a sitting,
 * the other deck winning this time), since moved with their players they would give the match to the loser.
 */
export function swapSides(form: MatchFormValues): MatchFormValues {
  const wentFirst: WentFirst = form.wentFirst === 'winner' ? 'loser' : form.wentFirst === 'loser' ? 'winner' : '';
  const backwards = gamesProblem(form.bestOf, form.games) !== null;
  const games = backwards ? form.games.map((game) => ({ ...game, wonBy: otherSide(game.wonBy), onThePlay: otherSide(game.onThePlay) })) : form.games;
  return { ...form, winner: form.loser, loser: form.winner, wentFirst, games };
}

/** A stored match's best-of as the form's choice (1, 3 or 5). */
export const bestOfValue = (bestOf: number): BestOf => (bestOf === 5 ? 5 : bestOf === 3 ? 3 : 1);

/** GraphQL's MatchSide as the form's side. */
export const sideValue = (side: string): GameChoice['wonBy'] => (side === 'LOSER' ? 'loser' : 'winner');

export function wentFirstValue(wentFirst: boolean | null | undefined): WentFirst {
  return wentFirst === true ? 'winner' : wentFirst === false ? 'loser' : '';
}

/** What is missing or wrong before anything is sent. */
export function problemsOf(form: MatchFormValues): MatchFormProblems {
  return {
    winner: form.winner.archetype ? undefined : WINNER_REQUIRED,
    loser: form.loser.archetype ? undefined : LOSER_REQUIRED,
    date: isoFromLocal(form.date) ? undefined : 'Match date is not a valid date',
    games: gamesProblem(form.bestOf, form.games) ?? undefined,
  };
}

export const hasProblems = (problems: MatchFormProblems) => Boolean(problems.winner || problems.loser || problems.date || problems.games);

/** GraphQL's MatchSide for a side. */
const sideEnum = (side: GameChoice['wonBy']) => (side === 'winner' ? ('WINNER' as const) : ('LOSER' as const));

/** The form's values as the fields logMatch and updateMatch share. */
export function matchFields(form: MatchFormValues) {
  return {
    winnerArchetypeId: form.winner.archetype,
    loserArchetypeId: form.loser.archetype,
    winnerDecklistId: form.winner.decklist || null,
    loserDecklistId: form.loser.decklist || null,
    winnerUserId: form.winner.player?.id ?? null,
    loserUserId: form.loser.player?.id ?? null,
    // With games, who went first is game 1's player on the play.
    wentFirst: form.games.length > 0 ? form.games[0].onThePlay === 'winner' : form.wentFirst === '' ? null : form.wentFirst === 'winner',
    bestOf: form.bestOf,
    games: form.games.map((game) => ({ wonBy: sideEnum(game.wonBy), onThePlay: sideEnum(game.onThePlay), sideboarded: game.sideboarded })),
    matchDate: isoFromLocal(form.date),
    notes: form.notes.trim() || null,
  };
}

const ownDeckKey = (projectId: string, userId: string) => `sideboard:own-deck:${projectId}:${userId}`;

/** The side the person last played in this project (their archetype, decklist and themselves), if remembered. */
export function readOwnDeck(projectId: string, userId: string): Side | null {
  try {
    const saved = JSON.parse(localStorage.getItem(ownDeckKey(projectId, userId)) ?? 'null') as Side | null;
    return saved && typeof saved.archetype === 'string' && typeof saved.decklist === 'string' ? saved : null;
  } catch {
    return null;
  }
}

/** Remembers the side of a logged match that the person played (the one naming them as player), if any. */
export function rememberOwnDeck(projectId: string, user: { id: string; username: string }, form: MatchFormValues): void {
  const own = [form.winner, form.loser].find((side) => side.player?.username === user.username);
  if (!own) return;
  try {
    localStorage.setItem(ownDeckKey(projectId, user.id), JSON.stringify(own));
  } catch {
    // Storage full or refused (private mode): the form simply starts empty next time.
  }
}
