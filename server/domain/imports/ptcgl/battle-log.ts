// One game from a Pokémon TCG Live battle log, the text a player copies from the client after a game: who went first,
// who won and how, the mulligans, and the cards each side played (for classifying the opponent's deck). The log is in
// the client's language (phrases.ts); card names are too, so a German log classifies against German lists.
import { failed, succeeded, type ImportInput, type ImportResult } from '../result.ts';
import { notThisSource, openInput, PTCGL_SETUP_HEADERS } from '../text.ts';
import { PHRASEBOOKS, phrase, type Phrasebook, type PtcglLanguage } from './phrases.ts';

export type PlayerIndex = 0 | 1;
export type PtcglEnding = 'concession' | 'prizes' | 'noPokemon' | 'other';

export interface PtcglGame {
  language: PtcglLanguage;
  /** The two players, in the order they draw their opening hands. */
  players: [string, string];
  /** Whose client wrote the log: the player whose opening hand it lists; null when it lists none. */
  owner: PlayerIndex | null;
  wentFirst: PlayerIndex | null;
  winner: PlayerIndex;
  ending: PtcglEnding;
  /** Mulligans per player; null when the log's setup has a sentence this language's phrases do not know. */
  mulligans: [number | null, number | null];
  /** Turn headers in the log (both players' turns). */
  turns: number;
  /** Cards each player put into play, played or attached, in the order first seen. */
  cardsPlayed: [string[], string[]];
}

const TURN_PREFIX = /^Turn # \d+ - /;
const LIST_LINE = /^\s*(?:•|-)\s+(?!\d+ )(.+)$/;

/** The log's lines: Windows line ends and curly apostrophes made plain, "sentence. - 7 drawn cards." split in two. */
function linesOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[’‘]/g, "'")
    .split('\n')
    .flatMap((line) => line.trimEnd().split(/(?<=\.) (?=- \d)/));
}

function playersOf(lines: readonly string[], book: Phrasebook): string[] {
  const anyone = phrase(book.openingHand);
  const names: string[] = [];
  for (const line of lines) {
    const name = anyone.exec(line)?.groups?.player;
    if (name !== undefined && !names.includes(name)) names.push(name);
  }
  return names;
}

interface Compiled {
  openingHand: RegExp;
  decided: RegExp;
  turnHeader: RegExp;
  wins: RegExp;
  endings: [PtcglEnding, RegExp][];
  cardPlays: RegExp[];
  benchList: RegExp[];
  mulligans: RegExp[];
  mulliganBonus: RegExp[];
}

function compile(book: Phrasebook, players: readonly string[]): Compiled {
  const all = (sources: readonly string[]) => sources.map((source) => phrase(source, players));
  const endings = Object.entries(book.endings).flatMap(([kind, sources]) => all(sources).map((re): [PtcglEnding, RegExp] => [kind as PtcglEnding, re]));
  return {
    openingHand: phrase(book.openingHand, players),
    decided: phrase(book.decided, players),
    turnHeader: phrase(book.turnHeader),
    wins: phrase(book.wins, players),
    endings,
    cardPlays: all(book.cardPlays),
    benchList: all(book.benchList),
    mulligans: all(book.mulligans ?? []),
    mulliganBonus: all(book.mulliganBonus),
  };
}

const listCards = (line: string | undefined) => (line === undefined ? null : (LIST_LINE.exec(line)?.[1].split(', ') ?? null));

/** The game's end from its last line: "Opponent conceded. Bassoonboy135 wins." */
function ending(lines: readonly string[], phrases: Compiled, players: readonly string[]): { winner: PlayerIndex; ending: PtcglEnding } | null {
  const last = [...lines].reverse().find((line) => line.trim() !== '');
  const sentences = last?.trim().split(/(?<=\.) /) ?? [];
  const winner = phrases.wins.exec(sentences.at(-1) ?? '')?.groups?.player;
  if (winner === undefined) return null;
  const how = sentences.length > 1 ? sentences.at(-2)! : '';
  const kind = phrases.endings.find(([, re]) => re.test(how))?.[0] ?? 'other';
  return { winner: players.indexOf(winner) as PlayerIndex, ending: kind };
}

/**
 * Mulligans from the setup's sentences after the opening hands (their sub-lines and card lists aside). Sentences there
 * are placements, mulligans and the opponent's extra cards; one the phrasebook does not know makes both counts unknown
 * rather than a guess of zero.
 */
