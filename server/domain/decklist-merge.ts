// Two people's edits of one decklist version, put together. When an edit was based on a version that is no longer the
// newest (someone saved in between), the editor offers to apply it on top of the newest: a three-way merge of card
// quantities, each card (a name in a section, as decklist-diff.ts matches them) taken from whichever side changed it.
// A card both changed differently is an overlap: the editor's own count is kept and the overlap is shown, so that
// the person sees the result before saving it. The server uses the same change lines to say what changed meanwhile.
import { standsApart } from './cards/card-types.ts';
import { compareVersions, type CardLine } from './decklist-diff.ts';

/** A card line as the editor holds it (the stored line's fields). */
export type EditableLine = Pick<CardLine, 'name' | 'quantity' | 'type'> & Partial<Pick<CardLine, 'cost' | 'rarity' | 'set' | 'number'>>;

/** A card both edits changed, to different counts. */
export interface MergeOverlap {
  name: string;
  type: string;
  base: number;
  mine: number;
  theirs: number;
}

export interface CardMerge<L extends EditableLine> {
  /** The merged list: the newest version's order, then the cards only the editor added, in the editor's order. */
  cards: L[];
  /** Cards both sides changed differently; the editor's count is the one in `cards`. */
  overlaps: MergeOverlap[];
}

/** Matching key: a card's name in its section, trimmed and case-insensitive (as compareVersions matches them). */
const keyOf = (line: EditableLine) => `${line.name.trim().toLowerCase()}\u0000${(line.type.trim() || 'Other').toLowerCase()}`;

/** Each key's total and first line, in the list's order. */
function tally<L extends EditableLine>(lines: readonly L[]): Map<string, { line: L; quantity: number }> {
  const byKey = new Map<string, { line: L; quantity: number }>();
  for (const line of lines) {
    const seen = byKey.get(keyOf(line));
    if (seen) seen.quantity += line.quantity;
    else byKey.set(keyOf(line), { line, quantity: line.quantity });
  }
  return byKey;
}

/**
 * The editor's change (base → mine) applied to the newest version (base → theirs). For each card: unchanged by the
 * editor, the newest count; unchanged by the others, the editor's; changed alike, that count; changed differently, the
 * editor's, reported as an overlap. A card at 0 leaves the list.
 */
export function mergeCardLists<L extends EditableLine>(base: readonly L[], mine: readonly L[], theirs: readonly L[]): CardMerge<L> {
  const [b, m, t] = [tally(base), tally(mine), tally(theirs)];
  const keys = [...new Set([...t.keys(), ...m.keys()])];
  const cards: L[] = [];
  const overlaps: MergeOverlap[] = [];
  for (const key of keys) {
    const [was, mineNow, theirsNow] = [b.get(key)?.quantity ?? 0, m.get(key)?.quantity ?? 0, t.get(key)?.quantity ?? 0];
    const editorChanged = mineNow !== was;
    const quantity = !editorChanged ? theirsNow : mineNow;
    if (editorChanged && theirsNow !== was && theirsNow !== mineNow) {
      const line = (m.get(key) ?? t.get(key))!.line;
      overlaps.push({ name: line.name, type: line.type, base: was, mine: mineNow, theirs: theirsNow });
    }
    if (quantity === 0) continue;
    // The line's printing and cost come from the side whose count is taken.
    const line = (editorChanged ? m.get(key) : t.get(key))?.line ?? (m.get(key) ?? t.get(key))!.line;
    cards.push({ ...line, quantity });
  }
  return { cards, overlaps };
}

/** "+1 Mountain", "−2 Duress (Sideboard)": what changed from one list to another, per card, in the diff's order. */
export function cardChanges(before: readonly EditableLine[], after: readonly EditableLine[]): string[] {
  // The comparison reads names, sections and quantities only.
  const asVersion = (cards: readonly EditableLine[]) => ({ version_tag: '', created_at: new Date(0), cards: cards as CardLine[] });
  return compareVersions(asVersion(before), asVersion(after)).card_diffs.map((diff) => {
    const sign = diff.quantity_diff > 0 ? '+' : '−';
    return `${sign}${Math.abs(diff.quantity_diff)} ${diff.name}${standsApart(diff.type) ? ` (${diff.type})` : ''}`;
  });
}
