// Edits of shared records name the revision they were made from (docs/adr/0320-edit-revisions.md). Every record two
// people can hold open in an editor counts its saves in an integer revision (a decklist: its current version number;
// a test plan and a metagame: a counter on their project), and a save writes only where the revision is still the
// one it names: the compare-and-set is the UPDATE's own WHERE, so two concurrent saves of the same revision cannot
// both pass (the second waits for the first's row lock, then finds the revision moved on and matches nothing).
// A save refused so is an EditConflictError that says who saved what since.
import type { RequestContext } from '../context.ts';
import { EditConflictError, NotFoundError, type EditConflict, type EditedRecordKind } from '../domain/errors.ts';
import { Prisma } from '../generated/prisma/client.ts';

const WHAT: Record<EditedRecordKind, string> = {
  match: 'this match',
  archetype: 'this archetype',
  decklist: 'this decklist',
  sideboardGuide: 'this sideboard guide',
  testPlan: 'the test plan',
  metagame: 'the metagame',
};

const label = (record: EditedRecordKind, revision: number) => (revision === 0 ? 'not saved yet' : record === 'decklist' ? `v${revision}` : `revision ${revision}`);

/**
 * The revision a write must still find: the one the edit names, or else the one the service read before it, so that
 * a change made while the request ran is not overwritten either.
 */
export const expectedRevision = (base: number | undefined, read: number) => base ?? read;

/** The error for an edit of `conflict.baseRevision` that found `conflict.currentRevision`, in words for people. */
export async function editConflict(ctx: RequestContext, conflict: EditConflict): Promise<EditConflictError> {
  const who = conflict.changedById ? await ctx.db.user.findUnique({ where: { id: conflict.changedById }, select: { username: true, displayName: true } }) : null;
  const name = who ? who.displayName || who.username : 'Someone';
  const since = `${label(conflict.record, conflict.baseRevision)} → ${label(conflict.record, conflict.currentRevision)}`;
  const changes = conflict.changes.length > 0 ? `: ${conflict.changes.join(', ')}` : '';
  const message = `${name} saved ${WHAT[conflict.record]} while you were editing it (${since})${changes}. Nothing was saved: apply your change to the newest version and save again.`;
  return new EditConflictError(message, conflict);
}

/**
 * The conflict of an edit of `base` with a record that keeps no history (a match, an archetype): its revision now and
 * when it was saved; the editor compares what it opened with the record as it is now.
 */
export async function staleRecord(ctx: RequestContext, record: 'match' | 'archetype', id: string, base: number, now: { revision: number; updatedAt: Date } | null) {
  if (!now) return new NotFoundError(`${record === 'match' ? 'Match' : 'Archetype'} not found`);
  return editConflict(ctx, { record, id, baseRevision: base, currentRevision: now.revision, changedAt: now.updatedAt, changedById: null, changes: [] });
}

/**
 * Counts a save of a project's test plan or metagame inside the transaction that writes it: the project's counter goes
 * up by one where it still is `base` (any value when null). Returns the new revision, or null when it had moved on;
 * the project's row stays locked until the transaction ends, so concurrent saves queue and each sees the last.
 */
export async function countProjectSave(tx: Prisma.TransactionClient, projectId: string, counter: 'testPlanRevision' | 'metagameRevision', base: number | null) {
  const { count } = await tx.project.updateMany({ where: { id: projectId, ...(base === null ? {} : { [counter]: base }) }, data: { [counter]: { increment: 1 } } });
  if (count === 0) return null;
  const row = await tx.project.findUniqueOrThrow({ where: { id: projectId }, select: { testPlanRevision: true, metagameRevision: true } });
  return row[counter];
}

/** Prisma's answer to an update whose where matched no row: here, a revision that has moved on. */
export const matchedNothing = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025';
