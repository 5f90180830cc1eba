import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardLine } from '../../server/domain/deck-import/types.ts';
import {
  compareVersions,
  deckEvolution,
  groupDiffsByType,
  stabilityBand,
  STABILITY_BAND_COLOUR,
  type DeckVersion,
} from '../../server/domain/decklist-diff.ts';
import { ValidationError } from '../../server/domain/errors.ts';

function card(quantity: number, name: string, type: string): CardLine {
  return { name, quantity, type, cost: null, rarity: null, set: null, number: null };
}

function version(tag: string, isoDate: string, cards: CardLine[]): DeckVersion {
  return { version_tag: tag, created_at: new Date(isoDate), cards };
}

// A red aggro list and its next revision, used by several hand-computed examples.
const redV1 = version('v1', '2024-01-01T10:00:00.000Z', [
  card(4, 'Lightning Bolt', 'Instant'),
  card(4, 'Goblin Guide', 'Creature'),
  card(20, 'Mountain', 'Land'),
  card(2, 'Smash to Smithereens', 'Sideboard'),
]); // 30 cards
const redV2 = version('v2', '2024-01-02T10:00:00.000Z', [
  card(3, ' lightning bolt ', 'Instant'), // same card, re-typed in lower case: a quantity change only
  card(4, 'Goblin Guide', 'Creature'),
  card(4, 'Monastery Swiftspear', 'Creature'),
  card(20, 'Mountain', 'Land'),
  card(2, 'Smash to Smithereens', 'Instant'), // moved from sideboard to main deck
]); // 33 cards

