// MTGOFormatData rules: reading the files (../shared/realworld/archetype-definitions) and applying them as
// MTGOArchetypeParser does — every condition of a rule must hold, a matching variant renames, two matches conflict,
// no match falls back to the generic decks by common cards, names take the deck's colours.
import { describe, expect, it } from 'vitest';
import { metaOf, readFormatRules, type RuleFiles } from '../../../server/domain/classify/rule-files.ts';
import { applyRules, displayName } from '../../../server/domain/classify/rules.ts';
import { parseEventFile } from '../../../server/domain/imports/events/event-file.ts';
import { formatRuleFiles, formatRules, realworldBytes } from '../realworld.ts';

const rule = (Name: string, Conditions: object[], extra: object = {}) => JSON.stringify({ Name, IncludeColorInName: false, Conditions, ...extra });
const cards = (...names: string[]) => names.map((name) => ({ name, count: 4 }));
const COLORS = JSON.stringify({
  Lands: [{ Name: 'Island', Color: 'U' }, { Name: 'Mountain', Color: 'R' }, { Name: 'Steam Vents', Color: 'UR' }],
  NonLands: [{ Name: 'Lightning Bolt', Color: 'R' }, { Name: 'Counterspell', Color: 'U' }, { Name: 'Monastery Swiftspear', Color: 'R' }],
});

function rulesOf(files: RuleFiles) {
  const read = readFormatRules(files);
  if (!read.ok) throw new Error(read.error.message);
  return read;
}

describe('reading MTGOFormatData rule files', () => {
  it.each([
    ['Modern', 129, 8],
    ['Pioneer', 78, 6],
    ['Pauper', 58, 4],
  ])('%s: every archetype and fallback file, trailing commas included', (format, archetypes, fallbacks) => {
    const read = rulesOf(formatRuleFiles(format));
    expect(read.value.archetypes).toHaveLength(archetypes);
    expect(read.value.fallbacks).toHaveLength(fallbacks);
    expect(read.warnings).toEqual([]);
    expect(read.value.landColors.get('steam vents')).toBe('UR');
  });

  it('keeps the files that are not strict JSON (Modern UWControl.json and TameshiBloom.json end lists with commas)', () => {
    const names = rulesOf(formatRuleFiles('Modern')).value.archetypes.map((archetype) => archetype.file);
    expect(names).toEqual(expect.arrayContaining(['Modern/Archetypes/UWControl.json', 'Modern/Archetypes/TameshiBloom.json']));
  });

  it('names the period a date falls in from metas.json', () => {
    const rules = formatRules('Modern');
    expect(metaOf(rules, '2020-07-01')).toBe('PostM21');
    expect(metaOf(rules, '2000-01-01')).toBeNull();
  });

  it('leaves out, with a warning, a file that is not a rule and a rule with an unknown condition; refuses a set with none', () => {
    const read = rulesOf({
      archetypes: [
        { path: 'Good.json', text: rule('Burn', [{ Type: 'InMainboard', Cards: ['Lightning Bolt'] }]) },
        { path: 'Odd.json', text: rule('Odd', [{ Type: 'InHand', Cards: ['Lightning Bolt'] }]) },
        { path: 'Notes.json', text: '{ "hello": 1 }' },
      ],
      fallbacks: [{ path: 'Pile.json', text: '[1, 2]' }],
    });
    expect(read.value.archetypes.map((archetype) => archetype.name)).toEqual(['Burn']);
    expect(read.warnings).toEqual([
      'Odd.json: the condition type "InHand" is not one Sideboard knows; the rule is left out',
      'Notes.json: not an archetype rule (Name, Conditions); left out',
      'Pile.json: not a fallback rule (Name, CommonCards); left out',
    ]);
    expect(readFormatRules({ archetypes: [{ path: 'x.json', text: 'not json' }] })).toMatchObject({ ok: false, error: { code: 'INVALID' } });
    expect(readFormatRules({ archetypes: [{ path: 'big.json', text: ' '.repeat(300_000) }] })).toMatchObject({ ok: false, error: { code: 'TOO_LARGE' } });
  });
});

