// The guide editor's state: copies in and out per card name, for the plan on the play (or both) and on the draw,
// read from a saved guide and turned back into the mutation's input.
import { deckSides } from '../../../../server/domain/sideboard-guide.ts';

type Card = { readonly name: string; readonly quantity: number };
export type Counts = Record<string, number>;

export interface Plan {
  in: Counts;
  out: Counts;
}

export interface DeckCard {
  name: string;
  quantity: number;
}

/** The version's main deck and sideboard, one entry per card name. */
export function deckOf(cards: readonly { name: string; quantity: number; section: string }[]) {
  const { main, sideboard } = deckSides(cards.map((c) => ({ name: c.name, quantity: c.quantity, type: c.section })));
  return { main: [...main.values()], sideboard: [...sideboard.values()] };
}

/** Saved cards as counts under the deck's spelling; cards the deck no longer has are left out (the warnings name them). */
function countsOf(cards: readonly Card[], deck: readonly DeckCard[]): Counts {
  const byName = new Map(deck.map((c) => [c.name.toLowerCase(), c.name]));
  const counts: Counts = {};
  for (const card of cards) {
    const name = byName.get(card.name.toLowerCase());
    if (name) counts[name] = Math.min(card.quantity, deck.find((c) => c.name === name)!.quantity);
  }
  return counts;
}

export function planOf(saved: { readonly in: readonly Card[]; readonly out: readonly Card[] } | null | undefined, deck: ReturnType<typeof deckOf>): Plan {
  return { in: countsOf(saved?.in ?? [], deck.sideboard), out: countsOf(saved?.out ?? [], deck.main) };
}

export const total = (counts: Counts) => Object.values(counts).reduce((sum, n) => sum + n, 0);

const cardsOf = (counts: Counts) =>
  Object.entries(counts)
    .filter(([, quantity]) => quantity > 0)
    .map(([name, quantity]) => ({ name, quantity }));

export const planInput = (plan: Plan) => ({ in: cardsOf(plan.in), out: cardsOf(plan.out) });

/** A plan without the cards at 0, so that two plans moving the same cards compare equal. */
export const withoutZeros = (plan: Plan): Plan => ({
  in: Object.fromEntries(Object.entries(plan.in).filter(([, n]) => n > 0)),
  out: Object.fromEntries(Object.entries(plan.out).filter(([, n]) => n > 0)),
});
