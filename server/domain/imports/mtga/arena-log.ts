// The matches in an MTG Arena Player.log (detailed logs on): raw logs as the client writes them and logs cut down to
// their JSON messages. Per match: Arena's match id and event, the user's deck, per game who was on the play (the
// active player of turn 1), mulligans, the winner (Arena's results, in game order) and the opponent's revealed cards.
import { failed, succeeded, type ImportInput, type ImportResult } from '../result.ts';
import { isRecord, notThisSource, openInput } from '../text.ts';
import { arenaTime, deckOf, finishMatch, gameOf, newMatch, type ArenaMatch, type MatchProgress } from './arena-match.ts';
import { logMessages } from './log-messages.ts';

/** More matches than a log holds (the client overwrites Player.log at every start); later ones are left out. */
export const MAX_ARENA_MATCHES = 500;

const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.filter((item): item is number => Number.isInteger(item)) : []);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const integer = (value: unknown): number | null => (Number.isInteger(value) ? (value as number) : null);
const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);

class ArenaLogReader {
  readonly matches: MatchProgress[] = [];
  /** The user's seat and deck from a ConnectResp, waiting for the match that the next messages name. */
  private connect: Pick<MatchProgress, 'userSeat' | 'deck'> | null = null;

  private get current(): MatchProgress | undefined {
    return this.matches.at(-1);
  }

  /**
   * The match a message with this id belongs to: the current one when it is that match (or, unfinished, has no id
   * yet), else a new one. A message with no id and no unfinished match belongs to none (the end of a match, or a log
   * cut before its start). A ConnectResp read before a match opens it; one read during a match is a reconnection.
   */
  private matchFor(matchId: string | null): MatchProgress | null {
    const current = this.current;
    const same = current !== undefined && (current.matchId === matchId || (!current.complete && (matchId === null || current.matchId === null)));
    if (!same && matchId === null) return null;
    const match = same ? current : newMatch(matchId);
    if (!same) this.matches.push(match);
    match.matchId ??= matchId;
    if (this.connect && match.userSeat === null) Object.assign(match, this.connect);
    this.connect = null;
    return match;
  }

  read(message: Record<string, unknown>): void {
    const stamp = arenaTime(message.timestamp);
    const room = isRecord(message.matchGameRoomStateChangedEvent) ? message.matchGameRoomStateChangedEvent.gameRoomInfo : undefined;
    if (isRecord(room)) this.readRoom(room, stamp);
    const events = isRecord(message.greToClientEvent) ? records(message.greToClientEvent.greToClientMessages) : [];
    for (const event of events) this.readGameMessage(event, stamp);
    if (isRecord(message.payload)) this.readClientMessage(message.payload);
  }

  private readRoom(room: Record<string, unknown>, stamp: string | null): void {
    const config = isRecord(room.gameRoomConfig) ? room.gameRoomConfig : {};
    const final = isRecord(room.finalMatchResult) ? room.finalMatchResult : null;
    const match = this.matchFor(text(config.matchId) ?? text(final?.matchId));
    if (!match) return;
    match.startedAt ??= stamp;
    for (const player of [...records(config.reservedPlayers), ...records(room.players)]) {
      const seat = integer(player.systemSeatId);
      if (seat === null) continue;
      const known = match.seats.get(seat);
      match.seats.set(seat, { name: text(player.playerName) ?? known?.name ?? null, teamId: integer(player.teamId) ?? known?.teamId ?? null });
      match.eventId ??= text(player.eventId);
    }
    match.eventId ??= text(config.eventId);
    if (final) {
      match.results = records(final.resultList).map(resultOf);
      match.complete = true;
    }
  }

