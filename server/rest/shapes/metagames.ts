// REST shapes of a project's saved metagame.
import { sharesOf, type MetagameSnapshotRow } from '../../services/metagames/metagame-queries.ts';
import { publicUserJson } from './users.ts';

export function snapshotJson(snapshot: MetagameSnapshotRow) {
  return {
    id: snapshot.id,
    project_id: snapshot.projectId,
    as_of: snapshot.asOf.toISOString(),
    shares: sharesOf(snapshot.shares).map((s) => ({ archetype_id: s.archetypeId, share: s.share })),
    saved_by: snapshot.savedBy ? publicUserJson(snapshot.savedBy) : null,
    saved_at: snapshot.createdAt.toISOString(),
  };
}
