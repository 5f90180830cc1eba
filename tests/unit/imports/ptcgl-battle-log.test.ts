// Pokémon TCG Live battle logs from ../shared/realworld/game-logs/ptcgl, in English, German, Spanish, Italian and
// Brazilian Portuguese. Read by hand: who decided to go first or second, the last line's winner and how the game
// ended, the turn headers, the mulligans in the setup, and whose opening hand is listed (the log's owner).
import { describe, expect, it } from 'vitest';
import { parsePtcglBattleLog, type PtcglGame } from '../../../server/domain/imports/ptcgl/battle-log.ts';
import { ptcglMatchOf } from '../../../server/domain/imports/ptcgl/match.ts';
import { realworldText } from '../realworld.ts';

const log = (file: string) => realworldText('game-logs', 'ptcgl', `training-court__battleLog${file}.txt`);

function game(file: string): PtcglGame {
  const result = parsePtcglBattleLog(log(file));
  if (!result.ok) throw new Error(result.error.message);
  expect(result.warnings).toEqual([]);
  return result.value;
}

describe('Pokémon TCG Live battle logs', () => {
  it.each([
    // file, language, players, owner, went first, winner, ending, mulligans, turn headers
    ['NewStructure', 'en', ['Bassoonboy135', 'Player2'], 0, 0, 0, 'concession', [0, 0], 9],
    ['NoPlayer2Turn', 'en', ['Bassoonboy135', 'player2'], 0, 1, 1, 'noPokemon', [0, 0], 1],
    ['RedactedPlayerNameError', 'en', ['Player1', 'Player2'], 0, 0, 0, 'concession', [0, 0], 9],
    ['German', 'de', ['player1', 'player2'], 1, 0, 1, 'prizes', [0, 0], 10],
    ['Spanish', 'es', ['jugador1', 'jugador2'], 0, 1, 0, 'prizes', [0, 0], 8],
    ['Italian', 'it', ['italianPlayer2', 'italianPlayer1'], 0, 0, 1, 'concession', [0, 0], 22],
    ['BrazilianPortuguese', 'pt-BR', ['BrPtPlayer1', 'BrPtPlayer2'], 1, 0, 1, 'concession', [1, 0], 4],
  ] as const)('%s', (file, language, players, owner, wentFirst, winner, ending, mulligans, turns) => {
    expect(game(file)).toMatchObject({ language, players, owner, wentFirst, winner, ending, mulligans, turns });
  });

  it.each([
    ['NewStructure', ['Gholdengo ex', 'Genesect ex', 'Solrock', 'Lunatone'], ['Pidgeot ex', 'Greninja ex', 'Fezandipiti ex', 'Froakie']],
    ['German', ['Terapagos-ex', 'Noctuh', 'Wirbel-Rotom'], ['Furienblitz-ex', 'Türkisgrüne-Maske-Ogerpon-ex', 'Krawalloro-ex']],
    ['Spanish', ['Miraidon ex', 'Ferrotesta ex', 'Greninja Radiante'], ['Lugia V', 'Archeops', 'Minccino']],
    ['Italian', ['Charizard-ex', 'Pidgeot-ex', 'Charmander'], ['Gardevoir-ex', 'Ralts', 'Munkidori']],
    ['BrazilianPortuguese', ['Gible da Cíntia', 'Gabite da Cíntia'], ['Dragapult ex', 'Dusknoir', 'Dreepy']],
  ] as const)('%s: the Pokémon each side put into play, for classifying the decks', (file, first, second) => {
    const { cardsPlayed } = game(file);
    expect(cardsPlayed[0]).toEqual(expect.arrayContaining([...first]));
    expect(cardsPlayed[1]).toEqual(expect.arrayContaining([...second]));
    expect(cardsPlayed[0]).not.toEqual(expect.arrayContaining([second[0]]));
    // No card name swallowed the sentence around it ("Terapagos-ex gezogen und").
    expect([...cardsPlayed[0], ...cardsPlayed[1]].filter((card) => / (gezogen|drew|played|hat|jugó) /.test(card))).toEqual([]);
  });

  it('takes a paste that starts with a blank line and has Windows line ends', () => {
    expect(parsePtcglBattleLog(`\r\n${log('NewStructure').replace(/\n/g, '\r\n')}`)).toMatchObject({ ok: true, value: { winner: 0, wentFirst: 0, turns: 9 } });
  });

  it('groups pasted games into a match between the same two players, in the first game\'s order', () => {
    const first = game('NewStructure');
    const swapped: PtcglGame = { ...first, players: ['Player2', 'Bassoonboy135'], winner: 1, owner: 1, wentFirst: 1, mulligans: [0, 0], cardsPlayed: [first.cardsPlayed[1], first.cardsPlayed[0]] };
    const match = ptcglMatchOf([first, swapped]);
    expect(match).toMatchObject({ ok: true, value: { players: ['Bassoonboy135', 'Player2'], gameWins: [2, 0], winner: 0 } });
    expect(match.ok && match.value.games[1]).toEqual(first);
    expect(ptcglMatchOf([first, game('German')])).toMatchObject({ ok: false, error: { code: 'INVALID', message: 'Game 2 is between player1 and player2, not Bassoonboy135 and Player2' } });
    expect(ptcglMatchOf([first, first, first])).toMatchObject({ ok: false, error: { message: 'Game 3 follows the game that decided the match' } });
    expect(ptcglMatchOf([])).toMatchObject({ ok: false, error: { code: 'INVALID' } });
  });

  it('refuses a log cut before its last line, a log of another game, and an unknown language', () => {
    const text = log('Spanish');
    expect(parsePtcglBattleLog(text.slice(0, text.lastIndexOf('\n')))).toMatchObject({ ok: false, error: { code: 'TRUNCATED' } });
    expect(parsePtcglBattleLog(realworldText('game-logs', 'mtgo', 'mtgo_utils__Match_GameLog_TEST02.log'))).toMatchObject({
      ok: false,
      error: { code: 'WRONG_SOURCE', detected: 'mtgo', message: 'This looks like an MTGO game log, not a Pokémon TCG Live battle log' },
    });
    expect(parsePtcglBattleLog('Mise en place\nJoueur1 a pioché 7 cartes.')).toMatchObject({ ok: false, error: { code: 'WRONG_SOURCE' } });
    expect(parsePtcglBattleLog('Setup\nA drew 7 cards for the opening hand.\nA wins.')).toMatchObject({ ok: false, error: { code: 'INVALID' } });
    expect(parsePtcglBattleLog('x'.repeat(300 * 1024))).toMatchObject({ ok: false, error: { code: 'TOO_LARGE' } });
  });
});
