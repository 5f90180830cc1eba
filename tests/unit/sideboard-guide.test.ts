import { describe, expect, it } from 'vitest';
import { guideWarnings, withDeckSpelling } from '../../server/domain/sideboard-guide.ts';
import { saveSideboardGuideSchema } from '../../server/domain/validation/sideboard-guides.ts';

const deck = [
  { name: 'Lightning Bolt', quantity: 4, type: 'Instant' },
  { name: 'Counterspell', quantity: 2, type: 'Main Deck' },
  { name: 'Counterspell', quantity: 1, type: 'Main Deck' },
  { name: 'Rest in Peace', quantity: 2, type: 'Sideboard' },
  { name: 'Pyroblast', quantity: 3, type: 'Sideboard' },
  { name: 'Tormod\'s Crypt', quantity: 1, type: 'Maybeboard' },
];

const plan = (cardsIn: [string, number][], cardsOut: [string, number][]) => ({
  in: cardsIn.map(([name, quantity]) => ({ name, quantity })),
  out: cardsOut.map(([name, quantity]) => ({ name, quantity })),
});

describe('guideWarnings', () => {
  it('accepts cards out of the main deck (lines of a name added up) and in from the sideboard, in any case', () => {
    expect(guideWarnings({ ...plan([['rest in peace', 2], ['Pyroblast', 1]], [['COUNTERSPELL', 3]]), onTheDraw: null }, deck)).toEqual([]);
  });

  it('names what the version cannot supply, in the plan on the draw too', () => {
    const guide = { ...plan([['Lightning Bolt', 1]], [['Rest in Peace', 1]]), onTheDraw: plan([["Tormod's Crypt", 1], ['Pyroblast', 4]], [['Lightning Bolt', 5]]) };
    expect(guideWarnings(guide, deck).map((w) => [w.plan, w.direction, w.name, w.available, w.message])).toEqual([
      ['play', 'in', 'Lightning Bolt', 0, 'Lightning Bolt is not in the sideboard of this version'],
      ['play', 'out', 'Rest in Peace', 0, 'Rest in Peace is not in the main deck of this version'],
      ['draw', 'in', "Tormod's Crypt", 0, "Tormod's Crypt is not in the sideboard of this version"],
      ['draw', 'in', 'Pyroblast', 3, 'Pyroblast: 4 in but the sideboard has 3'],
      ['draw', 'out', 'Lightning Bolt', 4, 'Lightning Bolt: 5 out but the main deck has 4'],
    ]);
  });

  it("spells names as the version does", () => {
    const spelt = withDeckSpelling({ ...plan([['pyroblast', 1]], [['lightning bolt', 1]]), onTheDraw: null }, deck);
    expect(spelt).toMatchObject(plan([['Pyroblast', 1]], [['Lightning Bolt', 1]]));
  });
});

describe('saveSideboardGuideSchema', () => {
  it('wants as many cards in as out, in each plan', () => {
    const result = saveSideboardGuideSchema.safeParse({ ...plan([['A', 2]], [['B', 1]]), onTheDraw: plan([['A', 1]], []) });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['onTheDraw.in', 'Cards in and out must add up to the same number (1 in, 0 out)'],
      ['in', 'Cards in and out must add up to the same number (2 in, 1 out)'],
    ]);
  });

  it('refuses a card named twice in one list, and unknown fields', () => {
    expect(saveSideboardGuideSchema.safeParse(plan([['A', 1], ['a', 1]], [['B', 2]])).error!.issues[0].message).toBe('Each card can be named once in a list');
    expect(saveSideboardGuideSchema.safeParse({ ...plan([], []), extra: 1 }).success).toBe(false);
  });

  it('takes a missing plan on the draw and empty notes as none', () => {
    expect(saveSideboardGuideSchema.parse({ ...plan([['A', 1]], [['B', 1]]), notes: '  ' })).toEqual({ ...plan([['A', 1]], [['B', 1]]), onTheDraw: null, notes: null });
  });
});
