// A decklist against a format's rules, as MTGOArchetypeParser decides: every archetype whose conditions all hold
// matches (and a matching variant replaces its parent's name); none → the fallback whose common cards make up most of
// the deck, if enough; two or more → a conflict. Names take the deck's colours when the rule asks ("Izzet" +
// "Prowess"), and PascalCase file names are split into words ("GenericTron" → "Tron").
import { countsByKey, type DeckCards } from './deck-cards.ts';
import type { ArchetypeRule, Colors, FormatRules, RuleCondition } from './rule-files.ts';

/** MTGOArchetypeParser's minimum fallback score: copies of common cards per distinct card of the deck. */
export const MIN_FALLBACK_SCORE = 0.1;

export type RuleVerdict =
  | { kind: 'archetype'; name: string; colors: Colors }
  | { kind: 'conflict'; names: string[]; colors: Colors }
  | { kind: 'fallback'; name: string; colors: Colors; score: number }
  | { kind: 'unknown'; colors: Colors };

const COLOR_NAMES: Readonly<Record<string, string>> = {
  W: 'Mono White', U: 'Mono Blue', B: 'Mono Black', R: 'Mono Red', G: 'Mono Green',
  WU: 'Azorius', WB: 'Orzhov', WR: 'Boros', WG: 'Selesnya', UB: 'Dimir', UR: 'Izzet', UG: 'Simic', BR: 'Rakdos', BG: 'Golgari', RG: 'Gruul',
  WUB: 'Esper', WUR: 'Jeskai', WUG: 'Bant', WBR: 'Mardu', WBG: 'Abzan', WRG: 'Naya', UBR: 'Grixis', UBG: 'Sultai', URG: 'Temur', BRG: 'Jund',
  WUBR: 'WUBR', WUBG: 'WUBG', WURG: 'WURG', WBRG: 'WBRG', UBRG: 'UBRG', WUBRG: '5C',
};

interface Sides {
  main: Map<string, number>;
  side: Map<string, number>;
}

/** The colours that both the deck's lands make and its other cards need; 'C' when none. */
export function deckColors(rules: FormatRules, sides: Sides): Colors {
  const inLands = new Set<string>();
  const inSpells = new Set<string>();
  for (const part of [sides.main, sides.side]) {
    for (const key of part.keys()) {
      for (const color of rules.landColors.get(key) ?? '') inLands.add(color);
      for (const color of rules.cardColors.get(key) ?? '') inSpells.add(color);
    }
  }
  const colors = [...'WUBRG'].filter((color) => inLands.has(color) && inSpells.has(color)).join('');
  return colors === '' ? 'C' : colors;
}

function holds(condition: RuleCondition, { main, side }: Sides): boolean {
  const [first] = condition.cards;
  const inEither = (card: string) => main.has(card) || side.has(card);
  const present = (inPart: (card: string) => boolean) => condition.cards.filter(inPart).length;
  switch (condition.type) {
    case 'InMainboard':
      return main.has(first);
    case 'InSideboard':
      return side.has(first);
    case 'InMainOrSideboard':
      return inEither(first);
    case 'OneOrMoreInMainboard':
      return present((card) => main.has(card)) >= 1;
    case 'OneOrMoreInSideboard':
      return present((card) => side.has(card)) >= 1;
    case 'OneOrMoreInMainOrSideboard':
      return present(inEither) >= 1;
    case 'TwoOrMoreInMainboard':
      return present((card) => main.has(card)) >= 2;
    case 'TwoOrMoreInSideboard':
      return present((card) => side.has(card)) >= 2;
    case 'TwoOrMoreInMainOrSideboard':
      return present(inEither) >= 2;
    case 'DoesNotContain':
      return !inEither(first);
    case 'DoesNotContainMainboard':
      return !main.has(first);
    case 'DoesNotContainSideboard':
      return !side.has(first);
  }
}

const matches = (rule: ArchetypeRule, sides: Sides) => rule.conditions.every((condition) => holds(condition, sides));

/** A rule's display name: "Generic" dropped, PascalCase split into words, the colour name in front when asked. */
export function displayName(name: string, includeColor: boolean, colors: Colors): string {
  const words = name
    .replace(/Generic/g, '')
    .replace(/(?<=[A-Z])(?=[A-Z][a-z])|(?<=[^A-Z\s])(?=[A-Z])|(?<=[A-Za-z])(?=[0-9])/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return includeColor && COLOR_NAMES[colors] ? `${COLOR_NAMES[colors]} ${words}` : words;
}

/** The deck's archetype by the rules. A partial deck (cards seen in games) gets no fallback: too little to weigh. */
export function applyRules(rules: FormatRules, deck: DeckCards): RuleVerdict {
  const sides: Sides = { main: countsByKey(deck.main), side: countsByKey(deck.side) };
  const colors = deckColors(rules, sides);
  const names: string[] = [];
  for (const rule of rules.archetypes) {
    if (!matches(rule, sides)) continue;
    const variants = rule.variants.filter((variant) => matches(variant, sides));
    const named = variants.length > 0 ? variants : [rule];
    for (const match of named) names.push(displayName(match.name, match.includeColorInName, colors));
  }
  const distinct = [...new Set(names)];
  if (distinct.length === 1) return { kind: 'archetype', name: distinct[0], colors };
  if (distinct.length > 1) return { kind: 'conflict', names: distinct, colors };
  if (deck.partial || rules.fallbacks.length === 0) return { kind: 'unknown', colors };

  const lines = sides.main.size + sides.side.size;
  let best: { rule: FormatRules['fallbacks'][number]; copies: number } | null = null;
  for (const fallback of rules.fallbacks) {
    let copies = 0;
    for (const part of [sides.main, sides.side]) for (const [key, count] of part) if (fallback.commonCards.has(key)) copies += count;
    if (!best || copies > best.copies || (copies === best.copies && fallback.size < best.rule.size)) best = { rule: fallback, copies };
  }
  const score = best && lines > 0 ? best.copies / lines : 0;
  if (!best || score <= MIN_FALLBACK_SCORE) return { kind: 'unknown', colors };
  return { kind: 'fallback', name: displayName(best.rule.name, best.rule.includeColorInName, colors), colors, score };
}