function mulligansOf(setup: readonly string[], phrases: Compiled, players: readonly string[]): [number | null, number | null] {
  const lastHand = setup.findLastIndex((line) => phrases.openingHand.test(line));
  const counts: [number, number] = [0, 0];
  for (const line of setup.slice(lastHand + 1)) {
    if (line.trim() === '' || /^\s|^- /.test(line) || LIST_LINE.test(line)) continue;
    const mulligan = phrases.mulligans.map((re) => re.exec(line)).find(Boolean);
    if (mulligan) {
      counts[players.indexOf(mulligan.groups!.player)] += Number(mulligan.groups!.count ?? 1);
      continue;
    }
    const known = [...phrases.mulliganBonus, ...phrases.cardPlays].some((re) => re.test(line));
    if (!known) return [null, null];
  }
  return counts;
}

function ownerOf(lines: readonly string[], phrases: Compiled, players: readonly string[]): PlayerIndex | null {
  for (let i = 0; i < lines.length; i += 1) {
    const name = phrases.openingHand.exec(lines[i])?.groups?.player;
    if (name === undefined) continue;
    const listed = [lines[i + 1], lines[i + 2]].some((line) => (listCards(line)?.length ?? 0) > 1);
    if (listed) return players.indexOf(name) as PlayerIndex;
  }
  return null;
}

function cardsPlayedOf(lines: readonly string[], phrases: Compiled, players: readonly string[]): [string[], string[]] {
  const seen: [Set<string>, Set<string>] = [new Set(), new Set()];
  lines.forEach((line, i) => {
    const bench = phrases.benchList.map((re) => re.exec(line)).find(Boolean);
    if (bench) {
      for (const card of listCards(lines[i + 1]) ?? []) seen[players.indexOf(bench.groups!.player)].add(card);
      return;
    }
    const play = phrases.cardPlays.map((re) => re.exec(line)).find(Boolean);
    if (play) seen[players.indexOf(play.groups!.player)].add(play.groups!.card);
  });
  return [[...seen[0]], [...seen[1]]];
}

/** Reads one pasted battle log. A paste that stops before the last line names a winner is refused as truncated. */
export function parsePtcglBattleLog(input: ImportInput): ImportResult<PtcglGame> {
  const opened = openInput(input, 'ptcgl');
  if ('error' in opened) return opened.error;
  const lines = linesOf(opened.text.trimStart());
  const book = PHRASEBOOKS.find((candidate) => candidate.setup === lines[0].trim());
  if (!book) return notThisSource('ptcgl', `it starts with "${lines[0].slice(0, 40)}" rather than ${PTCGL_SETUP_HEADERS.map((h) => `"${h}"`).join(', ')}`);
  const names = playersOf(lines, book);
  if (names.length !== 2) return failed('INVALID', `A battle log names two players drawing their opening hands; this one names ${names.length}`);
  const players = names as [string, string];
  const phrases = compile(book, players);

  const headers = lines.map((line) => phrases.turnHeader.exec(line.replace(TURN_PREFIX, ''))?.groups?.player ?? null);
  const firstTurn = headers.findIndex((name) => name !== null);
  const setup = firstTurn < 0 ? lines : lines.slice(0, firstTurn);
  const end = ending(lines, phrases, players);
  if (!end) return failed('TRUNCATED', 'The battle log ends before the game does: its last line names no winner');

  const decided = setup.map((line) => phrases.decided.exec(line)).find(Boolean);
  const chooser = decided ? (players.indexOf(decided.groups!.player) as PlayerIndex) : null;
  const firstActive = firstTurn < 0 ? -1 : players.indexOf(headers[firstTurn]!);
  const wentFirst: PlayerIndex | null =
    chooser !== null ? (book.firstWords.test(decided![0]) ? chooser : ((1 - chooser) as PlayerIndex)) : firstActive >= 0 ? (firstActive as PlayerIndex) : null;
  const warnings =
    firstActive >= 0 && wentFirst !== null && firstActive !== wentFirst ? [`The log says ${players[wentFirst]} went first, but its first turn is ${players[firstActive]}'s`] : [];

  return succeeded(
    {
      language: book.language,
      players,
      owner: ownerOf(setup, phrases, players),
      wentFirst,
      winner: end.winner,
      ending: end.ending,
      mulligans: mulligansOf(setup, phrases, players),
      turns: headers.filter((name) => name !== null).length,
      cardsPlayed: cardsPlayedOf(lines, phrases, players),
    },
    warnings,
  );
}
