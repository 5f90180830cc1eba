// The revision an editor of a shared record saves against (docs/adr/0320-edit-revisions.md): the one it was opened
// at, then the one each of its saves made. A save that finds the record saved by someone else since is refused with
// an EditConflictError, whose `current` has already put the newest record in the store; the refusal is kept here
// until the person decides, and the editor shows it (components/ui/EditConflictNotice.tsx) with what changed.
import { useState } from 'react';
import { MutationError, type EditConflict } from './mutation.ts';

export interface Refusal extends EditConflict {
  readonly message: string;
}

export function useEditedRevision(opened: number) {
  const [base, setBase] = useState(opened);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  /**
   * Runs a save that names `against` (the editor's base unless told: the newest revision, once the person chose to
   * save over it). Resolves with the result, or null when the save was refused for an edit conflict (kept in
   * `refusal`); other failures are thrown.
   */
  const save = async <T>(run: (baseRevision: number) => Promise<T>, revisionOf: (result: T) => number, against = base): Promise<T | null> => {
    try {
      const result = await run(against);
      setBase(revisionOf(result));
      setRefusal(null);
      return result;
    } catch (error) {
      if (!(error instanceof MutationError) || !error.conflict) throw error;
      setRefusal({ message: error.message, ...error.conflict });
      return null;
    }
  };

  /** The person took the newest revision into the form (theirs, or theirs with this editor's change applied). */
  const rebase = () => {
    if (refusal) setBase(refusal.currentRevision);
    setRefusal(null);
  };

  return { base, refusal, save, rebase };
}

/** Values compared as data (lists and objects by content). */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An editor's change (base → mine) applied to the newest record (base → theirs), field by field: a field this editor
 * left alone takes theirs, a field it changed keeps its value, and a field both changed differently keeps this
 * editor's and is reported as an overlap. Keys absent from a side (a matchup removed, a share cleared) count as
 * undefined, and merge to absent. The merged record is shown to the person before it is saved.
 */
export function mergeFields<T extends object>(base: T, mine: T, theirs: T): { merged: T; overlaps: (keyof T & string)[] } {
  const [was, mineNow, theirsNow] = [base, mine, theirs] as Record<string, unknown>[];
  const merged: Record<string, unknown> = {};
  const overlaps: (keyof T & string)[] = [];
  for (const key of new Set([...Object.keys(theirsNow), ...Object.keys(mineNow)])) {
    const changedHere = !same(mineNow[key], was[key]);
    if (changedHere && !same(theirsNow[key], was[key]) && !same(theirsNow[key], mineNow[key])) overlaps.push(key as keyof T & string);
    const value = changedHere ? mineNow[key] : theirsNow[key];
    if (value !== undefined) merged[key] = value;
  }
  return { merged: merged as T, overlaps };
}

/** The labels of the fields whose values differ between two records. */
export function differingFields<T extends object>(a: T, b: T, labels: Partial<Record<keyof T & string, string>>): string[] {
  return Object.entries(labels).flatMap(([key, label]) => (same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]) ? [] : [label as string]));
}
