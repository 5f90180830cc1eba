// What a project's dashboard shows besides the matrix: its latest decklist versions, and who did what in the last
// seven days. Each is a fixed number of statements however large the project (tests/api/sql-statements.test.ts).
// The project is already known to be readable (it is the parent field's row).
import type { RequestContext } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

/** "This week" on the dashboard: the seven days up to now, whatever the weekday. */
export const ACTIVITY_DAYS = 7;

export const VERSION_ORDER = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** The versions of every decklist of the project (new decklists' first versions included). */
export const projectVersionsWhere = (projectId: string): Prisma.DecklistVersionWhereInput => ({ decklist: { archetype: { projectId } } });

export interface MemberActivity {
  user: { id: string; username: string; displayName: string | null };
  matchesLogged: number;
  decklistVersions: number;
  comments: number;
}

/**
 * Who logged matches, saved decklist versions and posted comments in the project since `since`, busiest first.
 * Deleted matches and comments do not count; people whose account is gone are left out.
 */
export async function projectActivity(ctx: RequestContext, projectId: string, since: Date): Promise<MemberActivity[]> {
  const after = { gte: since };
  const [matches, versions, comments] = await Promise.all([
    ctx.db.match.groupBy({ by: ['recordedById'], where: { projectId, isActive: true, createdAt: after }, _count: { _all: true } }),
    ctx.db.decklistVersion.groupBy({ by: ['createdById'], where: { ...projectVersionsWhere(projectId), createdAt: after }, _count: { _all: true } }),
    ctx.db.comment.groupBy({ by: ['authorId'], where: { projectId, isActive: true, createdAt: after }, _count: { _all: true } }),
  ]);
  const counts = new Map<string, Omit<MemberActivity, 'user'>>();
  const add = (userId: string | null, key: keyof Omit<MemberActivity, 'user'>, count: number) => {
    if (!userId) return;
    const entry = counts.get(userId) ?? { matchesLogged: 0, decklistVersions: 0, comments: 0 };
    entry[key] += count;
    counts.set(userId, entry);
  };
  for (const row of matches) add(row.recordedById, 'matchesLogged', row._count._all);
  for (const row of versions) add(row.createdById, 'decklistVersions', row._count._all);
  for (const row of comments) add(row.authorId, 'comments', row._count._all);
  if (counts.size === 0) return [];
  const users = await ctx.db.user.findMany({ where: { id: { in: [...counts.keys()] } }, select: { id: true, username: true, displayName: true } });
  const total = (a: Omit<MemberActivity, 'user'>) => a.matchesLogged + a.decklistVersions + a.comments;
  return users
    .map((user) => ({ user, ...counts.get(user.id)! }))
    .sort((a, b) => total(b) - total(a) || a.user.username.localeCompare(b.user.username));
}
