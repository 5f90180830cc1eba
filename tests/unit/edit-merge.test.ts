// Putting an editor's change on top of a teammate's (issue 32): the decklist's three-way card merge and the change
// lines the server reports, and the field-by-field merge of the other editors.
import { describe, expect, it } from 'vitest';
import { cardChanges, mergeCardLists } from '../../server/domain/decklist-merge.ts';
import { mergeFields } from '../../web/src/relay/edited-revision.ts';

const line = (quantity: number, name: string, type = 'Main Deck') => ({ name, quantity, type });
const BASE = [line(4, 'Lightning Bolt'), line(4, 'Plains'), line(16, 'Mountain'), line(3, 'Smash to Smithereens', 'Sideboard')];

describe('mergeCardLists', () => {
  it('keeps both changes when they touch different cards: theirs in their order, the editor’s new cards after', () => {
    const theirs = [line(4, 'Lightning Bolt'), line(3, 'Plains'), line(17, 'Mountain'), line(3, 'Smash to Smithereens', 'Sideboard')];
    const mine = [...BASE.slice(0, 3), line(2, 'Smash to Smithereens', 'Sideboard'), line(1, 'Negate', 'Sideboard')];
    expect(mergeCardLists(BASE, mine, theirs)).toEqual({
      cards: [line(4, 'Lightning Bolt'), line(3, 'Plains'), line(17, 'Mountain'), line(2, 'Smash to Smithereens', 'Sideboard'), line(1, 'Negate', 'Sideboard')],
      overlaps: [],
    });
  });

  it('takes a change both made alike once, and keeps the editor’s count where both changed a card differently', () => {
    const theirs = [line(4, 'Lightning Bolt'), line(3, 'Plains'), line(16, 'Mountain')];
    const mine = [line(4, 'Lightning Bolt'), line(2, 'Plains'), line(16, 'Mountain')];
    expect(mergeCardLists(BASE, mine, theirs)).toEqual({
      cards: [line(4, 'Lightning Bolt'), line(2, 'Plains'), line(16, 'Mountain')],
      overlaps: [{ name: 'Plains', type: 'Main Deck', base: 4, mine: 2, theirs: 3 }],
    });
    // Both cut the Smash: gone once, no overlap.
    expect(mergeCardLists(BASE, mine, theirs).cards.some((c) => c.name === 'Smash to Smithereens')).toBe(false);
  });

  it('matches a card by name and section without regard to case, and sums repeated lines', () => {
    const theirs = [line(4, 'lightning bolt'), line(2, 'Plains'), line(2, 'Plains'), line(16, 'Mountain'), line(3, 'Smash to Smithereens', 'Sideboard')];
    expect(mergeCardLists(BASE, BASE, theirs).cards).toEqual([line(4, 'lightning bolt'), line(4, 'Plains'), line(16, 'Mountain'), line(3, 'Smash to Smithereens', 'Sideboard')]);
    // The same name in another section is another card.
    const moved = [...BASE, line(1, 'Plains', 'Sideboard')];
    expect(mergeCardLists(BASE, moved, BASE).cards).toContainEqual(line(1, 'Plains', 'Sideboard'));
  });
});

describe('cardChanges', () => {
  it('says what changed per card, side sections named', () => {
    expect(cardChanges(BASE, [line(4, 'Lightning Bolt'), line(3, 'Plains'), line(17, 'Mountain'), line(3, 'Smash to Smithereens', 'Sideboard'), line(1, 'Negate', 'Sideboard')])).toEqual([
      '+1 Mountain',
      '−1 Plains',
      '+1 Negate (Sideboard)',
    ]);
    expect(cardChanges(BASE, BASE)).toEqual([]);
  });
});

describe('mergeFields', () => {
  const base = { notes: 'first', bestOf: 1, games: [] as string[] };
  it('takes the fields the editor changed from it and the rest from theirs, naming fields both changed differently', () => {
    expect(mergeFields(base, { ...base, bestOf: 3, games: ['w', 'w'] }, { ...base, notes: 'theirs' })).toEqual({ merged: { notes: 'theirs', bestOf: 3, games: ['w', 'w'] }, overlaps: [] });
    expect(mergeFields(base, { ...base, notes: 'mine' }, { ...base, notes: 'theirs' })).toEqual({ merged: { ...base, notes: 'mine' }, overlaps: ['notes'] });
    expect(mergeFields(base, { ...base, notes: 'same' }, { ...base, notes: 'same' }).overlaps).toEqual([]);
  });

  it('merges keyed records: an entry removed on one side and untouched on the other is removed', () => {
    const shares: Record<string, string> = { jund: '30', tron: '20' };
    expect(mergeFields(shares, { jund: '30' }, { jund: '30', tron: '25', burn: '10' })).toEqual({ merged: { jund: '30', burn: '10' }, overlaps: ['tron'] });
    expect(mergeFields(shares, { jund: '30', tron: '20', izzet: '5' }, { tron: '20' }).merged).toEqual({ tron: '20', izzet: '5' });
  });
});
