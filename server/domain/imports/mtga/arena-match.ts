// What Sideboard keeps of an MTG Arena match, and how the messages of one match fill it in. Arena names seats (1, 2)
// and teams (1, 2); the log's owner is the seat its ConnectResp is sent to. Everything here is from the owner's side
// ('user') and the other seat's ('opponent'). Cards are Arena ids (grpId), resolved to names through the card catalog.

export type ArenaSide = 'user' | 'opponent';
export type ArenaOutcome = ArenaSide | 'draw';

/** A deck as Arena ids and counts, in the order the log lists them. */
export interface ArenaDeck {
  main: { arenaId: number; count: number }[];
  side: { arenaId: number; count: number }[];
}

export interface ArenaGame {
  number: number;
  onThePlay: ArenaSide | null;
  winner: ArenaOutcome | null;
  /** Arena's reason, e.g. 'ResultReason_Concede', 'ResultReason_Game' (life, poison, decking), 'ResultReason_Timeout'. */
  reason: string | null;
  mulligans: { user: number; opponent: number };
  /** The highest turn number shown (both players' turns count). */
  turns: number;
  /** Arena ids of the opponent's cards revealed in this game, in the order first seen. */
  opponentCards: number[];
  /** The user's deck as submitted after sideboarding, when the log holds the client's submission (raw logs only). */
  deck: ArenaDeck | null;
}

export interface ArenaMatch {
  /** Arena's match id: re-importing a log finds the matches already imported by it. */
  arenaMatchId: string | null;
  /** Arena's event ('Traditional_Ladder', 'Ladder', 'AIBotMatch', a draft's name…). */
  eventId: string | null;
  bestOf: 1 | 3 | null;
  /** ISO time of the match's first message. */
  startedAt: string | null;
  /** Screen names as Arena shows them; not stored unless the user keeps them as player names. */
  userName: string | null;
  opponentName: string | null;
  /** The user's deck for game 1 (ConnectResp). */
  deck: ArenaDeck | null;
  games: ArenaGame[];
  winner: ArenaOutcome | null;
  /** Whether the log reaches the match's end (its final result). */
  complete: boolean;
  /** Arena ids of every opponent card revealed in the match, in the order first seen. */
  opponentCards: number[];
}

/** Arena ids with repeats → ids with counts, first-seen order. */
export function deckOf(ids: readonly number[]): ArenaDeck['main'] {
  const counts = new Map<number, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([arenaId, count]) => ({ arenaId, count }));
}

/** .NET ticks (2020 logs: 18 digits) or Unix milliseconds (2022+: 13 digits) as an ISO time; null for anything else. */
export function arenaTime(stamp: unknown): string | null {
  if (typeof stamp !== 'string' || !/^\d{12,19}$/.test(stamp)) return null;
  const ms = stamp.length >= 17 ? Number((BigInt(stamp) - 621_355_968_000_000_000n) / 10_000n) : Number(stamp);
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 2015 || date.getUTCFullYear() > 2100 ? null : date.toISOString();
}

/** A game's state while its messages are read. */
export interface GameProgress {
  number: number;
  onThePlaySeat: number | null;
  turns: number;
  /** MulliganReq messages sent to the user in this game: one for the opening hand, one more after each mulligan. */
  mulliganRequests: number;
  /** The user's "mulligan" answers (raw logs). */
  mulligansAnswered: number;
  /** players[].mulliganCount by seat, where Arena writes it. */
  mulliganCounts: Map<number, number>;
  opponentCards: Set<number>;
  deck: ArenaDeck | null;
}

/** A match's state while its messages are read. */
export interface MatchProgress {
  matchId: string | null;
  eventId: string | null;
  winCondition: string | null;
  startedAt: string | null;
  /** systemSeatId → name and team, from the room's reserved players. */
  seats: Map<number, { name: string | null; teamId: number | null }>;
  userSeat: number | null;
  deck: ArenaDeck | null;
  games: GameProgress[];
  /** The results Arena has announced so far, in order (one per game, then the match's). */
  results: { scope: string; result: string; winningTeamId: number | null; reason: string | null }[];
  complete: boolean;
  /** The user's submitted deck waiting for the next game to start. */
  nextDeck: ArenaDeck | null;
}

export function newMatch(matchId: string | null): MatchProgress {
  return { matchId, eventId: null, winCondition: null, startedAt: null, seats: new Map(), userSeat: null, deck: null, games: [], results: [], complete: false, nextDeck: null };
}

export function gameOf(match: MatchProgress, number: number): GameProgress {
  let game = match.games.find((candidate) => candidate.number === number);
  if (!game) {
    game = { number, onThePlaySeat: null, turns: 0, mulliganRequests: 0, mulligansAnswered: 0, mulliganCounts: new Map(), opponentCards: new Set(), deck: match.nextDeck };
    match.nextDeck = null;
    match.games.push(game);
    match.games.sort((a, b) => a.number - b.number);
  }
  return game;
}

/** The user's team: from the reserved players, else the seat number (Arena gives seat n team n in one-on-one play). */
function userTeam(match: MatchProgress): number | null {
  if (match.userSeat === null) return null;
  return match.seats.get(match.userSeat)?.teamId ?? match.userSeat;
}

function outcome(match: MatchProgress, result: MatchProgress['results'][number] | undefined): ArenaOutcome | null {
  if (!result) return null;
  if (result.result === 'ResultType_Draw') return 'draw';
  const team = userTeam(match);
  if (team === null || result.winningTeamId === null) return null;
  return result.winningTeamId === team ? 'user' : 'opponent';
}

/** The finished match, from the user's side. */
export function finishMatch(match: MatchProgress): ArenaMatch {
  const gameResults = match.results.filter((result) => result.scope === 'MatchScope_Game');
  const side = (seat: number | null): ArenaSide | null => (seat === null || match.userSeat === null ? null : seat === match.userSeat ? 'user' : 'opponent');
  const opponentSeat = [...match.seats.keys()].find((seat) => seat !== match.userSeat) ?? null;
  const games = match.games.map((game, index): ArenaGame => {
    const counted = (seat: number | null) => (seat === null ? 0 : (game.mulliganCounts.get(seat) ?? 0));
    return {
      number: game.number,
      onThePlay: side(game.onThePlaySeat),
      winner: outcome(match, gameResults[index]),
      reason: gameResults[index]?.reason ?? null,
      mulligans: {
        user: Math.max(counted(match.userSeat), game.mulligansAnswered, game.mulliganRequests - 1, 0),
        opponent: counted(opponentSeat),
      },
      turns: game.turns,
      opponentCards: [...game.opponentCards],
      deck: game.deck,
    };
  });
  const matchResult = match.results.find((result) => result.scope === 'MatchScope_Match');
  const bestOf = match.winCondition === 'MatchWinCondition_Best2of3' ? 3 : match.winCondition === 'MatchWinCondition_SingleElimination' ? 1 : null;
  return {
    arenaMatchId: match.matchId,
    eventId: match.eventId,
    bestOf,
    startedAt: match.startedAt,
    userName: match.userSeat === null ? null : (match.seats.get(match.userSeat)?.name ?? null),
    opponentName: opponentSeat === null ? null : (match.seats.get(opponentSeat)?.name ?? null),
    deck: match.deck,
    games,
    winner: outcome(match, matchResult),
    complete: match.complete,
    opponentCards: [...new Set(games.flatMap((game) => game.opponentCards))],
  };
}
