// Archetype classification: a deck (a whole list, or the cards seen in games) → the most likely of a project's
// archetypes with a confidence, or unknown. Evidence from MTGOFormatData rules (rule-files.ts, rules.ts) and from
// similarity to the project's decklists (similarity.ts), combined in classify.ts.

export { classifyDeck, DEFAULT_THRESHOLD, RULE_CONFIDENCE, similarityConfidence } from './classify.ts';
export type { Candidate, ClassifierSetup, Classification, Evidence, ProjectArchetype } from './classify.ts';
export { labelKey } from './deck-cards.ts';
export type { CardCount, DeckCards } from './deck-cards.ts';
export { CONDITION_TYPES, MAX_RULE_FILES, metaOf, readFormatRules } from './rule-files.ts';
export type { ArchetypeRule, ConditionType, FallbackRule, FormatRules, RuleCondition, RuleFile, RuleFiles } from './rule-files.ts';
export { applyRules, deckColors, displayName, MIN_FALLBACK_SCORE } from './rules.ts';
export type { RuleVerdict } from './rules.ts';
export { closeness, indexReferences } from './similarity.ts';
export type { ArchetypeCloseness, ReferenceDeck, ReferenceIndex } from './similarity.ts';
