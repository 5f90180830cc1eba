// What a match write tells every instance after its commit: the project's new matrix version and active match count
// (for kept project rows: kept-projects.ts) and the changes its statement logged (for kept matrices to catch up
// with in memory: announced-changes.ts). Read back in one statement, so that no instance reads anything for it.
import type { AppDeps } from '../../context.ts';
import type { MatchState } from '../../pubsub.ts';
import { followEvents } from '../kept-in-memory.ts';
import { announceProjectChange, applyMatchState } from '../projects/kept-projects.ts';
import type { AnnouncedChange } from './announced-changes.ts';

/** More changes than this in one version (a CSV import) are not sent: kept matrices read them from the log. */
export const MAX_ANNOUNCED_CHANGES = 100;

type Deps = Pick<AppDeps, 'keptProjects' | 'announcedChanges' | 'events' | 'db'>;

/**
 * The project's version and count after a match write, and what the statement that gave it that version logged (as
 * likely as not this write's own; a write that committed meanwhile announces its own too). Call after the commit.
 */
export async function announceMatchState(deps: Deps, projectId: string): Promise<void> {
  // The write has committed whatever happens here: a failed read-back must not fail it, only cost a fresh read.
  const [state] =
    (await deps.db.$queryRaw<Array<Omit<MatchState, 'changes'> & { changes: AnnouncedChange[] | null }>>`
      SELECT p.id::text AS "projectId", p."matrixVersion", p."activeMatches", (
        SELECT json_agg(c) FROM (
          SELECT "sign", "winnerArchetypeId", "loserArchetypeId", "winnerUserId", "loserUserId", "wentFirst", "isActive", "matchDate",
                 "gamesWon", "gamesLost", "playGamesWon", "playGamesLost", "drawGamesWon", "drawGamesLost", "preGamesWon", "preGamesLost"
          FROM "MatchChange" WHERE "projectId" = p.id AND "version" = p."matrixVersion"
          LIMIT ${MAX_ANNOUNCED_CHANGES + 1}
        ) AS c
      ) AS changes
      FROM "Project" AS p WHERE p.id = ${projectId}::uuid`.catch(() => null)) ?? [];
  if (!state) return announceProjectChange(deps, [projectId]);
  // None logged (a version that changed no match) or too many to send: kept matrices ask the log.
  const { changes, ...counts } = state;
  const announced: MatchState = changes && changes.length <= MAX_ANNOUNCED_CHANGES ? { ...counts, changes } : counts;
  takeMatchState(deps, announced);
  deps.events.publish('projectMatchesChanged', 'all', announced);
}

function takeMatchState(deps: Pick<Deps, 'keptProjects' | 'announcedChanges'>, state: MatchState): void {
  applyMatchState(deps.keptProjects, state);
  if (state.changes) deps.announcedChanges.record(state.projectId, state.matrixVersion, state.changes);
}

/** Takes the match states announced on other instances. Returns a function that stops listening. */
export function followMatchStates(deps: Pick<Deps, 'keptProjects' | 'announcedChanges' | 'events'>): () => void {
  return followEvents(deps.keptProjects, deps.events, 'projectMatchesChanged', (state) => takeMatchState(deps, state));
}
