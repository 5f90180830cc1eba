// An MTGO match from its `Match_GameLog_*.dat`: the two players, and per game who played first, the mulligans and
// who won. A new game starts at "X chooses to play first." (the die-roll winner chooses in game 1, the loser of the
// previous game after that); a game ends at a concession or a loss. The log names neither the event nor the decks:
// only the cards each player played or revealed.
import { failed, succeeded, type ImportInput, type ImportResult } from '../result.ts';
import { notThisSource, openInput } from '../text.ts';
import { headerGuid, logSentences } from './sentences.ts';

export type PlayerIndex = 0 | 1;

export interface MtgoGame {
  /** 1, 2, 3 in the order the log plays them. */
  number: number;
  /** Index into the match's players; null when the log does not say (it starts mid-game). */
  onThePlay: PlayerIndex | null;
  winner: PlayerIndex | null;
  /** How the game ended, as the log says it; null when the log stops before. */
  ending: 'concession' | 'loss' | 'win' | null;
  /** Mulligans taken by each player, by index. */
  mulligans: [number, number];
  /** The last turn number the log shows (each player's turn counts: turn 3 is the second player's third turn). */
  turns: number;
}

export interface MtgoMatch {
  /** The match GUID from the header or the file name; null when the file was anonymised. */
  matchId: string | null;
  /** The two user names, in the order the log first names them. */
  players: [string, string];
  games: MtgoGame[];
  /** Games won by each player, by index. */
  gameWins: [number, number];
  /** The player with more game wins; null on a tie or when no game has a winner. */
  winner: PlayerIndex | null;
  /** Card names each player played, cast, discarded or revealed, in the order first seen (a lower bound of the deck). */
  cardsSeen: [string[], string[]];
}

const ROLLED = /^(.+) rolled a \d+\.$/;
const JOINED = /^(.+) joined the game\.$/;
const CHOOSES = /^(.+) chooses to (play|draw) first\.$/;
const MULLIGAN = /^(.+) mulligans to \w+ cards?\.$/;
const TURN = /^Turn (\d+): (.*)$/;
const CONCEDED = /^(.+) has conceded from the game\.$/;
const LOST = /^(.+) (?:has lost the game|loses the game|loses because)\b/;
const WON = /^(.+) wins the game\b/;
const CARD_ACTION = / (?:plays|casts|discards|reveals|cycles) /;
const CARD_REFERENCE = /@\[([^@\]]{1,200})@:[^\]]{0,40}\]/g;

/**
 * The player a sentence starts with (the longest name that fits), or null. A turn line's name is followed by the next
 * entry's bytes rather than a space, so it is matched without one.
 */
function subjectOf(sentence: string, players: readonly string[], separator = ' '): PlayerIndex | null {
  let best: PlayerIndex | null = null;
  players.forEach((name, index) => {
    if (sentence.startsWith(`${name}${separator}`) && (best === null || name.length > players[best].length)) best = index as PlayerIndex;
  });
  return best;
}

function playersOf(sentences: readonly string[]): string[] {
  const names: string[] = [];
  for (const sentence of sentences) {
    const name = ROLLED.exec(sentence)?.[1] ?? JOINED.exec(sentence)?.[1] ?? CHOOSES.exec(sentence)?.[1];
    if (name !== undefined && !names.includes(name)) names.push(name);
  }
  return names;
}

/** The cards a sentence shows its subject holding: everything after "containing" in a revealed hand, else the first card. */
function cardsOf(sentence: string): string[] {
  const containing = sentence.indexOf(', containing ');
  const refs = [...sentence.slice(containing >= 0 ? containing : 0).matchAll(CARD_REFERENCE)].map((match) => match[1]);
  return containing >= 0 ? refs : refs.slice(0, 1);
}

const other = (player: PlayerIndex): PlayerIndex => (player === 0 ? 1 : 0);

function newGame(number: number): MtgoGame {
  return { number, onThePlay: null, winner: null, ending: null, mulligans: [0, 0], turns: 0 };
}

