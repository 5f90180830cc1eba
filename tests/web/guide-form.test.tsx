// The sideboard guide editor's state: the version's main deck and sideboard, a saved guide read into counts (cards the
// version lacks left out), and the counts turned back into the mutation's lists.
import { describe, expect, it } from 'vitest';
import { deckOf, planInput, planOf, total } from '../../web/src/screens/SideboardGuides/guide-form.ts';

const deck = deckOf([
  { name: 'Lightning Bolt', quantity: 4, section: 'Instant' },
  { name: 'Goblin Guide', quantity: 2, section: 'Creature' },
  { name: 'Goblin Guide', quantity: 2, section: 'Creature' },
  { name: 'Smash to Smithereens', quantity: 3, section: 'Sideboard' },
  { name: 'Tormod\u2019s Crypt', quantity: 1, section: 'Maybeboard' },
]);

describe('guide form', () => {
  it('splits the version into main deck and sideboard, one entry per card', () => {
    expect(deck.main).toEqual([{ name: 'Lightning Bolt', quantity: 4 }, { name: 'Goblin Guide', quantity: 4 }]);
    expect(deck.sideboard).toEqual([{ name: 'Smash to Smithereens', quantity: 3 }]);
  });

  it("reads a saved guide under the deck's spelling, capped at what the deck has, without cards it lacks", () => {
    const plan = planOf({ in: [{ name: 'smash to smithereens', quantity: 5 }], out: [{ name: 'Goblin Guide', quantity: 2 }, { name: 'Eidolon', quantity: 1 }] }, deck);
    expect(plan).toEqual({ in: { 'Smash to Smithereens': 3 }, out: { 'Goblin Guide': 2 } });
    expect(total(plan.in)).toBe(3);
    expect(planOf(null, deck)).toEqual({ in: {}, out: {} });
  });

  it('sends the cards with copies, leaving out zeros', () => {
    expect(planInput({ in: { 'Smash to Smithereens': 2 }, out: { 'Goblin Guide': 0, 'Lightning Bolt': 2 } })).toEqual({
      in: [{ name: 'Smash to Smithereens', quantity: 2 }],
      out: [{ name: 'Lightning Bolt', quantity: 2 }],
    });
  });
});
