import { graphql, useFragment } from 'react-relay';
import type { MatchFilters_project$key } from '../../../__generated__/MatchFilters_project.graphql';
import { DateRangeFields, WentFirstSelect, type WentFirstFilter } from '../../../components/matches/FilterFields.tsx';
import { PlayerSelect } from '../../../components/matches/PlayerSelect.tsx';

export interface MatchFilterValues {
  archetypeId: string;
  userId: string;
  /** Plain dates (YYYY-MM-DD); the end date includes its whole day. */
  dateFrom: string;
  dateTo: string;
  /** '' any, 'winner' or 'loser' went first. */
  wentFirst: WentFirstFilter;
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
          ...PlayerSelect_team
        }
      }
    `,
    key,
  );
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
      <PlayerSelect team={project.team} id="filter-player" label="Player" value={value.userId} onChange={(userId) => set({ userId })} noneLabel="All players" />
      <DateRangeFields idPrefix="filter" from={value.dateFrom} to={value.dateTo} onChange={set} />
      <WentFirstSelect id="filter-first" value={value.wentFirst} onChange={(wentFirst) => set({ wentFirst })} />
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
