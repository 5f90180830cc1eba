import { graphql, useFragment } from 'react-relay';
import type { MatchFilters_project$key } from '../../../__generated__/MatchFilters_project.graphql';
import { personName } from '../../../components/matches/match-display.ts';

export interface MatchFilterValues {
  archetypeId: string;
  userId: string;
  /** Plain dates (YYYY-MM-DD); the end date includes its whole day. */
  dateFrom: string;
  dateTo: string;
  /** '' any, 'winner' or 'loser' went first. */
  wentFirst: '' | 'winner' | 'loser';
  includeInactive: boolean;
}

export const NO_FILTER: MatchFilterValues = { archetypeId: '', userId: '', dateFrom: '', dateTo: '', wentFirst: '', includeInactive: false };

/** The match filters of spec section 3: archetype, player, date range, who went first, deleted matches. */
export function MatchFilters({ project: key, value, onChange }: { project: MatchFilters_project$key; value: MatchFilterValues; onChange: (next: MatchFilterValues) => void }) {
  const project = useFragment(
    graphql`
      fragment MatchFilters_project on Project {
        archetypes(first: 100) {
          edges {
            node {
              databaseId
              name
            }
          }
        }
        team {
          members(first: 100) {
            edges {
              node {
                user {
                  databaseId
                  username
                  displayName
                }
              }
            }
          }
        }
      }
    `,
    key,
  );
  const members = project.team?.members.edges.map((e) => e.node.user) ?? [];
  const set = (changes: Partial<MatchFilterValues>) => onChange({ ...value, ...changes });
  return (
    <div className="match-filters" role="group" aria-label="Match filters">
      <div className="field">
        <label htmlFor="filter-archetype">Archetype</label>
        <select id="filter-archetype" className="select" value={value.archetypeId} onChange={(e) => set({ archetypeId: e.target.value })}>
          <option value="">All archetypes</option>
          {project.archetypes.edges.map(({ node }) => (
            <option key={node.databaseId} value={node.databaseId}>
              {node.name}
            </option>
          ))}
        </select>
      </div>
      {members.length > 0 && (
        <div className="field">
          <label htmlFor="filter-player">Player</label>
          <select id="filter-player" className="select" value={value.userId} onChange={(e) => set({ userId: e.target.value })}>
            <option value="">All players</option>
            {members.map((m) => (
              <option key={m.databaseId} value={m.databaseId}>
                {personName(m)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor="filter-from">From</label>
        <input id="filter-from" type="date" className="input" value={value.dateFrom} max={value.dateTo || undefined} onChange={(e) => set({ dateFrom: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="filter-to">To</label>
        <input id="filter-to" type="date" className="input" value={value.dateTo} min={value.dateFrom || undefined} onChange={(e) => set({ dateTo: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="filter-first">Went First</label>
        <select id="filter-first" className="select" value={value.wentFirst} onChange={(e) => set({ wentFirst: e.target.value as MatchFilterValues['wentFirst'] })}>
          <option value="">Any</option>
          <option value="winner">Winner went first</option>
          <option value="loser">Loser went first</option>
        </select>
      </div>
      <label className="match-filter-check">
        <input type="checkbox" checked={value.includeInactive} onChange={(e) => set({ includeInactive: e.target.checked })} /> Include deleted
      </label>
      {value !== NO_FILTER && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(NO_FILTER)}>
          Clear Filters
        </button>
      )}
    </div>
  );
}
