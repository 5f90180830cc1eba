// Project rows with their team and archetype count, kept in memory (kept-in-memory.ts). The project page, every
// matrix request and every live event of a project read its row (for the access check and the matrix version), and
// would otherwise send a statement each. What a kept row holds changes with the project's own row, its team's, its
// archetypes (their count, and the matrix version their triggers bump) and its matches (the matrix version and the
// active match count); every service that writes one of these announces it after its commit
// (announceProjectChange). A match write announces the two numbers it changed instead (matches/match-state.ts), so
// that no instance reads the row again for it. A team's change, rare, forgets every project. A decklist's deletion
// moves the matrix version too (its matches lose the reference) but changes no count a kept matrix holds, so it
// announces nothing.
//
// Reads use kept rows; writes check their project against the database (permissions.ts), so that a project deleted
// on another instance a moment ago is not written into.
import { isDeepStrictEqual } from 'node:util';
import type { AppDeps } from '../../context.ts';
import type { Db } from '../../db/connect.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { MatchState } from '../../pubsub.ts';
import { announceForget, followForgets, keepInMemory, type KeptInMemory } from '../kept-in-memory.ts';

const KEPT_INCLUDE = { team: true, _count: { select: { archetypes: true } } } satisfies Prisma.ProjectInclude;

export type KeptProject = Prisma.ProjectGetPayload<{ include: typeof KEPT_INCLUDE }>;
export type KeptProjects = KeptInMemory<KeptProject>;

/** Safety net for writes the app did not make itself (the viewer rights' too). */
const PROJECT_TTL_MS = 60_000;
/** A row with its team is about 1 kB. */
const MAX_ENTRIES = 10_000;

export function createKeptProjects(db: Db): KeptProjects {
  return keepInMemory((id) => db.project.findUnique({ where: { id }, include: KEPT_INCLUDE }), { max: MAX_ENTRIES, ttlMs: PROJECT_TTL_MS });
}

/**
 * Whether a kept row answers a Prisma query that the GraphQL selection built (`include` of the project's team and
 * archetype count at most); anything more (members, matches, a filtered count) is read from the database.
 */
export function keptRowAnswers(query: { include?: object; select?: object }): boolean {
  if (query.select) return false;
  return Object.entries(query.include ?? {}).every(([relation, asked]) => isDeepStrictEqual(asked, KEPT_INCLUDE[relation as keyof typeof KEPT_INCLUDE]));
}

/** Tells every instance that these projects' kept rows (or all of them) changed. Call after the change is committed. */
export function announceProjectChange(ctx: Pick<AppDeps, 'keptProjects' | 'events'>, projectIds: readonly string[] | 'all'): void {
  announceForget(ctx.keptProjects, ctx.events, 'projectsChanged', projectIds);
}

/**
 * A kept row takes an announced match state that is newer than its own (services/matches/match-state.ts).
 * Announcements from two instances can arrive in either order, but each carries the version and the count as one
 * statement left them, so the newer wins whole.
 */
export function applyMatchState(kept: KeptProjects, { projectId, matrixVersion, activeMatches }: MatchState): void {
  kept.amend(projectId, (row) => (isNewerVersion(matrixVersion, row.matrixVersion) ? { ...row, matrixVersion, activeMatches } : row));
}

/** The matrix version counts up modulo VERSION_MODULUS (the matrix_version migration): compared as sequence numbers. */
const VERSION_MODULUS = 2_147_483_647;
export function isNewerVersion(version: number, than: number): boolean {
  const ahead = (version - than + VERSION_MODULUS) % VERSION_MODULUS;
  return ahead > 0 && ahead < VERSION_MODULUS / 2;
}

/**
 * Keeps this instance's rows in step with changes announced anywhere (match states: match-state.ts). Returns a
 * function that stops listening.
 */
export function followProjectChanges(kept: KeptProjects, events: AppDeps['events'], transportHealthy: () => boolean): () => void {
  return followForgets(kept, events, 'projectsChanged', transportHealthy);
}
