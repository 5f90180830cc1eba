import { graphql, useFragment } from 'react-relay';
import type { MatchFilters_project$key } from '../../../__generated__/MatchFilters_project.graphql';
import { DateRangeFields, WentFirstSelect, type WentFirstFilter } from '../../../components/matches/FilterFields.tsx';
import { PlayerSelect } from '../../../components/matches/PlayerSelect.tsx';
import { ShowingOf } from '../../../components/ui/LoadMore.tsx';

export interface MatchFilterValues {
  /** Relay ID of the archetype, or '' for any. */
  archetypeId: string;
  /** Relay ID of the player, or '' for any. */
  userId: string;
  /** Plain dates (YYYY-MM-DD); the end date includes its whole day. */
  dateFrom: string;
  dateTo: string;
  /** '' any, 'winner' or 'loser' went first. */
  wentFirst: WentFirstFilter;
  includeInactive: boolean;
}

export const NO_FILTER: MatchFilterValues = { archetypeId: '', userId: '', dateFrom: '', dateTo: '', wentFirst: '', includeInactive: false };

/** Whether any filter differs from its default (so Clear Filters has something to clear). */
export function isFiltered(value: MatchFilterValues): boolean {
  return (Object.keys(NO_FILTER) as (keyof MatchFilterValues)[]).some((field) => value[field] !== NO_FILTER[field]);
}

/** The match filters of the product: archetype, player, date range, who went first, deleted matches. */
export function MatchFilters({ project: key, value, onChange }: { project: MatchFilters_project$key; value: MatchFilterValues; onChange: (next: MatchFilterValues) => void }) {
  const project = useFragment(
    graphql`
      fragment MatchFilters_project on Project {
        archetypes(first: 100) {
          totalCount
          edges {
            node {
              id
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
  const archetypes = project.archetypes.edges.map(({ node }) => node);
  return (
    <div className="match-filters" role="group" aria-label="Match filters">
      <div className="field">
        <label htmlFor="filter-archetype">Archetype</label>
        <select id="filter-archetype" className="select" value={value.archetypeId} onChange={(e) => set({ archetypeId: e.target.value })}>
          <option value="">All archetypes</option>
          {archetypes.map(({ id, name }) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
        <ShowingOf shown={archetypes.length} total={project.archetypes.totalCount} noun="archetypes" />
      </div>
      <PlayerSelect team={project.team} id="filter-player" label="Player" value={value.userId} onChange={(userId) => set({ userId })} noneLabel="All players" />
      <DateRangeFields idPrefix="filter" from={value.dateFrom} to={value.dateTo} onChange={set} />
      <WentFirstSelect id="filter-first" value={value.wentFirst} onChange={(wentFirst) => set({ wentFirst })} />
      <label className="match-filter-check">
        <input type="checkbox" checked={value.includeInactive} onChange={(e) => set({ includeInactive: e.target.checked })} /> Include deleted
      </label>
      {isFiltered(value) && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(NO_FILTER)}>
          Clear Filters
        </button>
      )}
    </div>
  );
}