  private readGameMessage(event: Record<string, unknown>, stamp: string | null): void {
    const type = event.type;
    if (type === 'GREMessageType_ConnectResp') {
      const deck = isRecord(event.connectResp) && isRecord(event.connectResp.deckMessage) ? event.connectResp.deckMessage : {};
      const connect = { userSeat: numbers(event.systemSeatIds)[0] ?? null, deck: { main: deckOf(numbers(deck.deckCards)), side: deckOf(numbers(deck.sideboardCards)) } };
      const current = this.current;
      // A ConnectResp opens a match; it belongs to the current one only while that one has not started its games.
      if (current && !current.complete && current.games.length === 0 && current.userSeat === null) Object.assign(current, connect);
      else if (!current || current.complete) this.connect = connect;
      return;
    }
    // Only game states and mulligan prompts say anything more; the rest (prompts, timers, UI) is left alone.
    const state = isRecord(event.gameStateMessage) ? event.gameStateMessage : null;
    if (!state && type !== 'GREMessageType_MulliganReq') return;
    const info = state && isRecord(state.gameInfo) ? state.gameInfo : null;
    const match = this.matchFor(text(info?.matchID));
    if (!match) return;
    match.startedAt ??= stamp;
    match.userSeat ??= this.addressee(event);
    if (info) {
      match.winCondition ??= text(info.matchWinCondition);
      if (integer(info.gameNumber) !== null) gameOf(match, integer(info.gameNumber)!);
      const results = records(info.results);
      if (!match.complete && results.length > match.results.length) match.results = results.map(resultOf);
    }
    const game = match.games.at(-1) ?? gameOf(match, 1);
    if (type === 'GREMessageType_MulliganReq' && numbers(event.systemSeatIds).includes(match.userSeat ?? -1)) game.mulliganRequests += 1;
    if (!state) return;
    const turn = isRecord(state.turnInfo) ? state.turnInfo : {};
    const turnNumber = integer(turn.turnNumber);
    if (turnNumber !== null) {
      game.turns = Math.max(game.turns, turnNumber);
      if (turnNumber === 1 && game.onThePlaySeat === null) game.onThePlaySeat = integer(turn.activePlayer);
    }
    for (const player of records(state.players)) {
      const seat = integer(player.systemSeatNumber);
      const count = integer(player.mulliganCount);
      if (seat !== null && count !== null) game.mulliganCounts.set(seat, Math.max(count, game.mulliganCounts.get(seat) ?? 0));
    }
    for (const object of records(state.gameObjects)) {
      const owner = integer(object.ownerSeatId);
      const grpId = integer(object.grpId);
      if (object.type === 'GameObjectType_Card' && grpId !== null && owner !== null && match.userSeat !== null && owner !== match.userSeat) game.opponentCards.add(grpId);
    }
  }

  /** The seat a message is addressed to when it goes to one seat only: the log's owner, when no ConnectResp was kept. */
  private addressee(event: Record<string, unknown>): number | null {
    const seats = numbers(event.systemSeatIds);
    return seats.length === 1 ? seats[0] : null;
  }

  private readClientMessage(payload: Record<string, unknown>): void {
    const match = this.current;
    if (!match || match.complete) return;
    if (payload.type === 'ClientMessageType_MulliganResp' && isRecord(payload.mulliganResp) && payload.mulliganResp.decision === 'MulliganOption_Mulligan') {
      (match.games.at(-1) ?? gameOf(match, 1)).mulligansAnswered += 1;
    }
    if (payload.type === 'ClientMessageType_SubmitDeckResp' && isRecord(payload.submitDeckResp) && isRecord(payload.submitDeckResp.deck)) {
      const deck = payload.submitDeckResp.deck;
      match.nextDeck = { main: deckOf(numbers(deck.deckCards)), side: deckOf(numbers(deck.sideboardCards)) };
    }
  }
}

function resultOf(result: Record<string, unknown>): MatchProgress['results'][number] {
  return { scope: text(result.scope) ?? '', result: text(result.result) ?? '', winningTeamId: integer(result.winningTeamId), reason: text(result.reason) };
}

/**
 * Reads a Player.log. Refuses a file with no Arena messages (another source's, or not a detailed log) and one with no
 * match that got as far as a game; a match the log stops in the middle of is kept and marked incomplete.
 */
export function parseArenaLog(input: ImportInput): ImportResult<{ matches: ArenaMatch[] }> {
  const opened = openInput(input, 'mtga');
  if ('error' in opened) return opened.error;
  const { messages, skipped } = logMessages(opened.text);
  if (messages.length === 0) return notThisSource('mtga', 'it holds no match messages (is "Detailed Logs" on in Arena\'s options?)');
  const reader = new ArenaLogReader();
  for (const message of messages) {
    reader.read(message);
    if (reader.matches.length > MAX_ARENA_MATCHES) break;
  }
  const warnings: string[] = [];
  if (reader.matches.length > MAX_ARENA_MATCHES) warnings.push(`Only the first ${MAX_ARENA_MATCHES} matches of the log are read`);
  const matches = reader.matches.slice(0, MAX_ARENA_MATCHES).filter((match) => match.games.length > 0 || match.complete).map(finishMatch);
  if (matches.length === 0) return failed('TRUNCATED', 'The Player.log ends before any match started');
  if (skipped > 0) warnings.push(`${skipped} message${skipped === 1 ? ' was' : 's were'} cut off or unreadable and left out`);
  for (const match of matches.filter((candidate) => !candidate.complete)) {
    warnings.push(`Match ${match.arenaMatchId ?? '(no id)'} has no final result in the log: it ends before the match does`);
  }
  return succeeded({ matches }, warnings);
}
