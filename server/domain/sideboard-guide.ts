// A sideboard guide read against a decklist version's cards: what goes out must be in the main deck in at least that
// number, what comes in must be in the sideboard. Saving refuses a guide with problems; a guide carried to a newer
// version keeps its cards and shows the problems as warnings, so nothing the team wrote is dropped silently.
import { SIDE_SECTIONS } from './cards/enrichment.ts';
import type { GuideCard } from './validation/sideboard-guides.ts';

/** Sections cards come in from. Maybeboard is neither played nor brought in. */
export const SIDEBOARD_SECTIONS: ReadonlySet<string> = new Set(['Sideboard', 'Side Deck']);

interface StoredLine {
  name: string;
  quantity: number;
  /** The line's section as stored (CardLine.type). */
  type: string;
}

export interface GuideWarning {
  /** 'play' for the plan on the play (or both), 'draw' for the separate plan on the draw. */
  plan: 'play' | 'draw';
  direction: 'in' | 'out';
  name: string;
  quantity: number;
  /** How many the version has where the card should come from. */
  available: number;
  message: string;
}

interface GuidePlans {
  in: readonly GuideCard[];
  out: readonly GuideCard[];
  onTheDraw: { in: readonly GuideCard[]; out: readonly GuideCard[] } | null;
}

type Counts = Map<string, { name: string; quantity: number }>;

function countsOf(lines: readonly StoredLine[], keep: (section: string) => boolean): Counts {
  const counts: Counts = new Map();
  for (const line of lines) {
    if (!keep(line.type)) continue;
    const key = line.name.toLowerCase();
    const seen = counts.get(key);
    counts.set(key, { name: seen?.name ?? line.name, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  return counts;
}

/** The version's main deck and sideboard, by card name (case does not matter). */
export function deckSides(lines: readonly StoredLine[]) {
  return {
    main: countsOf(lines, (section) => !SIDE_SECTIONS.has(section)),
    sideboard: countsOf(lines, (section) => SIDEBOARD_SECTIONS.has(section)),
  };
}

const WHERE = { in: 'sideboard', out: 'main deck' } as const;

function planWarnings(plan: 'play' | 'draw', direction: 'in' | 'out', cards: readonly GuideCard[], from: Counts): GuideWarning[] {
  return cards.flatMap((card) => {
    const available = from.get(card.name.toLowerCase())?.quantity ?? 0;
    if (available >= card.quantity) return [];
    const message =
      available === 0
        ? `${card.name} is not in the ${WHERE[direction]} of this version`
        : `${card.name}: ${card.quantity} ${direction} but the ${WHERE[direction]} has ${available}`;
    return [{ plan, direction, name: card.name, quantity: card.quantity, available, message }];
  });
}

/** Every card of the guide that the version cannot supply; empty when the guide fits the version. */
export function guideWarnings(guide: GuidePlans, lines: readonly StoredLine[]): GuideWarning[] {
  const { main, sideboard } = deckSides(lines);
  const plans: ['play' | 'draw', GuidePlans | GuidePlans['onTheDraw']][] = [['play', guide], ['draw', guide.onTheDraw]];
  return plans.flatMap(([plan, cards]) => (cards ? [...planWarnings(plan, 'in', cards.in, sideboard), ...planWarnings(plan, 'out', cards.out, main)] : []));
}

/** The guide's card names spelt as the version spells them (names are matched without regard to case). */
export function withDeckSpelling<G extends GuidePlans>(guide: G, lines: readonly StoredLine[]): G {
  const { main, sideboard } = deckSides(lines);
  const spell = (cards: readonly GuideCard[], from: Counts) => cards.map((c) => ({ ...c, name: from.get(c.name.toLowerCase())?.name ?? c.name }));
  return {
    ...guide,
    in: spell(guide.in, sideboard),
    out: spell(guide.out, main),
    onTheDraw: guide.onTheDraw && { in: spell(guide.onTheDraw.in, sideboard), out: spell(guide.onTheDraw.out, main) },
  };
}
