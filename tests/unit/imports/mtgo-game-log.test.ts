// MTGO Match_GameLog_*.dat files from ../shared/realworld/game-logs/mtgo. The expected games were read by hand from
// the sentences (the mtgo_utils .log files print them): "X chooses to play first." opens a game, "X mulligans to six
// cards." is a mulligan, "X has conceded from the game." ends it with the other player's win.
import { describe, expect, it } from 'vitest';
import { gameLogLines, parseMtgoGameLog, type MtgoMatch } from '../../../server/domain/imports/mtgo/game-log.ts';
import { decodeText } from '../../../server/domain/imports/text.ts';
import { realworldBytes, realworldText } from '../realworld.ts';

const MTGO = ['game-logs', 'mtgo'];

function read(file: string): MtgoMatch {
  const result = parseMtgoGameLog(realworldBytes(...MTGO, file), { fileName: file });
  if (!result.ok) throw new Error(result.error.message);
  expect(result.warnings).toEqual([]);
  return result.value;
}

/** Per game: [on the play, winner, mulligans of players[0], of players[1], last turn], by player index. */
const summary = (match: MtgoMatch) => match.games.map((game) => [game.onThePlay, game.winner, ...game.mulligans, game.turns]);

describe('MTGO game logs', () => {
  it.each([
    ['TEST01', ['MyPlayerName42', 'RandomOpp13'], [[1, 1, 1, 0, 7], [0, 0, 1, 0, 7], [1, 1, 0, 0, 6]], [1, 2], 1],
    ['TEST02', ['Player01', 'Opponent89'], [[1, 1, 0, 0, 4], [0, 0, 1, 0, 7], [1, 1, 0, 0, 6]], [1, 2], 1],
    ['TEST03', ['Superco0l', 'Opp00nt'], [[0, 1, 1, 0, 6], [0, 0, 0, 1, 4], [1, 1, 1, 0, 6]], [1, 2], 1],
    ['TEST04', ['tarmo_goyfi', 'titan_snore'], [[0, 1, 0, 0, 6], [0, 1, 2, 0, 5]], [0, 2], 1],
  ] as const)('%s: players, who played first, mulligans, winners', (name, players, games, gameWins, winner) => {
    const match = read(`mtgo_utils__Match_GameLog_${name}.dat`);
    expect(match.players).toEqual(players);
    expect(summary(match)).toEqual(games);
    expect(match.games.every((game) => game.ending === 'concession')).toBe(true);
    expect(match.gameWins).toEqual(gameWins);
    expect(match.winner).toBe(winner);
    // The anonymised files have X in place of the match id, in the header and in the file name.
    expect(match.matchId).toBeNull();
  });

  it('reads the tracker fixture whose binary bytes became U+FFFD, with its match id from the header', () => {
    const match = read('videre-mtgo-tracker__Match_GameLog_cd9cc466-0607-45f3-b7e2-d9dfd4d83bb3.dat');
    expect(match.matchId).toBe('cd9cc466-0607-45f3-b7e2-d9dfd4d83bb3');
    expect(match.players).toEqual(['AceCTR', 'Therovingpunster']);
    expect(summary(match)).toEqual([[1, 1, 1, 0, 11], [0, 0, 0, 0, 4], [1, 0, 0, 0, 7]]);
    expect(match.gameWins).toEqual([2, 1]);
    expect(match.winner).toBe(0);
    expect(match.cardsSeen[1]).toContain('Noble Hierarch');
    expect(match.cardsSeen[0]).toContain("Mishra's Bauble");
  });

  it.each(['TEST01', 'TEST02', 'TEST03', 'TEST04'])('%s: the sentences are those mtgo_utils prints, and the .log reads the same', (name) => {
    const expected = realworldText(...MTGO, `mtgo_utils__Match_GameLog_${name}.log`).split(/\r?\n/).filter((line) => line !== '');
    expect(gameLogLines(decodeText(realworldBytes(...MTGO, `mtgo_utils__Match_GameLog_${name}.dat`))).lines).toEqual(expected);
    const fromText = parseMtgoGameLog(realworldText(...MTGO, `mtgo_utils__Match_GameLog_${name}.log`));
    expect(fromText.ok && fromText.value).toEqual(read(`mtgo_utils__Match_GameLog_${name}.dat`));
  });

  it('gives each player the cards they played, cast, discarded or revealed, not the cards that targeted them', () => {
    const { cardsSeen } = read('mtgo_utils__Match_GameLog_TEST04.dat');
    // titan_snore discards Amulet of Vigor to Thoughtseize and reveals a hand "to @[Thoughtseize]" containing Cavern…
    expect(cardsSeen[1]).toEqual(expect.arrayContaining(['Amulet of Vigor', 'Cavern of Souls', 'Primeval Titan', "Summoner's Pact", 'Tolaria West']));
    expect(cardsSeen[1]).not.toContain('Thoughtseize');
    expect(cardsSeen[0]).toEqual(expect.arrayContaining(['Thoughtseize', 'Blackcleave Cliffs', 'Tarmogoyf', 'Scavenging Ooze']));
    expect(cardsSeen[0]).not.toContain('Primeval Titan');
  });

  it('keeps the finished games of a log cut mid-game and says which game has no winner', () => {
    const text = realworldText(...MTGO, 'mtgo_utils__Match_GameLog_TEST01.log');
    const cut = text.slice(0, text.indexOf('RandomOpp13 has conceded from the game.'));
    const result = parseMtgoGameLog(cut);
    expect(result.ok && result.value.games.map((game) => game.winner)).toEqual([1, null]);
    expect(result.ok && result.warnings).toEqual(['Game 2 has no winner in the log (it stops before the game ends)']);
  });

  it('refuses a log cut before any game ended, another source, and a log of more than two players', () => {
    const text = realworldText(...MTGO, 'mtgo_utils__Match_GameLog_TEST01.log');
    expect(parseMtgoGameLog(text.slice(0, 600))).toMatchObject({ ok: false, error: { code: 'TRUNCATED' } });
    expect(parseMtgoGameLog(realworldText('game-logs', 'ptcgl', 'training-court__battleLogGerman.txt'))).toMatchObject({
      ok: false,
      error: { code: 'WRONG_SOURCE', detected: 'ptcgl', message: 'This looks like a Pokémon TCG Live battle log, not an MTGO game log' },
    });
    expect(parseMtgoGameLog('A rolled a 3.\nB rolled a 4.\nC rolled a 5.\n')).toMatchObject({ ok: false, error: { code: 'INVALID' } });
    expect(parseMtgoGameLog('just some words')).toMatchObject({ ok: false, error: { code: 'WRONG_SOURCE' } });
  });

  it('refuses a file over the cap before reading it', () => {
    const result = parseMtgoGameLog(new Uint8Array(5 * 1024 * 1024));
    expect(result).toMatchObject({ ok: false, error: { code: 'TOO_LARGE', limit: 4 * 1024 * 1024, message: 'This MTGO game log is 5 MB; the limit is 4 MB' } });
    expect(parseMtgoGameLog(new Uint8Array(4 * 1024 * 1024 + 1))).toMatchObject({ ok: false, error: { code: 'TOO_LARGE' } });
  });
});
