// What an event gives a project once its decks are classified: the field's shares and the public matchup records.
import { describe, expect, it } from 'vitest';
import { parseEventFile } from '../../../server/domain/imports/events/event-file.ts';
import { fieldOf, matchupRecordsOf } from '../../../server/domain/imports/events/field.ts';
import type { ParsedEvent } from '../../../server/domain/imports/events/types.ts';
import { realworldBytes } from '../realworld.ts';

function event(...path: string[]): ParsedEvent {
  const read = parseEventFile(realworldBytes(...path));
  if (!read.ok) throw new Error(read.error.message);
  return read.value.events[0];
}

describe('the field of an event', () => {
  it('shares the classified decks, of all of them or of the top N, and counts the unknown apart', () => {
    const decks = [
      { archetypeId: 'burn', rank: 1 },
      { archetypeId: 'burn', rank: 2 },
      { archetypeId: 'elves', rank: 3 },
      { archetypeId: null, rank: 4 },
      { archetypeId: 'elves', rank: 9 },
      { archetypeId: 'faeries', rank: null },
    ];
    expect(fieldOf(decks)).toEqual({
      shares: [
        { archetypeId: 'burn', decks: 2, share: 0.4 },
        { archetypeId: 'elves', decks: 2, share: 0.4 },
        { archetypeId: 'faeries', decks: 1, share: 0.2 },
      ],
      unknown: 1,
      counted: 6,
    });
    expect(fieldOf(decks, 4)).toEqual({
      shares: [
        { archetypeId: 'burn', decks: 2, share: 2 / 3 },
        { archetypeId: 'elves', decks: 1, share: 1 / 3 },
      ],
      unknown: 1,
      counted: 4,
    });
    expect(fieldOf([])).toEqual({ shares: [], unknown: 0, counted: 0 });
  });

  it("makes the Pro Tour's pairings matchups by melee.gg's deck names: 1,200 played, 13 byes left out", () => {
    const rounds = event('tournament-results', 'melee-pro-tour', 'protour-data-viz__tournament-394299-matches.json');
    const archetypeOf = new Map(rounds.decks.map((deck) => [deck.player, deck.label]));
    const { records, left } = matchupRecordsOf(rounds, archetypeOf);
    expect(records).toHaveLength(1200);
    expect(left).toEqual({ byes: 13, intentionalDraws: 0, withoutOpponent: 0, unplayed: 0, unknownArchetype: 0 });
    expect(records[0]).toEqual({ round: 'Round 4', archetypes: ['Bant Rhythm', 'Five-Color Rhythm'], winner: 1, games: [0, 2, 0] });
    expect(records.filter((record) => record.winner === null)).toHaveLength(4);
  });

  it('leaves out intentional draws, byes and players whose deck is unknown, and finds names in another letter case', () => {
    const melee = event('tournament-results', 'mtg-decklistcache', 'mtgmelee__2025-pioneer-221972-2025-01-11.json');
    const everyone = new Map(melee.standings.map((standing) => [standing.player.toUpperCase(), 'some deck']));
    const { records, left } = matchupRecordsOf(melee, everyone);
    expect(left).toEqual({ byes: 4, intentionalDraws: 4, withoutOpponent: 0, unplayed: 0, unknownArchetype: 0 });
    expect(records).toHaveLength(99 + 6);
    const nobody = matchupRecordsOf(melee, new Map([['Mikka', 'some deck']]));
    expect(nobody.records).toHaveLength(0);
    expect(nobody.left.unknownArchetype).toBe(105);
  });
});