function readGames(sentences: readonly string[], players: [string, string], cardsSeen: [Set<string>, Set<string>]): MtgoGame[] {
  const games: MtgoGame[] = [];
  const start = () => games[games.push(newGame(games.length + 1)) - 1];
  const current = () => games.at(-1) ?? start();
  const end = (winner: PlayerIndex, ending: MtgoGame['ending']) => {
    const playing = current();
    if (playing.ending === null) Object.assign(playing, { winner, ending });
  };
  for (const sentence of sentences) {
    const chooses = CHOOSES.exec(sentence);
    if (chooses) {
      const chooser = subjectOf(sentence, players);
      const last = games.at(-1);
      const game = !last || last.ending !== null || last.turns > 0 ? start() : last;
      if (chooser !== null) game.onThePlay = chooses[2] === 'play' ? chooser : other(chooser);
      continue;
    }
    const turn = TURN.exec(sentence);
    if (turn) {
      const playing = current();
      playing.turns = Math.max(playing.turns, Number(turn[1]));
      const active = subjectOf(`${turn[2]} `, players);
      if (playing.onThePlay === null && turn[1] === '1' && active !== null) playing.onThePlay = active;
      continue;
    }
    const subject = subjectOf(sentence, players);
    if (subject === null) continue;
    if (MULLIGAN.test(sentence)) current().mulligans[subject] += 1;
    else if (CONCEDED.test(sentence)) end(other(subject), 'concession');
    else if (LOST.test(sentence)) end(other(subject), 'loss');
    else if (WON.test(sentence)) end(subject, 'win');
    else if (CARD_ACTION.test(sentence.slice(players[subject].length))) for (const card of cardsOf(sentence)) cardsSeen[subject].add(card);
  }
  return games;
}

/** A turn line cut after its player's name ("Turn 3: name" and the next entry's bytes before). */
function withoutTurnNoise(sentence: string, players: readonly string[]): string {
  const turn = TURN.exec(sentence);
  const active = turn ? subjectOf(turn[2], players, '') : null;
  return turn && active !== null ? `Turn ${turn[1]}: ${players[active]}` : sentence;
}

/** The log's sentences as the game-log tools print them, and the two players (names in order of appearance). */
export function gameLogLines(text: string): { lines: string[]; players: string[] } {
  const sentences = logSentences(text);
  const players = playersOf(sentences);
  return { lines: sentences.map((sentence) => withoutTurnNoise(sentence, players)), players };
}

/**
 * Reads a `Match_GameLog_*.dat` (bytes, or the sentences as text). `fileName` supplies the match GUID when the header
 * has none. Refuses a file with no two players or no finished game; a log that stops mid-game keeps the finished games
 * and says so.
 */
export function parseMtgoGameLog(input: ImportInput, options: { fileName?: string } = {}): ImportResult<MtgoMatch> {
  const opened = openInput(input, 'mtgo');
  if ('error' in opened) return opened.error;
  const { lines: sentences, players: names } = gameLogLines(opened.text);
  if (names.length === 0) return notThisSource('mtgo', 'no player rolls, joins or chooses to play first');
  if (names.length !== 2) return failed('INVALID', `An MTGO match log has two players; this one names ${names.length}`);
  const players = names as [string, string];
  const cardsSeen: [Set<string>, Set<string>] = [new Set(), new Set()];
  const games = readGames(sentences, players, cardsSeen);
  const finished = games.filter((game) => game.winner !== null);
  if (finished.length === 0) return failed('TRUNCATED', 'The MTGO game log ends before any game finished');
  const warnings = games.filter((game) => game.winner === null).map((game) => `Game ${game.number} has no winner in the log (it stops before the game ends)`);
  const gameWins: [number, number] = [0, 0];
  for (const game of finished) gameWins[game.winner!] += 1;
  const matchId = headerGuid(opened.text) ?? headerGuid(options.fileName ?? '');
  return succeeded(
    {
      matchId,
      players,
      games,
      gameWins,
      winner: gameWins[0] === gameWins[1] ? null : gameWins[0] > gameWins[1] ? 0 : 1,
      cardsSeen: [[...cardsSeen[0]], [...cardsSeen[1]]],
    },
    warnings,
  );
}
