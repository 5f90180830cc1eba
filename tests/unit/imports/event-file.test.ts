// Tournament results files from ../shared/realworld/tournament-results. The expected counts were made by hand from the
// files (each round's listed matches, with the pairings melee.gg lists from both sides counted once): byes are
// "-" (melee.gg), "" (TopDeck.gg, CardsRealm) or null (ManaTraders, where null also hides 45 unresolved opponents).
import { describe, expect, it } from 'vitest';
import { parseEventFile } from '../../../server/domain/imports/events/event-file.ts';
import type { ParsedEvent, RoundResult } from '../../../server/domain/imports/events/types.ts';
import { realworldBytes } from '../realworld.ts';

const CACHE = ['tournament-results', 'mtg-decklistcache'];
const MELEE = ['tournament-results', 'melee-pro-tour'];

function read(...path: string[]): { events: ParsedEvent[]; warnings: string[] } {
  const result = parseEventFile(realworldBytes(...path));
  if (!result.ok) throw new Error(result.error.message);
  return { events: result.value.events, warnings: result.warnings };
}

/** Results by kind: won matches, draws played out, intentional draws, byes, results without an opponent, unplayed. */
function kinds(event: ParsedEvent): Record<string, number> {
  const tally: Record<string, number> = {};
  const kindOf = (result: RoundResult) => (result.kind !== 'match' ? result.kind : result.intentionalDraw ? 'intentionalDraw' : result.winner === null ? 'draw' : 'win');
  for (const round of event.rounds) for (const result of round.results) tally[kindOf(result)] = (tally[kindOf(result)] ?? 0) + 1;
  return tally;
}

