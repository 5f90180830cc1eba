import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ExpectedWinRatePanel_matrix$key } from '../../../__generated__/ExpectedWinRatePanel_matrix.graphql';
import type { ExpectedWinRatePanel_project$key } from '../../../__generated__/ExpectedWinRatePanel_project.graphql';
import { intervalText } from '../../../components/matches/match-display.ts';
import { formatDate } from '../../../components/ui/format-date.ts';
import { EditConflictNotice } from '../../../components/ui/EditConflictNotice.tsx';
import { useSaveMetagameMutation } from '../../../mutations/useSaveMetagameMutation.ts';
import { differingFields, mergeFields, useEditedRevision } from '../../../relay/edited-revision.ts';

/** Today as YYYY-MM-DD in the viewer's time zone, for the date input. */
const today = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/**
 * Each deck's expected win rate against the project's saved metagame. Team members edit the shares and save them
 * (the previous metagame stays in the history); everyone sees what was saved and as of when.
 */
export function ExpectedWinRatePanel({ matrix: matrixKey, project: projectKey, onSaved }: { matrix: ExpectedWinRatePanel_matrix$key; project: ExpectedWinRatePanel_project$key; onSaved: () => void }) {
  const matrix = useFragment(
    graphql`
      fragment ExpectedWinRatePanel_matrix on MatchupMatrix {
        archetypes {
          archetypeId
          name
        }
        expectedWinRates {
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
    matrixKey,
  );
  const project = useFragment(
    graphql`
      fragment ExpectedWinRatePanel_project on Project {
        id
        viewerIsMember
        metagame {
          asOf
          revision
          savedBy {
            username
          }
          shares {
            archetypeId
            share
          }
        }
      }
    `,
    projectKey,
  );
  const saved = new Map((project.metagame?.shares ?? []).map((s) => [s.archetypeId, s.share]));
  const newest: Record<string, string> = Object.fromEntries([...saved].map(([id, share]) => [id, String(share)]));
  const [opened, setOpened] = useState(newest);
  const [draft, setDraft] = useState<Record<string, string>>(newest);
  const edit = useEditedRevision(project.metagame?.revision ?? 0);
  const [asOf, setAsOf] = useState(() => project.metagame?.asOf.slice(0, 10) ?? today());
  const [error, setError] = useState<string | null>(null);
  const [save, saving] = useSaveMetagameMutation();
  const expected = new Map((matrix.expectedWinRates ?? []).map((e) => [e.archetypeId, e]));
  const known = new Set(matrix.archetypes.map((a) => a.archetypeId));
  const total = [...saved].reduce((sum, [id, share]) => sum + (known.has(id) ? share : 0), 0);

  const submit = async () => {
    setError(null);
    const shares = Object.entries(draft).flatMap(([archetypeId, text]) => (known.has(archetypeId) && Number(text) > 0 ? [{ archetypeId, share: Number(text) }] : []));
    try {
      const snapshot = await edit.save((baseRevision) => save({ projectId: project.id, shares, asOf, baseRevision }), (m) => m.revision);
      if (!snapshot) return;
      setOpened(draft);
      onSaved();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The metagame could not be saved');
    }
  };

  /** The shares continue from the metagame as it is now, holding `next` (this edit on top of it, or theirs). */
  const rebase = (next: Record<string, string>) => {
    setOpened(newest);
    setDraft(next);
    edit.rebase();
  };

  return (
    <section className="card expected-panel" aria-labelledby="expected-title">
      <h3 id="expected-title">Expected Win Rate Against the Metagame</h3>
      <p className="muted small" data-testid="metagame-as-of">
        {project.metagame
          ? `Saved metagame as of ${formatDate(project.metagame.asOf)}${project.metagame.savedBy ? ` by ${project.metagame.savedBy.username}` : ''}.`
          : 'No metagame saved yet.'}{' '}
        Each deck's win rate is weighted by the shares (percentages or table counts); mirrors count as 50%, and opponents with no games are left out (see coverage).
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {/* Focusable so that a keyboard can scroll it on a phone, where it is wider than the screen and a visitor has no field in it. */}
        <div className="expected-table-wrap" role="group" aria-label="Expected win rates" tabIndex={0}>
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
                const share = saved.get(a.archetypeId);
                return (
                  <tr key={a.archetypeId}>
                    <th scope="row">{a.name}</th>
                    <td>
                      {project.viewerIsMember ? (
                        <input
                          type="number"
                          min={0}
                          step="any"
                          className="input input-share"
                          aria-label={`Field share of ${a.name}`}
                          value={draft[a.archetypeId] ?? ''}
                          onChange={(event) => setDraft((d) => ({ ...d, [a.archetypeId]: event.target.value }))}
                        />
                      ) : (
                        (share ?? '–')
                      )}
                      {total > 0 && share ? <span className="muted small"> {Math.round((share / total) * 100)}%</span> : null}
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
        {project.viewerIsMember && (
          <div className="row">
            <label className="row small">
              As of
              <input type="date" className="input input-sm" value={asOf} onChange={(event) => setAsOf(event.target.value)} aria-label="Metagame as of" required />
            </label>
            <button type="submit" className="btn btn-primary btn-sm" disabled={saving}>
              {saving ? 'Saving...' : 'Save Metagame'}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setDraft({})}>
              Clear Shares
            </button>
          </div>
        )}
        {edit.refusal && (
          <EditConflictNotice
            refusal={edit.refusal}
            differences={differingFields(opened, newest, Object.fromEntries(matrix.archetypes.map((a) => [a.archetypeId, a.name])))}
            actions={[
              { label: 'Apply my changes to theirs', primary: true, onClick: () => rebase(mergeFields(opened, draft, newest).merged) },
              { label: 'Discard mine and take theirs', onClick: () => rebase(newest) },
            ]}
          />
        )}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
