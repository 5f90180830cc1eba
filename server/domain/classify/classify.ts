// The most likely of a project's archetypes for a deck, with a confidence, from two kinds of evidence: the format's
// rules (Magic formats with MTGOFormatData rules) and similarity to the decklists the project holds (any game). Below
// the threshold the answer is "unknown" (archetypeId null), never a guess shown as fact; the candidates stay listed so
// a person can pick one. How each confidence is made, and why these numbers, is in docs/statistics.md.
import { labelKey, type DeckCards } from './deck-cards.ts';
import type { FormatRules } from './rule-files.ts';
import { applyRules, type RuleVerdict } from './rules.ts';
import { closeness, type ReferenceIndex } from './similarity.ts';

export interface ProjectArchetype {
  id: string;
  name: string;
  /** Other names the archetype goes by (what rules or a site call it), matched like the name. */
  aliases?: readonly string[];
}

export interface ClassifierSetup {
  archetypes: readonly ProjectArchetype[];
  rules?: FormatRules | null;
  references?: ReferenceIndex | null;
  /** Confidence below which the answer is unknown; DEFAULT_THRESHOLD unless given. */
  threshold?: number;
}

export type Evidence = 'rules' | 'similarity';

export interface Candidate {
  archetypeId: string;
  /** 0 for an archetype offered only because the deck is close to it. */
  confidence: number;
  from: Evidence[];
  /** Closeness to the archetype's nearest reference (0–1); null without references. */
  closeness: number | null;
}

export interface Classification {
  /** The archetype, or null: unknown (nothing reached the threshold). */
  archetypeId: string | null;
  /** The best candidate's confidence, 0–1, whether or not it reached the threshold. */
  confidence: number;
  /** What the rules say, with names as the rules write them (they may name an archetype the project lacks). */
  rules: RuleVerdict | null;
  /** Up to three archetypes to offer, most likely first: those with confidence, then the closest by similarity. */
  candidates: Candidate[];
}

export const DEFAULT_THRESHOLD = 0.5;

/** Confidence in a rule's answer: a specific rule on a whole list is near certain; a generic fallback is not. */
export const RULE_CONFIDENCE = { archetype: 0.95, archetypeSeenCardsOnly: 0.8, conflictShare: 0.9, fallbackAtMost: 0.6 } as const;

/**
 * Confidence in the nearest archetype by similarity: its closeness s1, but no more than three times its lead over the
 * runner-up s2 (two archetypes a deck is equally close to are a coin toss, however close), times how much of the deck
 * was seen (1 for a whole list; 1 − e^(−n/4) for n distinct cards seen in games). Chosen on the Pro Tour decks of
 * bench/classification.ts, where it names no wrong archetype at the default threshold.
 */
export function similarityConfidence(first: number, second: number, evidence: number): number {
  if (first <= 0) return 0;
  return Math.max(0, Math.min(first, 3 * (first - second))) * evidence;
}

function ruleConfidences(verdict: RuleVerdict, partial: boolean): [string, number][] {
  switch (verdict.kind) {
    case 'archetype':
      return [[verdict.name, partial ? RULE_CONFIDENCE.archetypeSeenCardsOnly : RULE_CONFIDENCE.archetype]];
    case 'conflict':
      return verdict.names.map((name) => [name, RULE_CONFIDENCE.conflictShare / verdict.names.length]);
    case 'fallback':
      return [[verdict.name, RULE_CONFIDENCE.fallbackAtMost * Math.min(1, verdict.score)]];
    case 'unknown':
      return [];
  }
}

/** Archetype lookup by the name key of its name and aliases. */
function byName(archetypes: readonly ProjectArchetype[]): Map<string, string> {
  const ids = new Map<string, string>();
  for (const archetype of archetypes) for (const name of [archetype.name, ...(archetype.aliases ?? [])]) ids.set(labelKey(name), archetype.id);
  return ids;
}

/** The deck's archetype among the project's, or unknown. */
export function classifyDeck(deck: DeckCards, setup: ClassifierSetup): Classification {
  const threshold = setup.threshold ?? DEFAULT_THRESHOLD;
  const evidence = new Map<string, { rules: number; similarity: number; closeness: number | null }>();
  const entry = (id: string) => evidence.get(id) ?? evidence.set(id, { rules: 0, similarity: 0, closeness: null }).get(id)!;

  const verdict = setup.rules ? applyRules(setup.rules, deck) : null;
  if (verdict) {
    const ids = byName(setup.archetypes);
    for (const [name, value] of ruleConfidences(verdict, deck.partial ?? false)) {
      const id = ids.get(labelKey(name));
      if (id) entry(id).rules = Math.max(entry(id).rules, value);
    }
  }
  if (setup.references && setup.references.references.length > 0) {
    const close = closeness(setup.references, deck);
    const seen = new Set([...deck.main, ...deck.side].map((card) => card.name)).size;
    const amount = deck.partial ? 1 - Math.exp(-seen / 4) : 1;
    close.slice(0, 3).forEach(({ archetypeId, score }, index) => {
      entry(archetypeId).closeness = score;
      if (index === 0) entry(archetypeId).similarity = similarityConfidence(score, close[1]?.score ?? 0, amount);
    });
  }

  // Evidence that agrees adds up (1 − (1 − r)(1 − s)); each candidate then loses half the strongest other one's
  // confidence, so two sources that disagree, or a rule conflict, fall below the threshold unless one is much stronger.
  const raw = [...evidence].map(([archetypeId, { rules, similarity, closeness: close }]) => ({
    archetypeId,
    confidence: 1 - (1 - rules) * (1 - similarity),
    from: [...(rules > 0 ? ['rules' as const] : []), ...(similarity > 0 ? ['similarity' as const] : [])],
    closeness: close,
  }));
  const combined = raw
    .map((candidate) => {
      const strongestOther = Math.max(0, ...raw.filter((other) => other !== candidate).map((other) => other.confidence));
      return { ...candidate, confidence: candidate.confidence * (1 - strongestOther / 2) };
    })
    .filter((candidate) => candidate.confidence > 0 || (candidate.closeness ?? 0) > 0)
    .sort((a, b) => b.confidence - a.confidence || (b.closeness ?? 0) - (a.closeness ?? 0) || a.archetypeId.localeCompare(b.archetypeId));
  const rounded = (value: number) => Math.round(value * 1000) / 1000;
  const candidates = combined.slice(0, 3).map((candidate) => ({ ...candidate, confidence: rounded(candidate.confidence), closeness: candidate.closeness === null ? null : rounded(candidate.closeness) }));
  const confidence = candidates[0]?.confidence ?? 0;
  // A candidate offered for closeness alone (confidence 0) is never the answer, whatever the threshold.
  const named = confidence > 0 && confidence >= threshold ? candidates[0].archetypeId : null;
  return { archetypeId: named, confidence, rules: verdict, candidates };
}
