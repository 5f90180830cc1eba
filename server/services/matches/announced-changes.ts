// The match changes of each project's latest versions, kept in memory as match writes announce them (match-state.ts),
// so that a kept matrix catches up without reading "MatchChange" (matrix-counts.ts): when a teammate logs a match,
// every watcher's matrix, under any filter, is brought up to date in memory on every instance.
//
// What a version holds is a fact that never changes once its statement has committed: the rows "MatchChange" logged
// for it, read back whole after the commit. So entries are never stale, only missing: a version not announced (its
// announcement lost, or too large to send, or one that changed archetypes and logged no match) makes the catch-up over
// it ask the log, exactly as before.
import { LRUCache } from 'lru-cache';
import type { MatchRow } from '../../domain/matchup/index.ts';
import { GAME_COUNT_KEYS, type GameCounts } from '../../domain/matchup/games.ts';
import type { MatrixFilter } from '../../domain/validation/matches.ts';

/** A row of "MatchChange" as a match write announces it: a match taken away (sign -1) or added (+1). */
export interface AnnouncedChange extends GameCounts {
  sign: number;
  winnerArchetypeId: string;
  loserArchetypeId: string;
  winnerUserId: string | null;
  loserUserId: string | null;
  wentFirst: boolean | null;
  isActive: boolean;
  /** An ISO 8601 date-time as PostgreSQL writes one in JSON: the event bus carries JSON. */
  matchDate: string;
}

export interface AnnouncedChanges {
  /** Keeps what the statement of `version` logged for the project (all of its rows). */
  record(projectId: string, version: number, changes: readonly AnnouncedChange[]): void;
  /** Every change of versions from+1 to `to`, or null unless each of those versions was announced. */
  between(projectId: string, from: number, to: number): AnnouncedChange[] | null;
  /** Drops what is kept of these projects (or all). */
  forget(projectIds: readonly string[] | 'all'): void;
}

/** As many versions per project as "MatchChange" keeps (the match_change_log migration). */
const VERSIONS_KEPT = 200;
/** Projects with changes kept; a project's 200 versions of a single match each are about 100 kB. */
const PROJECTS_KEPT = 500;

export function createAnnouncedChanges(): AnnouncedChanges {
  const projects = new LRUCache<string, Map<number, readonly AnnouncedChange[]>>({ max: PROJECTS_KEPT });
  return {
    record(projectId, version, changes) {
      if (changes.length === 0) return; // a version without match changes is one the log cannot tell either
      let versions = projects.get(projectId);
      if (!versions) projects.set(projectId, (versions = new Map()));
      versions.set(version, changes);
      // Versions arrive about in order; the oldest inserted is dropped first.
      if (versions.size > VERSIONS_KEPT) versions.delete(versions.keys().next().value!);
    },
    between(projectId, from, to) {
      const versions = projects.get(projectId);
      if (!versions || to <= from || to - from > VERSIONS_KEPT) return null;
      const changes: AnnouncedChange[] = [];
      for (let version = from + 1; version <= to; version++) {
        const logged = versions.get(version);
        if (!logged) return null;
        changes.push(...logged);
      }
      return changes;
    },
    forget(projectIds) {
      if (projectIds === 'all') projects.clear();
      else for (const id of projectIds) projects.delete(id);
    },
  };
}

/**
 * The changes a matrix under `filter` counts, as signed match rows: the same as matrix-counts.ts's countChanges reads
 * from the log with the filter's SQL conditions (active, who went first, the date range, one player).
 */
export function changedRowsUnder(filter: MatrixFilter, changes: readonly AnnouncedChange[]): MatchRow[] {
  const user = filter.userId?.toLowerCase();
  const from = filter.dateFrom?.getTime();
  const before = filter.dateBefore?.getTime();
  return changes
    .filter((change) => {
      if (!filter.includeInactive && !change.isActive) return false;
      if (filter.wentFirst !== undefined && change.wentFirst !== filter.wentFirst) return false;
      if (from !== undefined || before !== undefined) {
        const played = Date.parse(change.matchDate);
        if ((from !== undefined && played < from) || (before !== undefined && played >= before)) return false;
      }
      return !user || change.winnerUserId === user || change.loserUserId === user;
    })
    .map((change) => {
      const games = {} as GameCounts;
      for (const key of GAME_COUNT_KEYS) games[key] = change.sign * change[key] + 0; // + 0: never a negative zero
      return { winner_archetype_id: change.winnerArchetypeId, loser_archetype_id: change.loserArchetypeId, went_first: change.wentFirst, count: change.sign, games };
    });
}
