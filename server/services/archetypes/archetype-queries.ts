// Reading archetypes: per project, the decks page lists (public, private, all) with filters, and one archetype.
import type { RequestContext } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { requireId } from '../../domain/validation/ids.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { archetypeFilterSchema, type ArchetypeFilter, type ArchetypeFilterInput } from '../../domain/validation/archetypes.ts';
import { readableProject } from '../access/permissions.ts';
import { readableArchetypes } from '../access/read-scope.ts';

export const ARCHETYPE_NOT_FOUND = 'Archetype not found';
export const ARCHETYPE_ORDER = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** Which archetypes: one project's, public projects', the viewer's private projects', or all the viewer can read. */
export type ArchetypeScope = { kind: 'project'; projectId: string } | { kind: 'public' } | { kind: 'private' } | { kind: 'all' };

function filterWhere(filter: ArchetypeFilter): Prisma.ArchetypeWhereInput {
  return {
    ...(filter.includeInactive ? {} : { isActive: true }),
    ...(filter.game ? { game: { equals: filter.game, mode: 'insensitive' } } : {}),
    ...(filter.format ? { format: { equals: filter.format, mode: 'insensitive' } } : {}),
    ...(filter.search
      ? { OR: [{ name: { contains: filter.search, mode: 'insensitive' } }, { description: { contains: filter.search, mode: 'insensitive' } }] }
      : {}),
  };
}

export async function archetypeListWhere(ctx: RequestContext, scope: ArchetypeScope, filterInput: ArchetypeFilterInput = {}): Promise<Prisma.ArchetypeWhereInput> {
  const filter = parseInput(archetypeFilterSchema, filterInput);
  const conditions: Prisma.ArchetypeWhereInput[] = [filterWhere(filter)];
  if (scope.kind === 'project') {
    const project = await readableProject(ctx, scope.projectId);
    // Inside a project everything is listed, inactive archetypes included, unless a filter says otherwise.
    conditions[0] = filterWhere({ ...filter, includeInactive: true });
    conditions.push({ projectId: project.id });
  } else if (scope.kind === 'public') {
    conditions.push({ project: { visibility: 'public' } });
  } else if (scope.kind === 'private') {
    const user = ctx.viewer.requireUser();
    conditions.push({ project: { visibility: 'private', team: { members: { some: { userId: user.id } } } } });
  } else {
    ctx.viewer.requireUser();
    conditions.push(await readableArchetypes(ctx.viewer));
  }
  return { AND: conditions };
}

export async function listArchetypes(ctx: RequestContext, scope: ArchetypeScope, filter: ArchetypeFilterInput = {}) {
  return ctx.db.archetype.findMany({ where: await archetypeListWhere(ctx, scope, filter), orderBy: ARCHETYPE_ORDER, include: { project: { select: { name: true } } } });
}

/** The archetype, if the viewer may read it. */
export async function readableArchetype(ctx: RequestContext, archetypeId: string) {
  const archetype = await ctx.db.archetype.findFirst({
    where: { id: requireId(archetypeId, ARCHETYPE_NOT_FOUND), ...(await readableArchetypes(ctx.viewer)) },
    include: { project: { select: { id: true, teamId: true, name: true, visibility: true, format: true } } },
  });
  if (!archetype) throw new NotFoundError(ARCHETYPE_NOT_FOUND);
  return archetype;
}