describe('tournament results files', () => {
  it.each([
    // file, site, format, decks, standings, round names, results by kind
    ['badaro-topdeck__koeturnaus-legacy-koeturnaus-2025-01-23.json', 'TopDeck.gg', null, 2, 2, ['Top Random', '2'], { win: 1, draw: 1 }],
    ['cardsrealm__fuguete-champ-233-play-point-p-top-10-2025-04-07.json', 'CardsRealm', 'Pauper', 107, 107, ['Round 1', 'Round 2', 'Round 3', 'Round 4'], { win: 166, bye: 3 }],
    ['manatrader__manatraders-series-pauper-june-2024-2024-06-30.json', 'ManaTraders', 'Pauper', 77, 75, 14, { win: 224, bye: 5, unknownOpponent: 45 }],
    ['mtgmelee__2025-pioneer-221972-2025-01-11.json', 'melee.gg', 'Pioneer', 39, 39, 9, { win: 99, draw: 6, intentionalDraw: 4, bye: 4 }],
    ['mtgmelee__cambridge-pauper-league-202904-2025-01-12.json', 'melee.gg', 'Pauper', 6, 6, ['Round 1', 'Round 2', 'Round 3'], { win: 9 }],
    ['mtgmelee__recq-modern-scg-con-portland-friday-400-pm-197797-2025-02-08.json', 'melee.gg', 'Modern', 91, 95, 5, { win: 92, bye: 1 }],
    ['mtgo__modern-challenge-32-special-2025-04-2612772661.json', 'MTGO', 'Modern', 32, 32, ['Quarterfinals', 'Semifinals', 'Finals'], { win: 7 }],
    ['mtgo__pauper-challenge-32-2025-04-2612772667.json', 'MTGO', 'Pauper', 32, 32, ['Quarterfinals', 'Semifinals', 'Finals'], { win: 7 }],
    ['mtgo__pioneer-league-2025-04-269089.json', 'MTGO', 'Pioneer', 2, 0, [], {}],
    ['topdeck__ccs-summer-showdown-modern-2k-SrJAEZ8vbglVge29fG7l-2024-06-09.json', 'TopDeck.gg', 'Modern', 8, 15, ['1', '2', '3', '4', '5', 'Top 4', 'Top 2'], { win: 28, draw: 5, bye: 4 }],
    ['topdeck__southern-fried-pauper-southern-fried-pauper-2025-02-22.json', 'TopDeck.gg', 'Pauper', 11, 12, ['1', '2', '3', 'Top 8', 'Top 4', 'Top 2'], { win: 22, draw: 3 }],
  ] as const)('%s', (file, site, format, decks, standings, rounds, results) => {
    const { events } = read(...CACHE, file);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({ source: 'MTGODecklistCache', site, format });
    expect(event.decks).toHaveLength(decks);
    expect(event.standings).toHaveLength(standings);
    if (typeof rounds === 'number') expect(event.rounds).toHaveLength(rounds);
    else expect(event.rounds.map((round) => round.name)).toEqual(rounds);
    expect(kinds(event)).toEqual(results);
  });

  it('melee.gg: byes as "-", draws listed from both sides once, intentional draws as 0-0-3, "2st Place" read as 2', () => {
    const { events, warnings } = read(...CACHE, 'mtgmelee__2025-pioneer-221972-2025-01-11.json');
    const [event] = events;
    expect(event.rounds.map((round) => round.results.length)).toEqual([20, 20, 19, 18, 16, 13, 4, 2, 1]);
    expect(event.rounds[0].results).toContainEqual({ kind: 'bye', player: 'Bulatick' });
    expect(event.rounds[0].results).toContainEqual({ kind: 'match', players: ['rise_me', 'AVe'], games: [1, 1, 1], winner: null, intentionalDraw: false });
    expect(event.rounds[4].results).toContainEqual({ kind: 'match', players: ['SoaPeace', 'Artyom Arepin'], games: [0, 0, 3], winner: null, intentionalDraw: true });
    expect(event.rounds[5].results.filter((result) => result.kind === 'match' && result.intentionalDraw)).toHaveLength(3);
    expect(event.decks.slice(0, 3).map((deck) => [deck.result, deck.rank])).toEqual([['1st Place', 1], ['2st Place', 2], ['3st Place', 3]]);
    expect(event.rounds.map((round) => round.playoff)).toEqual([false, false, false, false, false, false, true, true, true]);
    expect(warnings).toEqual([]);
  });

  it('TopDeck.gg: results are match-level, so no game counts; an empty opponent is a bye', () => {
    const [event] = read(...CACHE, 'topdeck__ccs-summer-showdown-modern-2k-SrJAEZ8vbglVge29fG7l-2024-06-09.json').events;
    const round1 = event.rounds[0].results;
    expect(round1).toContainEqual({ kind: 'match', players: ['Nigel Hagley', 'Sean Swanson'], games: null, winner: 0, intentionalDraw: false });
    expect(round1).toContainEqual({ kind: 'match', players: ['itsoya abebe', 'Taylor Blade'], games: null, winner: null, intentionalDraw: false });
    expect(round1).toContainEqual({ kind: 'bye', player: 'Kerry leamon' });
  });

  it('ManaTraders: one null opponent in a round is the bye; 45 in round 1 are opponents the scraper lost', () => {
    const { events, warnings } = read(...CACHE, 'manatrader__manatraders-series-pauper-june-2024-2024-06-30.json');
    const [round1, round2] = events[0].rounds;
    expect(round1.results.filter((result) => result.kind === 'unknownOpponent')).toHaveLength(45);
    expect(round2.results.filter((result) => result.kind === 'bye')).toHaveLength(1);
    expect(warnings).toContain("Round 1: 45 results have no opponent's name; they are kept as results without an opponent");
    expect(warnings).toContain("5 decklists' players are not in the standings");
  });

  it('says what the files leave out: incomplete rounds, Swiss rounds not published, decks too short to classify', () => {
    expect(read(...CACHE, 'mtgmelee__recq-modern-scg-con-portland-friday-400-pm-197797-2025-02-08.json').warnings).toEqual([
      'Round 2 lists results for 48 players, against 95 in the round before: its pairings are incomplete',
      'Round 3 lists results for 24 players, against 48 in the round before: its pairings are incomplete',
      'Round 4 lists results for 12 players, against 24 in the round before: its pairings are incomplete',
      'Round 5 lists results for 6 players, against 12 in the round before: its pairings are incomplete',
      '4 of 95 players in the standings have no published decklist',
    ]);
    expect(read(...CACHE, 'mtgo__modern-challenge-32-special-2025-04-2612772661.json').warnings).toEqual(['Only the playoff rounds are published; the Swiss rounds of the 32 players are not']);
    expect(read(...CACHE, 'badaro-topdeck__koeturnaus-legacy-koeturnaus-2025-01-23.json').warnings).toEqual([
      '1 deck has fewer than 40 main-deck cards and cannot be classified: Jaakko Vuorinen (4)',
    ]);
  });

  it("melee.gg's Pro Tour rounds: winners by display name (one is \"Ivan_Draw_Go\"), 1,213 pairings, deck names kept", () => {
    const [event] = read(...MELEE, 'protour-data-viz__tournament-394299-matches.json').events;
    expect(event.source).toBe('melee.gg rounds');
    expect(event.rounds.map((round) => round.name)).toEqual(['Round 4', 'Round 5', 'Round 6', 'Round 7', 'Round 8', 'Round 12', 'Round 13', 'Round 14', 'Round 15', 'Round 16']);
    expect(kinds(event)).toEqual({ win: 1196, draw: 4, bye: 13 });
    expect(event.rounds[0].results[0]).toEqual({ kind: 'match', players: ['Gabriel Michaels', 'Guglielmo Lupi'], games: [0, 2, 0], winner: 1, intentionalDraw: false });
    const ivan = event.rounds[4].results.find((result) => result.kind === 'match' && result.players.includes('Ivan_Draw_Go'));
    expect(ivan).toMatchObject({ players: ['Ivan_Draw_Go', 'CrispyFrog'], winner: 0, games: [2, 0, 0] });
    expect(event.decks).toHaveLength(304);
    expect(event.decks.find((deck) => deck.player === 'Guglielmo Lupi')?.label).toBe('Five-Color Rhythm');
  });

  it("melee.gg's Pro Tour decklists with their archetype names, and MTGOArchetypeParser output by tournament", () => {
    const [decklists] = read(...MELEE, 'protour-data-viz__tournament-394299-decklists.json').events;
    expect(decklists.decks).toHaveLength(304);
    expect(decklists.decks[0]).toMatchObject({ player: 'Gabriel Nicholas', label: 'Izzet Blink' });
    expect(decklists.decks.every((deck) => deck.main.reduce((sum, card) => sum + card.count, 0) >= 60)).toBe(true);

    const { events } = read('tournament-results', 'mtgo-archetype-parser-output', 'metamage__pauper_sample.json');
    expect(events.map((event) => [event.name, event.date, event.rounds[0].results.length])).toEqual([
      ['Pauper Challenge 32', '2024-11-15', 7],
      ['Pauper Showcase Challenge', '2025-06-07', 1],
      ['Pauper Challenge 32', '2025-03-08', 7],
    ]);
    const [first] = events;
    expect(first.decks.find((deck) => deck.player === 'mehanske')).toMatchObject({ label: 'Rakdos Madness', rank: 3 });
    expect(first.decks.find((deck) => deck.player === 'Hamuda')).toMatchObject({ label: 'Grixis Affinity', main: [] });
    // "THXrhys 0-0-0" then "THXrhys 2-1-0": a pairing not played, then the match.
    expect(first.rounds[0].results.filter((result) => 'players' in result && result.players[1] === 'THXrhys').map((result) => result.kind)).toEqual(['unplayed', 'match']);
    // Rematches within one record are kept (arturcosta met Mokemi twice).
    expect(events[2].rounds[0].results.filter((result) => 'players' in result && result.players[1] === 'Mokemi')).toHaveLength(2);

    const [rounds] = read('tournament-results', 'mtgo-archetype-parser-output', 'metamage__tournament_rounds_sample.json').events;
    expect(rounds).toMatchObject({ name: 'Modern Challenge 32', date: '2025-01-01', decks: [] });
    expect(rounds.standings).toHaveLength(6);
  });

  it('refuses JSON of another shape, a file that is not JSON, a cut file and an empty event', () => {
    for (const file of ['protour-data-viz__tournament-394299-player-decks.json', 'protour-data-viz__tournaments.json']) {
      expect(parseEventFile(realworldBytes(...MELEE, file))).toMatchObject({ ok: false, error: { code: 'UNKNOWN_SHAPE' } });
    }
    expect(parseEventFile(realworldBytes(...MELEE, 'protour-data-viz__README.md'))).toMatchObject({ ok: false, error: { code: 'WRONG_SOURCE' } });
    const text = new TextDecoder().decode(realworldBytes(...CACHE, 'mtgo__pioneer-league-2025-04-269089.json'));
    expect(parseEventFile(text.slice(0, 2000))).toMatchObject({ ok: false, error: { code: 'INVALID', message: 'The tournament results file is not valid JSON (it may be cut short)' } });
    expect(parseEventFile('{"Tournament":{"Name":"x"},"Decks":[],"Rounds":null}')).toMatchObject({ ok: false, error: { code: 'INVALID', message: 'The tournament results file has no decklists and no rounds' } });
    expect(parseEventFile(new Uint8Array(17 * 1024 * 1024))).toMatchObject({ ok: false, error: { code: 'TOO_LARGE' } });
  });

  it('leaves out entries that do not fit, and results it cannot read, with a warning', () => {
    const file = JSON.stringify({
      Tournament: { Name: 'Night', Date: '2025-01-01' },
      Decks: [{ Player: 'A', Result: '1st Place', Mainboard: [{ Count: 4, CardName: 'Island' }] }, { Player: 3 }],
      Rounds: [{ RoundName: 'Round 1', Matches: [{ Player1: 'A', Player2: 'B', Result: 'won' }, { Player1: 'A', Player2: 'B', Result: '2-0-0' }, { Player1: 'B', Player2: 'A', Result: '2-0-0' }] }],
    });
    const result = parseEventFile(file);
    expect(result.ok && result.warnings).toEqual([
      '1 deck could not be read and was left out',
      'Round 1: the result "won" of A against B could not be read',
      'Round 1: B and A have two different results; the first is kept',
      '1 deck has fewer than 40 main-deck cards and cannot be classified: A (4)',
    ]);
    expect(result.ok && result.value.events[0].rounds[0].results).toEqual([{ kind: 'match', players: ['A', 'B'], games: [2, 0, 0], winner: 0, intentionalDraw: false }]);
  });
});
