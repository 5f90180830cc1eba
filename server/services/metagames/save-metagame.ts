import type { RequestContext } from '../../context.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { saveMetagameSchema, type SaveMetagameInput } from '../../domain/validation/metagames.ts';
import { projectForMember } from '../access/permissions.ts';
import { announceProjectChange } from '../projects/kept-projects.ts';
import { countProjectSave, editConflict } from '../revisions.ts';
import { sharesOf, SNAPSHOT_INCLUDE, type MetagameShare } from './metagame-queries.ts';

/** "Burn 20% → 25%", "+ Tron 10%", "− Jund (was 5%)": the shares of one metagame against another's, each normalised. */
function shareChanges(before: MetagameShare[], after: MetagameShare[], names: Map<string, string>): string[] {
  const percents = (shares: MetagameShare[]) => {
    const total = shares.reduce((sum, s) => sum + s.share, 0);
    return new Map(shares.map((s) => [s.archetypeId, total > 0 ? Math.round((s.share / total) * 100) : 0]));
  };
  const [then, now] = [percents(before), percents(after)];
  return [...new Set([...then.keys(), ...now.keys()])].flatMap((id) => {
    const [was, is, name] = [then.get(id), now.get(id), names.get(id) ?? 'An archetype'];
    if (was === is) return [];
    if (was === undefined) return [`+ ${name} ${is}%`];
    if (is === undefined) return [`− ${name} (was ${was}%)`];
    return [`${name} ${was}% → ${is}%`];
  });
}

/** What a save based on metagame revision `base` missed: the newest metagame, who saved it and how its shares moved. */
async function staleMetagame(ctx: RequestContext, projectId: string, base: number) {
  const [then, now] = await Promise.all([
    ctx.db.metagameSnapshot.findFirst({ where: { projectId, revision: base } }),
    ctx.db.metagameSnapshot.findFirst({ where: { projectId }, orderBy: [{ revision: 'desc' }, { createdAt: 'desc' }] }),
  ]);
  const ids = [...sharesOf(then?.shares), ...sharesOf(now?.shares)].map((s) => s.archetypeId);
  const names = new Map((await ctx.db.archetype.findMany({ where: { projectId, id: { in: ids } }, select: { id: true, name: true } })).map((a) => [a.id, a.name]));
  return editConflict(ctx, {
    record: 'metagame',
    id: projectId,
    baseRevision: base,
    currentRevision: now?.revision ?? 0,
    changedAt: now?.createdAt ?? null,
    changedById: now?.savedById ?? null,
    changes: shareChanges(sharesOf(then?.shares), sharesOf(now?.shares), names),
  });
}

/**
 * Saves a project's expected metagame (team members). Every share names an archetype of the project; the previous
 * metagame is kept as history. Each save counts up the project's metagameRevision, and the snapshot keeps the number
 * it got; a save that names the revision it was made from (`baseRevision`) is written only while that is still the
 * newest, checked in the UPDATE's WHERE (services/revisions.ts).
 */
export async function saveMetagame(ctx: RequestContext, projectId: string, input: SaveMetagameInput) {
  const { shares, asOf, baseRevision } = parseInput(saveMetagameSchema, input);
  const project = await projectForMember(ctx, projectId, 'Only members of this team can save its metagame');
  const ids = shares.map((s) => s.archetypeId);
  const found = new Set((await ctx.db.archetype.findMany({ where: { projectId: project.id, id: { in: ids } }, select: { id: true } })).map((a) => a.id));
  const index = ids.findIndex((id) => !found.has(id));
  if (index >= 0) {
    const message = `Archetype ${ids[index]} is not in this project`;
    throw new ValidationError(message, [{ field: `shares.${index}.archetypeId`, message }]);
  }
  const base = baseRevision ?? null;
  const snapshot = await ctx.db.$transaction(async (tx) => {
    const revision = await countProjectSave(tx, project.id, 'metagameRevision', base);
    if (revision === null) return null;
    return tx.metagameSnapshot.create({ data: { projectId: project.id, shares, asOf, revision, savedById: ctx.viewer.user!.id }, include: SNAPSHOT_INCLUDE });
  });
  if (!snapshot) throw base === null ? new NotFoundError('Project not found') : await staleMetagame(ctx, project.id, base);
  // The revision is a column of the project's row, which instances keep in memory.
  announceProjectChange(ctx, [project.id]);
  return snapshot;
}
