// Deletions from the admin panel. Each is one transaction; what goes with the deleted thing:
// - a user: as services/accounts/remove-user.ts says (the same rule as deleting one's own account).
// - a team: its projects and everything in them (services/teams/team-deletion.ts, as its owner deletes it). A
//   project: its archetypes, matches and comments (services/projects/project-deletion.ts).
// - an archetype: its decklists (and their versions), comments and the matches it played.
// - a decklist: its versions and comments; matches keep their result and lose the decklist reference.
import type { RequestContext } from '../../context.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { requireId } from '../../domain/validation/ids.ts';
import { isRecordMissing } from '../prisma-errors.ts';
import { PROJECT_NOT_FOUND, TEAM_NOT_FOUND } from '../access/permissions.ts';
import { removeTeam } from '../teams/team-deletion.ts';
import { removeProject } from '../projects/project-deletion.ts';
import { announceUserRemoved, removeUser } from '../accounts/remove-user.ts';
import { announceArchetypeChange, announceContentChange } from '../projects/project-events.ts';

async function deleteOrNotFound<T>(run: () => Promise<T>, message: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isRecordMissing(error)) throw new NotFoundError(message);
    throw error;
  }
}

export async function adminDeleteUser(ctx: RequestContext, userId: string): Promise<void> {
  const admin = ctx.viewer.requireAdmin();
  const id = requireId(userId, 'User not found');
  if (id === admin.id) throw new ValidationError('You cannot delete your own account from the admin panel');
  // The deleted user, and the heirs who become owners of the teams the user owned.
  const changed = [id];
  await ctx.db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id }, select: { id: true } });
    if (!user) throw new NotFoundError('User not found');
    changed.push(...(await removeUser(tx, id)));
  });
  announceUserRemoved(ctx, changed);
}

export async function adminDeleteTeam(ctx: RequestContext, teamId: string): Promise<void> {
  ctx.viewer.requireAdmin();
  await removeTeam(ctx, requireId(teamId, TEAM_NOT_FOUND));
}

export async function adminDeleteProject(ctx: RequestContext, projectId: string): Promise<void> {
  ctx.viewer.requireAdmin();
  await removeProject(ctx, requireId(projectId, PROJECT_NOT_FOUND));
}

export async function adminDeleteArchetype(ctx: RequestContext, archetypeId: string): Promise<void> {
  ctx.viewer.requireAdmin();
  const id = requireId(archetypeId, 'Archetype not found');
  const { projectId } = await deleteOrNotFound(() => ctx.db.archetype.delete({ where: { id } }), 'Archetype not found');
  announceArchetypeChange(ctx, projectId);
}

export async function adminDeleteDecklist(ctx: RequestContext, decklistId: string): Promise<void> {
  ctx.viewer.requireAdmin();
  const id = requireId(decklistId, 'Decklist not found');
  const { archetype } = await deleteOrNotFound(
    () => ctx.db.decklist.delete({ where: { id }, select: { archetype: { select: { projectId: true } } } }),
    'Decklist not found',
  );
  announceContentChange(ctx, archetype.projectId, 'decklists');
}
