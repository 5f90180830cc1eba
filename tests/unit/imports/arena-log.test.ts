// MTG Arena Player.log samples from ../shared/realworld/game-logs/mtga, with what was read by hand from them: the
// room events name the players, seats and teams; turn 1's active player is on the play; the results list names each
// game's winning team (the user's team is that of the seat its ConnectResp went to).
import { describe, expect, it } from 'vitest';
import { parseArenaLog } from '../../../server/domain/imports/mtga/arena-log.ts';
import type { ArenaMatch } from '../../../server/domain/imports/mtga/arena-match.ts';
import { realworldBytes, realworldText } from '../realworld.ts';

const MTGA = ['game-logs', 'mtga'];
const cardNames: Record<string, { Name: string }> = JSON.parse(realworldText(...MTGA, 'mtga-play-by-play__card-names.json')).Cards;

function matchesOf(input: string | Uint8Array): ArenaMatch[] {
  const result = parseArenaLog(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.matches;
}

const games = (match: ArenaMatch) => match.games.map(({ number, onThePlay, winner, mulligans, turns }) => ({ number, onThePlay, winner, mulligans, turns }));
const named = (ids: readonly number[]) => ids.map((id) => cardNames[id]?.Name ?? id);

describe('MTG Arena Player.log', () => {
  it('reads the raw 2020 log: a Bo1 against the AI, the deck MTG-Arena-Tool stored for it', () => {
    const [match, ...rest] = matchesOf(realworldBytes(...MTGA, 'mtg-arena-tool__match-test__lines198-8494.log'));
    expect(rest).toEqual([]);
    const stored = JSON.parse(realworldText(...MTGA, 'mtg-arena-tool__match-test.expected.json'));
    expect(match).toMatchObject({
      arenaMatchId: '4aa81e9f-4cc2-4170-afc3-861a18107930',
      eventId: stored.eventId,
      bestOf: 1,
      userName: 'Manuel777#63494',
      opponentName: 'Sparky',
      winner: 'user',
      complete: true,
      // .NET ticks 637317212531194667 of the room event; the log's own clock says 12:54:13 PM local time.
      startedAt: '2020-07-30T15:54:13.119Z',
    });
    // Seat 2 (Sparky) rolled 7 to 2 and is the active player of turn 1; the user kept seven; team 1 won.
    expect(games(match)).toEqual([{ number: 1, onThePlay: 'opponent', winner: 'user', mulligans: { user: 0, opponent: 0 }, turns: 12 }]);
    const asStored = (cards: { arenaId: number; count: number }[]) => cards.map(({ arenaId, count }) => ({ id: arenaId, quantity: count }));
    expect(asStored(match.deck!.main)).toEqual(stored.currentDeck.arenaMain);
    expect(asStored(match.deck!.side)).toEqual(stored.currentDeck.arenaSide);
    expect(match.opponentCards.length).toBeGreaterThan(0);
  });

  it('reads the 2026 Bo1 (payload lines): the opponent won the die roll 19 to 11, played first and won', () => {
    const [match] = matchesOf(realworldBytes(...MTGA, 'mtga-play-by-play__sample-match.jsonl'));
    expect(match).toMatchObject({ arenaMatchId: 'sample-match-0001', eventId: 'Ladder', bestOf: 1, userName: 'PlayerOne', opponentName: 'PlayerTwo', winner: 'opponent', complete: true });
    // The golden transcript: "Lost 0-1 · 11 turns", "Both players keep seven", "You concede".
    expect(games(match)).toEqual([{ number: 1, onThePlay: 'opponent', winner: 'opponent', mulligans: { user: 0, opponent: 0 }, turns: 11 }]);
    expect(match.games[0].reason).toBe('ResultReason_Concede');
    const transcript = realworldText(...MTGA, 'mtga-play-by-play__sample-match.expected.md');
    const deckSection = transcript.slice(transcript.indexOf('## Your deck'), transcript.indexOf('## Opening'));
    const listed = [...deckSection.matchAll(/^- (\d+)× (.+?)(?: · not seen)?$/gm)].map(([, count, name]) => `${count} ${name}`).sort();
    expect(match.deck!.main.map(({ arenaId, count }) => `${count} ${cardNames[arenaId].Name}`).sort()).toEqual(listed);
    // What the opponent showed, as the transcript narrates it (the first id is a Plains printing the name map lacks).
    expect(named(match.opponentCards)).toEqual([95192, 'Hinterland Sanctifier', "Ajani's Pridemate", 'Hop to It', 'Leonin Vanguard', 'Crowd of True Believers', 'Temple of Plenty', 'Dusk Rose Reliquary']);
  });

  it('reads the gzipped copy of the same match the same way', () => {
    expect(matchesOf(realworldBytes(...MTGA, 'mtga-play-by-play__sample-match.json.gz'))).toEqual(matchesOf(realworldBytes(...MTGA, 'mtga-play-by-play__sample-match.jsonl')));
  });

  it('reads the 2026 Bo3: the loser of game 1 chose to play game 2; the opponent won 2-0', () => {
    const [match] = matchesOf(realworldBytes(...MTGA, 'mtga-play-by-play__bo3-match.json.gz'));
    expect(match).toMatchObject({ arenaMatchId: 'sample-bo3-0001', eventId: 'Traditional_Ladder', bestOf: 3, userName: 'PlayerTwo', opponentName: 'PlayerOne', winner: 'opponent', complete: true });
    expect(games(match)).toEqual([
      { number: 1, onThePlay: 'opponent', winner: 'opponent', mulligans: { user: 0, opponent: 0 }, turns: 13 },
      { number: 2, onThePlay: 'user', winner: 'opponent', mulligans: { user: 0, opponent: 0 }, turns: 17 },
    ]);
    expect(match.deck!.main.reduce((sum, card) => sum + card.count, 0)).toBe(60);
    expect(named(match.games[0].opponentCards)).toEqual(expect.arrayContaining(['Fanatical Firebrand', 'Krenko, Mob Boss', 'The Great Goblin']));
    expect(named(match.games[1].opponentCards)).toEqual(expect.arrayContaining(["Agatha's Soul Cauldron", 'Champion of the Weird']));
  });

  it('reads every match of a log that holds several, each with its own id and seat', () => {
    // Between the matches, messages that name no match (a UI message, a game state without its game's info).
    const between = [
      JSON.stringify({ greToClientEvent: { greToClientMessages: [{ type: 'GREMessageType_UIMessage', systemSeatIds: [1], uiMessage: {} }] } }),
      JSON.stringify({ greToClientEvent: { greToClientMessages: [{ type: 'GREMessageType_GameStateMessage', systemSeatIds: [1], gameStateMessage: { turnInfo: { turnNumber: 1, activePlayer: 1 } } }] } }),
    ].join('\n');
    const both = `${realworldText(...MTGA, 'mtga-play-by-play__sample-match.jsonl')}\n${between}\n${realworldText(...MTGA, 'mtga-play-by-play__bo3-match.json.gz')}`;
    const matches = matchesOf(both);
    expect(matches.map((match) => [match.arenaMatchId, match.userName, match.games.length])).toEqual([
      ['sample-match-0001', 'PlayerOne', 1],
      ['sample-bo3-0001', 'PlayerTwo', 2],
    ]);
  });

  it('keeps a match the log stops in, marked incomplete, with the games that finished', () => {
    const lines = realworldText(...MTGA, 'mtga-play-by-play__bo3-match.json.gz').split('\n');
    const result = parseArenaLog(lines.slice(0, 700).join('\n'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [match] = result.value.matches;
    expect(match.complete).toBe(false);
    expect(match.winner).toBeNull();
    expect(match.games.map((game) => game.winner)).toEqual(['opponent', null]);
    expect(result.warnings).toEqual(['Match sample-bo3-0001 has no final result in the log: it ends before the match does']);
  });

  it('skips a message cut in the middle and says so', () => {
    const text = realworldText(...MTGA, 'mtg-arena-tool__match-test__lines198-8494.log');
    const cut = text.indexOf('"ClientMessageType_MulliganResp"');
    const result = parseArenaLog(`${text.slice(0, cut)}\n${text.slice(text.indexOf('[UnityCrossThreadLogger]', cut))}`);
    expect(result.ok && result.warnings).toEqual(['1 message was cut off or unreadable and left out']);
    expect(result.ok && result.value.matches[0].winner).toBe('user');
  });

  it('counts mulligans from the players Arena reports and from the mulligan prompts the user got', () => {
    const gameState = (players: object[]) => JSON.stringify({ greToClientEvent: { greToClientMessages: [{ type: 'GREMessageType_GameStateMessage', systemSeatIds: [1], gameStateMessage: { gameInfo: { matchID: 'm-1', gameNumber: 1 }, players } }] } });
    const prompt = JSON.stringify({ greToClientEvent: { greToClientMessages: [{ type: 'GREMessageType_MulliganReq', systemSeatIds: [1] }] } });
    const log = [
      JSON.stringify({ matchGameRoomStateChangedEvent: { gameRoomInfo: { gameRoomConfig: { matchId: 'm-1', reservedPlayers: [{ systemSeatId: 1, teamId: 1, playerName: 'Me' }, { systemSeatId: 2, teamId: 2, playerName: 'Them' }] } } } }),
      gameState([{ systemSeatNumber: 2, mulliganCount: 2 }]),
      prompt,
      prompt,
      gameState([{ systemSeatNumber: 2, mulliganCount: 1 }]),
    ].join('\n');
    const [match] = matchesOf(log);
    expect(match.games[0].mulligans).toEqual({ user: 1, opponent: 2 });
  });

  it('refuses a log with no match messages, a log cut before any match, another source and an oversized upload', () => {
    expect(parseArenaLog('[UnityCrossThreadLogger]STATE CHANGED {"old":1,"new":2}\nTimer start')).toMatchObject({ ok: false, error: { code: 'WRONG_SOURCE' } });
    const firstLine = realworldText(...MTGA, 'mtga-play-by-play__bo3-match.json.gz').split('\n')[0];
    expect(parseArenaLog(firstLine)).toMatchObject({ ok: false, error: { code: 'TRUNCATED', message: 'The Player.log ends before any match started' } });
    expect(parseArenaLog(realworldText('game-logs', 'ptcgl', 'training-court__battleLogSpanish.txt'))).toMatchObject({
      ok: false,
      error: { code: 'WRONG_SOURCE', detected: 'ptcgl', message: 'This looks like a Pokémon TCG Live battle log, not an MTG Arena Player.log' },
    });
    expect(parseArenaLog(realworldBytes('tournament-results', 'mtg-decklistcache', 'mtgo__pioneer-league-2025-04-269089.json'))).toMatchObject({ ok: false, error: { code: 'WRONG_SOURCE', detected: 'event' } });
    expect(parseArenaLog(new Uint8Array(200 * 1024 * 1024))).toMatchObject({ ok: false, error: { code: 'TOO_LARGE', message: 'This MTG Arena Player.log is 200 MB; the limit is 64 MB' } });
    expect(parseArenaLog('   \n')).toMatchObject({ ok: false, error: { code: 'EMPTY' } });
  });
});
