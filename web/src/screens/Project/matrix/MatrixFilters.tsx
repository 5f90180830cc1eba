import { graphql, useFragment } from 'react-relay';
import type { MatrixFilters_project$key } from '../../../__generated__/MatrixFilters_project.graphql';
import { personName } from '../../../components/matches/match-display.ts';

export interface MatrixFilterValues {
  dateFrom: string;
  dateTo: string;
  userId: string;
  minSampleSize: number;
  includeInactive: boolean;
  wentFirst: '' | 'winner' | 'loser';
  /** DecklistVersion database ids. */
  decklistVersions: string[];
}

export const NO_MATRIX_FILTER: MatrixFilterValues = { dateFrom: '', dateTo: '', userId: '', minSampleSize: 1, includeInactive: false, wentFirst: '', decklistVersions: [] };

/** The matrix filters of spec section 7: date range, player, min sample size (≥ 1), inactive, went first, versions. */
export function MatrixFilters({ project: key, value, onChange }: { project: MatrixFilters_project$key; value: MatrixFilterValues; onChange: (next: MatrixFilterValues) => void }) {
  const project = useFragment(
    graphql`
      fragment MatrixFilters_project on Project {
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
  const members = project.team?.members.edges.map((e) => e.node.user) ?? [];
  const archetypeNames = new Map(project.archetypes.edges.map(({ node }) => [node.databaseId, node.name]));
  const decklists = project.decklistChoices.map((decklist) => ({ archetype: archetypeNames.get(decklist.archetypeId) ?? '', decklist, versions: decklist.versions }));
  const set = (changes: Partial<MatrixFilterValues>) => onChange({ ...value, ...changes });
  const toggleVersion = (id: string, on: boolean) =>
    set({ decklistVersions: on ? [...value.decklistVersions, id] : value.decklistVersions.filter((v) => v !== id) });

  return (
    <div className="match-filters matrix-filters" role="group" aria-label="Matrix filters">
      <div className="field">
        <label htmlFor="matrix-from">From</label>
        <input id="matrix-from" type="date" className="input" value={value.dateFrom} max={value.dateTo || undefined} onChange={(e) => set({ dateFrom: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="matrix-to">To</label>
        <input id="matrix-to" type="date" className="input" value={value.dateTo} min={value.dateFrom || undefined} onChange={(e) => set({ dateTo: e.target.value })} />
      </div>
      {members.length > 0 && (
        <div className="field">
          <label htmlFor="matrix-player">Player</label>
          <select id="matrix-player" className="select" value={value.userId} onChange={(e) => set({ userId: e.target.value })}>
            <option value="">All players</option>
            {members.map((m) => (
              <option key={m.databaseId} value={m.databaseId}>
                {personName(m)}
              </option>
            ))}
          </select>
        </div>
      )}
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
      <div className="field">
        <label htmlFor="matrix-first">Went First</label>
        <select id="matrix-first" className="select" value={value.wentFirst} onChange={(e) => set({ wentFirst: e.target.value as MatrixFilterValues['wentFirst'] })}>
          <option value="">Any</option>
          <option value="winner">Winner went first</option>
          <option value="loser">Loser went first</option>
        </select>
      </div>
      <label className="match-filter-check">
        <input type="checkbox" checked={value.includeInactive} onChange={(e) => set({ includeInactive: e.target.checked })} /> Include inactive
      </label>
      {decklists.length > 0 && (
        <details className="matrix-versions">
          <summary>Decklist versions{value.decklistVersions.length ? ` (${value.decklistVersions.length})` : ''}</summary>
          <div className="matrix-versions-list">
            {decklists.map(({ archetype, decklist, versions }) => (
              <fieldset key={decklist.decklistId}>
                <legend>
                  {archetype}: {decklist.name}
                </legend>
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
      {value !== NO_MATRIX_FILTER && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(NO_MATRIX_FILTER)}>
          Clear Filters
        </button>
      )}
    </div>
  );
}
