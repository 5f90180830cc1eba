import { graphql, useFragment } from 'react-relay';
import type { MatrixFilters_project$key } from '../../../__generated__/MatrixFilters_project.graphql';
import { DateRangeFields, WentFirstSelect, type WentFirstFilter } from '../../../components/matches/FilterFields.tsx';
import { PlayerSelect } from '../../../components/matches/PlayerSelect.tsx';

export interface MatrixFilterValues {
  dateFrom: string;
  dateTo: string;
  /** Relay ID of the player, or '' for any. */
  userId: string;
  minSampleSize: number;
  includeInactive: boolean;
  wentFirst: WentFirstFilter;
  /** Ids of the chosen decklist versions (as the project's decklist choices give them). */
  decklistVersions: string[];
}

/** Cells count (are coloured) from 5 games: a 1–0 record is no proven 100%. */
export const DEFAULT_MIN_SAMPLE = 5;

export const NO_MATRIX_FILTER: MatrixFilterValues = { dateFrom: '', dateTo: '', userId: '', minSampleSize: DEFAULT_MIN_SAMPLE, includeInactive: false, wentFirst: '', decklistVersions: [] };

/** Whether any filter differs from its default (so Clear Filters has something to clear). */
export function isMatrixFiltered(value: MatrixFilterValues): boolean {
  return (Object.keys(NO_MATRIX_FILTER) as (keyof MatrixFilterValues)[]).some((field) =>
    field === 'decklistVersions' ? value.decklistVersions.length > 0 : value[field] !== NO_MATRIX_FILTER[field],
  );
}

/** The matrix filters of the product: date range, player, min sample size (≥ 1), inactive, went first, versions. */
export function MatrixFilters({ project: key, value, onChange }: { project: MatrixFilters_project$key; value: MatrixFilterValues; onChange: (next: MatrixFilterValues) => void }) {
  const project = useFragment(
    graphql`
      fragment MatrixFilters_project on Project {
        team {
          ...PlayerSelect_team
        }
        archetypes(first: 100) {
          edges {
            node {
              databaseId
              name
            }
          }
        }
        decklistChoices {
          decklistId
          archetypeId
          name
          versions {
            versionId
            number
          }
        }
      }
    `,
    key,
  );
  const archetypeNames = new Map(project.archetypes.edges.map(({ node }) => [node.databaseId, node.name]));
  const decklists = project.decklistChoices.map((decklist) => ({ archetype: archetypeNames.get(decklist.archetypeId) ?? '', decklist, versions: decklist.versions }));
  const set = (changes: Partial<MatrixFilterValues>) => onChange({ ...value, ...changes });
  const toggleVersion = (id: string, on: boolean) =>
    set({ decklistVersions: on ? [...value.decklistVersions, id] : value.decklistVersions.filter((v) => v !== id) });

  return (
    <div className="match-filters matrix-filters" role="group" aria-label="Matrix filters">
      <DateRangeFields idPrefix="matrix" from={value.dateFrom} to={value.dateTo} onChange={set} />
      <PlayerSelect team={project.team} id="matrix-player" label="Player" value={value.userId} onChange={(userId) => set({ userId })} noneLabel="All players" />
      <div className="field field-narrow">
        <label htmlFor="matrix-min-sample">Min sample</label>
        <input
          id="matrix-min-sample"
          type="number"
          min={1}
          step={1}
          className="input"
          value={value.minSampleSize}
          onChange={(e) => set({ minSampleSize: Math.max(1, Math.floor(Number(e.target.value)) || 1) })}
        />
      </div>
      <WentFirstSelect id="matrix-first" value={value.wentFirst} onChange={(wentFirst) => set({ wentFirst })} />
      <label className="match-filter-check">
        <input type="checkbox" checked={value.includeInactive} onChange={(e) => set({ includeInactive: e.target.checked })} /> Include inactive
      </label>
      {decklists.length > 0 && (
        <details className="matrix-versions">
          <summary>Decklist versions{value.decklistVersions.length ? ` (${value.decklistVersions.length})` : ''}</summary>
          <div className="matrix-versions-list">
            {decklists.map(({ archetype, decklist, versions }) => (
              <fieldset key={decklist.decklistId}>
                {/* The archetype's name labels the decklist when it is among the archetypes loaded here. */}
                <legend>{archetype ? `${archetype}: ${decklist.name}` : decklist.name}</legend>
                {versions.map((version) => (
                  <label key={version.versionId} className="match-filter-check">
                    <input type="checkbox" checked={value.decklistVersions.includes(version.versionId)} onChange={(e) => toggleVersion(version.versionId, e.target.checked)} /> v{version.number}
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
        </details>
      )}
      {isMatrixFiltered(value) && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(NO_MATRIX_FILTER)}>
          Clear Filters
        </button>
      )}
    </div>
  );
}
