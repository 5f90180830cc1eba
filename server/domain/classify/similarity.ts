// How close a deck is to the decklists a project already holds, for any game. Each card weighs by how rare it is
// among the references (a card every deck plays, a basic land or a staple, tells little: inverse document frequency),
// and a deck's closeness to an archetype is its closeness to that archetype's nearest reference:
//   whole lists:  weighted Jaccard, Σ w·min(a, b) / Σ w·max(a, b) over card counts (sideboard cards at a quarter);
//   cards seen in games: the weighted share of the seen cards that the reference plays (a game shows a subset).
import { countsByKey, type DeckCards } from './deck-cards.ts';

export interface ReferenceDeck extends DeckCards {
  archetypeId: string;
}

/** Sideboard cards say less about what a deck is than main-deck cards. */
const SIDEBOARD_WEIGHT = 0.25;

interface IndexedReference {
  archetypeId: string;
  counts: Map<string, number>;
}

export interface ReferenceIndex {
  references: IndexedReference[];
  /** Name key → inverse document frequency among the references. */
  weights: Map<string, number>;
  /** The weight of a card no reference plays. */
  unseenWeight: number;
}

/** Main deck at full count and sideboard at a quarter, by name key. */
function weightedCounts(deck: DeckCards): Map<string, number> {
  const counts = countsByKey(deck.main);
  for (const [key, count] of countsByKey(deck.side)) counts.set(key, (counts.get(key) ?? 0) + count * SIDEBOARD_WEIGHT);
  return counts;
}

/** The references, read once per project and format; classifying a deck then costs one pass over them. */
export function indexReferences(decks: readonly ReferenceDeck[]): ReferenceIndex {
  const references = decks.map((deck) => ({ archetypeId: deck.archetypeId, counts: weightedCounts(deck) })).filter((ref) => ref.counts.size > 0);
  const documents = new Map<string, number>();
  for (const ref of references) for (const key of ref.counts.keys()) documents.set(key, (documents.get(key) ?? 0) + 1);
  const total = references.length;
  const weights = new Map<string, number>();
  for (const [key, count] of documents) weights.set(key, Math.log((total + 1) / (count + 1)) + 1);
  return { references, weights, unseenWeight: Math.log(total + 1) + 1 };
}

function weightedJaccard(index: ReferenceIndex, deck: Map<string, number>, ref: Map<string, number>): number {
  let shared = 0;
  let union = 0;
  const weight = (key: string) => index.weights.get(key) ?? index.unseenWeight;
  for (const [key, count] of deck) {
    const other = ref.get(key) ?? 0;
    shared += weight(key) * Math.min(count, other);
    union += weight(key) * Math.max(count, other);
  }
  for (const [key, count] of ref) if (!deck.has(key)) union += weight(key) * count;
  return union > 0 ? shared / union : 0;
}

function containment(index: ReferenceIndex, seen: Map<string, number>, ref: Map<string, number>): number {
  let found = 0;
  let all = 0;
  for (const key of seen.keys()) {
    const weight = index.weights.get(key) ?? index.unseenWeight;
    all += weight;
    if (ref.has(key)) found += weight;
  }
  return all > 0 ? found / all : 0;
}

export interface ArchetypeCloseness {
  archetypeId: string;
  /** 0 (nothing in common) to 1 (the same list, or every seen card in the reference). */
  score: number;
}

/** Each archetype's closeness to the deck (its nearest reference), closest first. */
export function closeness(index: ReferenceIndex, deck: DeckCards): ArchetypeCloseness[] {
  const counts = weightedCounts(deck);
  const best = new Map<string, number>();
  if (counts.size === 0) return [];
  for (const ref of index.references) {
    const score = deck.partial ? containment(index, counts, ref.counts) : weightedJaccard(index, counts, ref.counts);
    if (score > (best.get(ref.archetypeId) ?? -1)) best.set(ref.archetypeId, score);
  }
  return [...best].map(([archetypeId, score]) => ({ archetypeId, score })).sort((a, b) => b.score - a.score || a.archetypeId.localeCompare(b.archetypeId));
}
