// A project's saved metagame (its newest snapshot) and the snapshots before it, for viewers who may read the project.
import type { RequestContext } from '../../context.ts';
import { METAGAME_HISTORY_MAX } from '../../domain/validation/metagames.ts';
import { readableProject } from '../access/permissions.ts';

export interface MetagameShare {
  archetypeId: string;
  share: number;
}

export const SNAPSHOT_INCLUDE = { savedBy: { select: { id: true, username: true, displayName: true } } } as const;

/** The snapshot's shares as saved (the column holds what saveMetagame checked). */
export const sharesOf = (json: unknown): MetagameShare[] => (Array.isArray(json) ? (json as MetagameShare[]) : []);

/** Newest first: the current metagame, then its history (at most METAGAME_HISTORY_MAX earlier ones). */
export async function getMetagame(ctx: RequestContext, projectId: string) {
  const project = await readableProject(ctx, projectId);
  const snapshots = await projectSnapshots(ctx, project.id);
  return { project, current: snapshots[0] ?? null, history: snapshots.slice(1) };
}

/** For a project row the caller has already read with the viewer's rights (GraphQL's Project fields). */
export function projectSnapshots(ctx: RequestContext, projectId: string) {
  return ctx.db.metagameSnapshot.findMany({
    where: { projectId },
    orderBy: [{ revision: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
    take: METAGAME_HISTORY_MAX + 1,
    include: SNAPSHOT_INCLUDE,
  });
}

export type MetagameSnapshotRow = Awaited<ReturnType<typeof projectSnapshots>>[number];