describe('compareVersions', () => {
  it('reports additions, removals, quantity changes and type moves, sorted by type, diff type, name', () => {
    const result = compareVersions(redV1, redV2);
    expect(result.from_version_tag).toBe('v1');
    expect(result.to_version_tag).toBe('v2');
    expect(result.card_diffs).toEqual([
      { name: 'Monastery Swiftspear', type: 'Creature', diff_type: 'added', old_quantity: 0, new_quantity: 4, quantity_diff: 4 },
      { name: 'Smash to Smithereens', type: 'Instant', diff_type: 'added', old_quantity: 0, new_quantity: 2, quantity_diff: 2 },
      { name: 'lightning bolt', type: 'Instant', diff_type: 'changed', old_quantity: 4, new_quantity: 3, quantity_diff: -1 },
      { name: 'Smash to Smithereens', type: 'Sideboard', diff_type: 'removed', old_quantity: 2, new_quantity: 0, quantity_diff: -2 },
    ]);
    expect(result.summary).toEqual({ cards_added: 2, cards_removed: 1, cards_changed: 1, net_card_count: 3, total_changes: 9 });
  });

  it('matches names ignoring case and surrounding spaces, so a re-capitalised card is no change', () => {
    const a = version('v1', '2024-01-01T00:00:00Z', [card(4, 'Counterspell', 'Instant')]);
    const b = version('v2', '2024-01-02T00:00:00Z', [card(4, '  COUNTERSPELL', 'instant')]);
    const result = compareVersions(a, b);
    expect(result.card_diffs).toEqual([]);
    expect(result.summary).toEqual({ cards_added: 0, cards_removed: 0, cards_changed: 0, net_card_count: 0, total_changes: 0 });
  });

  it('sums duplicate lines before comparing', () => {
    const a = version('v1', '2024-01-01T00:00:00Z', [card(2, 'Island', 'Land'), card(2, 'island', 'Land')]);
    const b = version('v2', '2024-01-02T00:00:00Z', [card(4, 'Island', 'Land')]);
    expect(compareVersions(a, b).card_diffs).toEqual([]);
  });

  it('handles empty versions', () => {
    const empty = version('v1', '2024-01-01T00:00:00Z', []);
    expect(compareVersions(empty, empty).summary.total_changes).toBe(0);
    const fromEmpty = compareVersions(empty, redV1);
    expect(fromEmpty.summary).toEqual({ cards_added: 4, cards_removed: 0, cards_changed: 0, net_card_count: 30, total_changes: 30 });
    expect(fromEmpty.card_diffs.map((d) => d.type)).toEqual(['Creature', 'Instant', 'Land', 'Sideboard']);
    const toEmpty = compareVersions(redV1, { ...empty, version_tag: 'v2' });
    expect(toEmpty.summary).toEqual({ cards_added: 0, cards_removed: 4, cards_changed: 0, net_card_count: -30, total_changes: 30 });
  });

  it('groups untyped cards as Other and sorts Other after every named type', () => {
    const a = version('v1', '2024-01-01T00:00:00Z', []);
    const b = version('v2', '2024-01-02T00:00:00Z', [
      card(1, 'Mystery Card', ''),
      card(1, 'Zombie Token', 'Zombie'),
      card(1, 'Apple', 'Artifact'),
    ]);
    const result = compareVersions(a, b);
    expect(result.card_diffs.map((d) => d.type)).toEqual(['Artifact', 'Zombie', 'Other']);
    expect(groupDiffsByType(result.card_diffs).map((g) => g.type)).toEqual(['Artifact', 'Zombie', 'Other']);
  });

  it('rejects negative or fractional quantities', () => {
    const bad = version('v2', '2024-01-02T00:00:00Z', [card(1, 'Ok', 'Land'), card(-1, 'Bad', 'Land')]);
    expect(() => compareVersions(redV1, bad)).toThrow(ValidationError);
    const thrown = (() => {
      try {
        compareVersions(redV1, { ...bad, cards: [card(1.5, 'Half', 'Land')] });
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(ValidationError);
    expect((thrown as ValidationError).problems).toEqual([
      { field: 'cards[0].quantity', message: 'Card quantity must be a whole number of at least 0' },
    ]);
  });
});

describe('groupDiffsByType', () => {
  it('groups by type in type order and keeps the order inside each group', () => {
    const { card_diffs } = compareVersions(redV1, redV2);
    const groups = groupDiffsByType(card_diffs);
    expect(groups.map((g) => [g.type, g.diffs.map((d) => `${d.diff_type}:${d.name}`)])).toEqual([
      ['Creature', ['added:Monastery Swiftspear']],
      ['Instant', ['added:Smash to Smithereens', 'changed:lightning bolt']],
      ['Sideboard', ['removed:Smash to Smithereens']],
    ]);
    expect(groupDiffsByType([])).toEqual([]);
  });
});

describe('deckEvolution', () => {
  it('has no timeline and full stability with zero or one version', () => {
    expect(deckEvolution([])).toEqual({
      total_versions: 0,
      stats: { version_count: 0, total_changes: 0, stability_score: 1, most_changed_card: null },
      timeline: [],
    });
    expect(deckEvolution([redV1])).toEqual({
      total_versions: 1,
      stats: { version_count: 1, total_changes: 0, stability_score: 1, most_changed_card: null },
      timeline: [],
    });
  });

  it('computes two versions exactly', () => {
    const result = deckEvolution([redV2, redV1]);
    expect(result.total_versions).toBe(2);
    expect(result.timeline).toHaveLength(1);
    expect(result.timeline[0]).toMatchObject({
      from_version_tag: 'v1',
      to_version_tag: 'v2',
      from_timestamp: '2024-01-01T10:00:00.000Z',
      to_timestamp: '2024-01-02T10:00:00.000Z',
      summary: compareVersions(redV1, redV2).summary,
    });
    // 9 changes over 30 + 33 cards: 1 - 9/63 = 0.857142… → 0.857.
    // Swiftspear changed by 4; Smash to Smithereens by 2 (sideboard) + 2 (main) = 4: the tie goes alphabetically.
    expect(result.stats).toEqual({
      version_count: 2,
      total_changes: 9,
      stability_score: 0.857,
      most_changed_card: { name: 'Monastery Swiftspear', total_change: 4 },
    });
  });

  it('computes five versions given out of order, breaking date ties by tag number', () => {
    const v1 = version('v1', '2024-03-01T00:00:00Z', [card(4, 'A', 'Creature'), card(4, 'B', 'Spell'), card(2, 'C', 'Land')]); // 10
    const v2 = version('v2', '2024-03-02T00:00:00Z', [card(4, 'A', 'Creature'), card(2, 'B', 'Spell'), card(2, 'C', 'Land'), card(2, 'D', 'Spell')]); // 10
    const v3 = version('v3', '2024-03-03T00:00:00Z', v2.cards); // unchanged
    const v4 = version('v4', '2024-03-03T00:00:00Z', [...v2.cards, card(5, 'E', 'Creature')]); // 15, same instant as v3
    const v5 = version('v5', '2024-03-05T00:00:00Z', [card(4, 'A', 'Creature'), card(2, 'C', 'Land'), card(2, 'D', 'Spell'), card(5, 'E', 'Creature'), card(2, 'B', 'Sideboard')]); // 15
    const result = deckEvolution([v4, v1, v5, v3, v2]);
    expect(result.timeline.map((t) => `${t.from_version_tag}->${t.to_version_tag}`)).toEqual(['v1->v2', 'v2->v3', 'v3->v4', 'v4->v5']);
    expect(result.timeline.map((t) => t.summary.total_changes)).toEqual([4, 0, 5, 4]);
    // The sideboard comes after the deck's types, as the decklist viewer shows it.
    expect(result.timeline[3].card_diffs.map((d) => `${d.type}:${d.diff_type}:${d.quantity_diff}`)).toEqual([
      'Spell:removed:-2',
      'Sideboard:added:2',
    ]);
    // Shares 4/20, 0/20, 5/25, 4/30 → mean 0.13333 → stability 0.867. B changed 2 + 2 + 2 = 6, E 5, D 2.
    expect(result.stats).toEqual({
      version_count: 5,
      total_changes: 13,
      stability_score: 0.867,
      most_changed_card: { name: 'B', total_change: 6 },
    });
  });

  it('orders v9 before v10 at the same instant', () => {
    const at = '2024-01-01T00:00:00Z';
    const result = deckEvolution([version('v10', at, []), version('v9', at, [])]);
    expect(result.timeline[0]).toMatchObject({ from_version_tag: 'v9', to_version_tag: 'v10' });
  });

  it('scores a full replacement as 0 and empty-to-empty as 1', () => {
    const a = version('v1', '2024-01-01T00:00:00Z', [card(4, 'A', 'Creature')]);
    const b = version('v2', '2024-01-02T00:00:00Z', [card(4, 'B', 'Creature')]);
    expect(deckEvolution([a, b]).stats.stability_score).toBe(0);
    const e1 = version('v1', '2024-01-01T00:00:00Z', []);
    const e2 = version('v2', '2024-01-02T00:00:00Z', []);
    expect(deckEvolution([e1, e2]).stats).toMatchObject({ stability_score: 1, most_changed_card: null });
  });

  it('rejects invalid dates', () => {
    expect(() => deckEvolution([version('v1', 'not a date', [])])).toThrow(ValidationError);
  });
});

describe('stabilityBand', () => {
  it('uses the section 9 thresholds', () => {
    expect(stabilityBand(1)).toBe('stable');
    expect(stabilityBand(0.8)).toBe('stable');
    expect(stabilityBand(0.799)).toBe('moderate');
    expect(stabilityBand(0.6)).toBe('moderate');
    expect(stabilityBand(0.599)).toBe('volatile');
    expect(stabilityBand(0)).toBe('volatile');
    expect(STABILITY_BAND_COLOUR).toEqual({ stable: 'green', moderate: 'orange', volatile: 'red' });
  });
});

// ---- properties ---------------------------------------------------------------------------------------------------

const spelled = (name: string) =>
  fc.constantFrom(name, name.toLowerCase(), name.toUpperCase(), ` ${name} `);
const cardArb = fc.record({
  name: fc.constantFrom('Lightning Bolt', 'Goblin Guide', 'Mountain', 'Counterspell', 'Island').chain(spelled),
  quantity: fc.integer({ min: 0, max: 4 }),
  type: fc.constantFrom('Creature', 'Instant', 'Sideboard', 'Land', '', 'other'),
  cost: fc.constant(null),
  rarity: fc.constant(null),
  set: fc.constant(null),
  number: fc.constant(null),
});
const versionArb = (tag: string) =>
  fc.record({
    version_tag: fc.constant(tag),
    created_at: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
    cards: fc.array(cardArb, { maxLength: 12 }),
  });

/** Independent reference: quantity per (name, type), both normalised, zeros dropped. */
function quantities(entries: Array<{ name: string; type: string; quantity: number }>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const { name, type, quantity } of entries) {
    const t = type.trim().toLowerCase() || 'other';
    const key = `${name.trim().toLowerCase()}|${t}`;
    out[key] = (out[key] ?? 0) + quantity;
  }
  return Object.fromEntries(Object.entries(out).filter(([, q]) => q !== 0));
}

describe('compareVersions properties', () => {
  it('finds no differences between a version and itself', () => {
    fc.assert(
      fc.property(versionArb('v1'), (a) => {
        const result = compareVersions(a, a);
        expect(result.card_diffs).toEqual([]);
        expect(result.summary).toEqual({ cards_added: 0, cards_removed: 0, cards_changed: 0, net_card_count: 0, total_changes: 0 });
      }),
    );
  });

  it('gives mirror images when the direction is reversed', () => {
    fc.assert(
      fc.property(versionArb('v1'), versionArb('v2'), (a, b) => {
        const forward = compareVersions(a, b);
        const backward = compareVersions(b, a);
        expect(backward.summary).toEqual({
          cards_added: forward.summary.cards_removed,
          cards_removed: forward.summary.cards_added,
          cards_changed: forward.summary.cards_changed,
          net_card_count: 0 - forward.summary.net_card_count,
          total_changes: forward.summary.total_changes,
        });
        const swap = { added: 'removed', removed: 'added', changed: 'changed' } as const;
        const normalise = (diffs: typeof forward.card_diffs, mirror: boolean) =>
          diffs
            .map((d) =>
              [
                d.name.toLowerCase(),
                d.type.toLowerCase(),
                mirror ? swap[d.diff_type] : d.diff_type,
                mirror ? d.new_quantity : d.old_quantity,
                mirror ? d.old_quantity : d.new_quantity,
                mirror ? 0 - d.quantity_diff : d.quantity_diff,
              ].join('|'),
            )
            .sort();
        expect(normalise(backward.card_diffs, true)).toEqual(normalise(forward.card_diffs, false));
      }),
    );
  });

  it('turns the first version into the second when its diffs are applied', () => {
    fc.assert(
      fc.property(versionArb('v1'), versionArb('v2'), (a, b) => {
        const applied = [
          ...a.cards,
          ...compareVersions(a, b).card_diffs.map((d) => ({ name: d.name, type: d.type, quantity: d.quantity_diff })),
        ];
        expect(quantities(applied)).toEqual(quantities(b.cards));
      }),
    );
  });
});

describe('deckEvolution properties', () => {
  it('ignores input order, keeps stability in [0, 1] and sums the timeline', () => {
    const versionsArb = fc
      .integer({ min: 0, max: 6 })
      .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => versionArb(`v${i + 1}`))));
    fc.assert(
      fc.property(versionsArb, fc.infiniteStream(fc.nat()), (versions, randoms) => {
        const shuffled = [...versions].sort(() => (randoms.next().value % 3) - 1);
        const result = deckEvolution(versions);
        expect(deckEvolution(shuffled)).toEqual(result);
        expect(result.timeline).toHaveLength(Math.max(0, versions.length - 1));
        expect(result.stats.stability_score).toBeGreaterThanOrEqual(0);
        expect(result.stats.stability_score).toBeLessThanOrEqual(1);
        expect(result.stats.total_changes).toBe(result.timeline.reduce((s, t) => s + t.summary.total_changes, 0));
        expect(result.stats.most_changed_card === null).toBe(result.stats.total_changes === 0);
      }),
    );
  });
});

describe('comparison order in a game', () => {
  it("sorts Magic types in the game's order, Commander first and the sideboard last", () => {
    const line = (name: string, type: string, quantity = 1) => ({ name, quantity, type, cost: null, rarity: null, set: null, number: null });
    const from = { version_tag: 'v1', created_at: new Date('2024-01-01'), cards: [] };
    const to = { version_tag: 'v2', created_at: new Date('2024-01-02'), cards: ['Sideboard', 'Land', 'Instant', 'Creature', 'Commander'].map((type) => line(`${type} card`, type)) };
    expect(compareVersions(from, to, 'mtg').card_diffs.map((d) => d.type)).toEqual(['Commander', 'Creature', 'Instant', 'Land', 'Sideboard']);
  });
});