describe('applying the rules', () => {
  const files = (archetypes: [string, string][], fallbacks: [string, string][] = []): RuleFiles => ({
    archetypes: archetypes.map(([path, text]) => ({ path, text })),
    fallbacks: fallbacks.map(([path, text]) => ({ path, text })),
    cardColors: COLORS,
  });

  it('evaluates each condition type against main deck and sideboard', () => {
    const deck = { main: cards('Lightning Bolt', 'Monastery Swiftspear', 'Mountain'), side: cards('Counterspell') };
    const verdictFor = (Type: string, Cards: string[]) => applyRules(rulesOf(files([['r.json', rule('Rule', [{ Type, Cards }])]])).value, deck).kind;
    const table: [string, string[], string][] = [
      ['InMainboard', ['Lightning Bolt'], 'archetype'],
      ['InMainboard', ['Counterspell'], 'unknown'],
      ['InSideboard', ['Counterspell'], 'archetype'],
      ['InMainOrSideboard', ['Counterspell'], 'archetype'],
      ['OneOrMoreInMainboard', ['Opt', 'Lightning Bolt'], 'archetype'],
      ['OneOrMoreInSideboard', ['Opt', 'Lightning Bolt'], 'unknown'],
      ['OneOrMoreInMainOrSideboard', ['Opt', 'Counterspell'], 'archetype'],
      ['TwoOrMoreInMainboard', ['Lightning Bolt', 'Opt', 'Mountain'], 'archetype'],
      ['TwoOrMoreInMainboard', ['Lightning Bolt', 'Opt'], 'unknown'],
      ['TwoOrMoreInSideboard', ['Counterspell', 'Opt'], 'unknown'],
      ['TwoOrMoreInMainOrSideboard', ['Counterspell', 'Lightning Bolt'], 'archetype'],
      ['DoesNotContain', ['Counterspell'], 'unknown'],
      ['DoesNotContainMainboard', ['Counterspell'], 'archetype'],
      ['DoesNotContainSideboard', ['Counterspell'], 'unknown'],
    ];
    expect(table.map(([type, names]) => verdictFor(type, names))).toEqual(table.map(([, , kind]) => kind));
  });

  it('colours the name when the rule asks, renames by variant, and reports two matches as a conflict', () => {
    const rules = rulesOf(
      files([
        ['Prowess.json', rule('Prowess', [{ Type: 'InMainboard', Cards: ['Monastery Swiftspear'] }], { IncludeColorInName: true, Variants: [{ Name: 'Bolt Prowess', IncludeColorInName: false, Conditions: [{ Type: 'InMainboard', Cards: ['Lightning Bolt'] }] }] })],
        ['Control.json', rule('GenericControl', [{ Type: 'InMainboard', Cards: ['Counterspell'] }], { IncludeColorInName: true })],
      ]),
    ).value;
    const izzet = { main: cards('Monastery Swiftspear', 'Steam Vents', 'Counterspell'), side: [] };
    expect(applyRules(rules, { main: cards('Monastery Swiftspear', 'Mountain'), side: [] })).toEqual({ kind: 'archetype', name: 'Mono Red Prowess', colors: 'R' });
    expect(applyRules(rules, { main: cards('Monastery Swiftspear', 'Lightning Bolt', 'Mountain'), side: [] })).toEqual({ kind: 'archetype', name: 'Bolt Prowess', colors: 'R' });
    expect(applyRules(rules, izzet)).toEqual({ kind: 'conflict', names: ['Izzet Prowess', 'Izzet Control'], colors: 'UR' });
  });

  it('falls back to the generic deck whose common cards make up most of the list, above 0.1 a card', () => {
    const rules = rulesOf(
      files(
        [['Tron.json', rule('GenericTron', [{ Type: 'TwoOrMoreInMainboard', Cards: ["Urza's Tower", "Urza's Mine", "Urza's Power Plant"] }])]],
        [
          ['Aggro.json', JSON.stringify({ Name: 'Aggro', IncludeColorInName: true, CommonCards: ['Monastery Swiftspear', 'Lightning Bolt'] })],
          ['Control.json', JSON.stringify({ Name: 'Control', IncludeColorInName: true, CommonCards: ['Counterspell'] })],
        ],
      ),
    ).value;
    expect(applyRules(rules, { main: cards("Urza's Tower", "Urza's Mine"), side: [] })).toMatchObject({ kind: 'archetype', name: 'Tron' });
    // 8 copies of Aggro's cards over 3 distinct cards; blue is in a land but in no spell, so the deck is red.
    expect(applyRules(rules, { main: cards('Monastery Swiftspear', 'Lightning Bolt', 'Steam Vents'), side: [] })).toEqual({ kind: 'fallback', name: 'Mono Red Aggro', colors: 'R', score: 8 / 3 });
    expect(applyRules(rules, { main: cards('Opt', 'Island'), side: [] })).toEqual({ kind: 'unknown', colors: 'C' });
    // Cards seen in a game are too few to weigh against common cards.
    expect(applyRules(rules, { main: cards('Monastery Swiftspear'), side: [], partial: true }).kind).toBe('unknown');
  });

  it('splits names as MTGOArchetypeParser does', () => {
    expect(displayName('GenericTron', false, 'C')).toBe('Tron');
    expect(displayName('HighTide', false, 'U')).toBe('High Tide');
    expect(displayName('8Whack', false, 'R')).toBe('8 Whack');
    expect(displayName('Control Terror', true, 'UB')).toBe('Dimir Control Terror');
    expect(displayName('Mono B control', false, 'B')).toBe('Mono B control');
    expect(displayName('Midrange', true, 'WUBRG')).toBe('5C Midrange');
  });

  it('labels the Pauper decks of MTGOArchetypeParser output as it did, but for a rule that dropped its colour since', () => {
    const read = parseEventFile(realworldBytes('tournament-results', 'mtgo-archetype-parser-output', 'metamage__pauper_sample.json'));
    if (!read.ok) throw new Error(read.error.message);
    const rules = formatRules('Pauper');
    const labelled = read.value.events.flatMap((event) => event.decks.filter((deck) => deck.main.length > 0));
    expect(labelled.map((deck) => [deck.label, applyRules(rules, deck)])).toEqual([
      ['Rakdos Madness', { kind: 'archetype', name: 'Rakdos Madness', colors: 'BR' }],
      ['Dimir Control Terror', { kind: 'archetype', name: 'Dimir Control Terror', colors: 'UB' }],
      // Elves.json of 2025-11 no longer asks for the colour in the name.
      ['Mono Green Elves', { kind: 'archetype', name: 'Elves', colors: 'G' }],
    ]);
  });
});
