import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ExpectedWinRatePanel_matrix$key } from '../../../__generated__/ExpectedWinRatePanel_matrix.graphql';
import { intervalText } from '../../../components/matches/match-display.ts';

export type FieldShares = Record<string, number>;

const storageKey = (projectId: string) => `sideboard.metagame.${projectId}`;

/** The shares this browser remembers for a project (none when nothing, or nothing readable, is stored). */
export function readFieldShares(projectId: string): FieldShares {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(projectId)) ?? '{}');
    return stored && typeof stored === 'object' ? stored : {};
  } catch {
    return {};
  }
}

/**
 * The metagame shares entered for a project. They are personal guesses, so they stay in this browser (local
 * storage) and travel with each matrix query rather than being stored on the server.
 */
export function useFieldShares(projectId: string): [FieldShares, (next: FieldShares) => void] {
  const [shares, setShares] = useState<FieldShares>(() => readFieldShares(projectId));
  const remember = (next: FieldShares) => {
    setShares(next);
    localStorage.setItem(storageKey(projectId), JSON.stringify(next));
  };
  return [shares, remember];
}

/** Enter each archetype's share of the expected field; see each deck's expected win rate against it. */
export function ExpectedWinRatePanel({ matrix: key, shares, onChange }: { matrix: ExpectedWinRatePanel_matrix$key; shares: FieldShares; onChange: (next: FieldShares) => void }) {
  const matrix = useFragment(
    graphql`
      fragment ExpectedWinRatePanel_matrix on MatchupMatrix
      @argumentDefinitions(field: { type: "[MetagameShareInput!]!" }, withField: { type: "Boolean!" }) {
        archetypes {
          archetypeId
          name
        }
        expectedWinRates(field: $field) @include(if: $withField) {
          archetypeId
          expectedWinRate
          coverage
          interval {
            lower
            upper
          }
        }
      }
    `,
    key,
  );
  const [draft, setDraft] = useState<Record<string, string>>(() => Object.fromEntries(Object.entries(shares).map(([id, share]) => [id, String(share)])));
  const expected = new Map((matrix.expectedWinRates ?? []).map((e) => [e.archetypeId, e]));
  const known = new Set(matrix.archetypes.map((a) => a.archetypeId));
  const apply = () =>
    onChange(Object.fromEntries(Object.entries(draft).flatMap(([id, text]) => (known.has(id) && Number(text) > 0 ? [[id, Number(text)]] : []))));
  const total = Object.entries(shares).reduce((sum, [id, share]) => sum + (known.has(id) ? share : 0), 0);

  return (
    <section className="card expected-panel" aria-labelledby="expected-title">
      <h3 id="expected-title">Expected Win Rate Against a Field</h3>
      <p className="muted small">Enter how much of the expected field each archetype makes up (percentages or table counts). Each deck's win rate is weighted by those shares; mirrors count as 50%, and opponents with no games are left out (see coverage).</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <div className="expected-table-wrap">
          <table className="expected-table">
            <thead>
              <tr>
                <th scope="col">Archetype</th>
                <th scope="col">Field share</th>
                <th scope="col">Expected win rate</th>
                <th scope="col">95% interval</th>
                <th scope="col">Coverage</th>
              </tr>
            </thead>
            <tbody>
              {matrix.archetypes.map((a) => {
                const e = expected.get(a.archetypeId);
                return (
                  <tr key={a.archetypeId}>
                    <th scope="row">{a.name}</th>
                    <td>
                      <input
                        type="number"
                        min={0}
                        step="any"
                        className="input input-share"
                        aria-label={`Field share of ${a.name}`}
                        value={draft[a.archetypeId] ?? ''}
                        onChange={(event) => setDraft((d) => ({ ...d, [a.archetypeId]: event.target.value }))}
                      />
                      {total > 0 && shares[a.archetypeId] ? <span className="muted small"> {Math.round((shares[a.archetypeId] / total) * 100)}%</span> : null}
                    </td>
                    <td>{e?.expectedWinRate == null ? '–' : `${Math.round(e.expectedWinRate * 100)}%`}</td>
                    <td>{intervalText(e?.interval?.lower, e?.interval?.upper)}</td>
                    <td>{e ? `${Math.round(e.coverage * 100)}%` : '–'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <div className="row">
          <button type="submit" className="btn btn-primary btn-sm">
            Compute
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => {
              setDraft({});
              onChange({});
            }}
          >
            Clear Shares
          </button>
        </div>
      </form>
    </section>
  );
}
