import { useState, useTransition } from 'react';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import type { TestPlanPanel_project$data, TestPlanPanel_project$key } from '../../../__generated__/TestPlanPanel_project.graphql';
import type { TestPlanPanelQuery } from '../../../__generated__/TestPlanPanelQuery.graphql';
import type { TestPlanPanelRefetchQuery } from '../../../__generated__/TestPlanPanelRefetchQuery.graphql';
import { ShowingOf } from '../../../components/ui/LoadMore.tsx';
import { EmptyState } from '../../../components/ui/States.tsx';
import { EditConflictNotice } from '../../../components/ui/EditConflictNotice.tsx';
import { useSaveTestPlanMutation } from '../../../mutations/useSaveTestPlanMutation.ts';
import { differingFields, mergeFields, useEditedRevision } from '../../../relay/edited-revision.ts';
import { TestNextList } from './TestNextList.tsx';
import { PlanRow, type DraftMatchup } from './PlanRow.tsx';
import '../../../components/decisions/decisions.css';

/** The tab's own query, started by the route loader when the Test Plan tab opens. */
export const TestPlanQuery = graphql`
  query TestPlanPanelQuery($projectId: ID!) {
    project(id: $projectId) {
      ...TestPlanPanel_project
    }
  }
`;

export function TestPlanPanel({ queryRef }: { queryRef: PreloadedQuery<TestPlanPanelQuery> }) {
  const { project } = usePreloadedQuery<TestPlanPanelQuery>(TestPlanQuery, queryRef);
  if (!project) return <EmptyState icon="grid" title="No Test Plan Available" />;
  return <Plan project={project} />;
}

type Project = TestPlanPanel_project$data;

const draftOf = (plan: Project['testPlan']): DraftMatchup[] =>
  plan.map((m) => ({
    archetypeId: m.archetypeId,
    opponentId: m.opponentId,
    kind: m.targetMatches === null ? 'width' : 'matches',
    value: String(m.targetMatches ?? m.maxIntervalWidth ?? ''),
    playerIds: m.players.map((p) => p.databaseId),
  }));

/** The draft by pair, the way a plan is merged with a teammate's (each pair one matchup). */
const byPair = (draft: readonly DraftMatchup[]): Record<string, DraftMatchup> => Object.fromEntries(draft.map((d) => [`${d.archetypeId}|${d.opponentId}`, d]));

const samePair = (a: { archetypeId: string; opponentId: string }, b: { archetypeId: string; opponentId: string }) =>
  (a.archetypeId === b.archetypeId && a.opponentId === b.opponentId) || (a.archetypeId === b.opponentId && a.opponentId === b.archetypeId);

/**
 * The plan as saved (with progress) and, for members, a draft of it: matchups added from "test next" or by hand,
 * targets and players changed, then saved as a whole, as made from the plan's revision it started from. A teammate's
 * save meanwhile is named, and this draft can be applied on top of it (shown before it is saved) or dropped for it.
 */
function Plan({ project: key }: { project: TestPlanPanel_project$key }) {
  const [project, refetch] = useRefetchableFragment<TestPlanPanelRefetchQuery, TestPlanPanel_project$key>(
    graphql`
      fragment TestPlanPanel_project on Project @refetchable(queryName: "TestPlanPanelRefetchQuery") {
        id
        viewerIsMember
        testPlanRevision
        archetypes(first: 100) {
          totalCount
          edges {
            node {
              databaseId
              name
              isActive
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
                }
              }
            }
          }
        }
        testPlan {
          archetypeId
          opponentId
          targetMatches
          maxIntervalWidth
          players {
            databaseId
          }
          ...PlanRow_matchup
        }
        ...TestNextList_project
      }
    `,
    key,
  );
  const newest = draftOf(project.testPlan);
  const [opened, setOpened] = useState(newest);
  const [draft, setDraft] = useState<DraftMatchup[]>(newest);
  const edit = useEditedRevision(project.testPlanRevision);
  const [pair, setPair] = useState({ archetypeId: '', opponentId: '' });
  const [error, setError] = useState<string | null>(null);
  const [save, saving] = useSaveTestPlanMutation();
  const [pending, startTransition] = useTransition();
  const names = new Map(project.archetypes.edges.map(({ node }) => [node.databaseId, node.name]));
  const active = project.archetypes.edges.map((e) => e.node).filter((a) => a.isActive);
  const members = project.team?.members.edges.map(({ node: { user } }) => ({ databaseId: user.databaseId, username: user.username })) ?? [];
  const saved = new Map(project.testPlan.map((m) => [`${m.archetypeId}|${m.opponentId}`, m]));

  const add = (matchup: { archetypeId: string; opponentId: string }, target: number) => {
    if (!matchup.archetypeId || !matchup.opponentId || matchup.archetypeId === matchup.opponentId || draft.some((d) => samePair(d, matchup))) return;
    setDraft((d) => [...d, { ...matchup, kind: 'matches', value: String(target), playerIds: [] }]);
  };

  const submit = async () => {
    setError(null);
    try {
      const saved = await edit.save(
        (baseRevision) =>
          save({
            projectId: project.id,
            baseRevision,
            matchups: draft.map((d) => ({
              archetypeId: d.archetypeId,
              opponentId: d.opponentId,
              ...(d.kind === 'matches' ? { targetMatches: Number(d.value) } : { maxIntervalWidth: Number(d.value) }),
              playerIds: d.playerIds,
            })),
          }),
        (plan) => plan.revision,
      );
      if (!saved) return;
      setOpened(draft);
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The plan could not be saved');
    }
  };

  /** The draft continues from the plan as it is now, holding `next` (this draft on top of it, or theirs). */
  const rebase = (next: DraftMatchup[]) => {
    setOpened(newest);
    setDraft(next);
    edit.rebase();
  };
  // Every pair either side holds, named as the plan shows it.
  const pairLabels = Object.fromEntries(
    [...opened, ...newest].map((d) => [`${d.archetypeId}|${d.opponentId}`, `${names.get(d.archetypeId) ?? 'An archetype'} vs ${names.get(d.opponentId) ?? 'an archetype'}`]),
  );

  return (
    <div className={`test-plan${pending ? ' is-pending' : ''}`} aria-busy={pending}>
      <TestNextList project={project} names={names} canAdd={project.viewerIsMember} onAdd={(m, target) => add(m, target)} planned={(m) => draft.some((d) => samePair(d, m))} />
      <section className="card" aria-labelledby="plan-title">
        <h3 id="plan-title">Test Plan</h3>
        <p className="muted small">A target per matchup: a number of matches, or how narrow its 95% interval should get. Progress counts the matches logged so far.</p>
        {draft.length === 0 ? (
          <p className="muted">{project.viewerIsMember ? 'No matchups planned yet: add them from Test Next or below.' : 'The team has not planned any matchups yet.'}</p>
        ) : (
          <ul className="plan-list">
            {draft.map((d, index) => (
              <PlanRow
                key={`${d.archetypeId}|${d.opponentId}`}
                draft={d}
                matchup={saved.get(`${d.archetypeId}|${d.opponentId}`) ?? null}
                names={names}
                members={members}
                editable={project.viewerIsMember}
                onChange={(next) => setDraft((all) => all.map((x, i) => (i === index ? next : x)))}
                onRemove={() => setDraft((all) => all.filter((_, i) => i !== index))}
              />
            ))}
          </ul>
        )}
        {project.viewerIsMember && (
          <>
            <div className="row plan-add">
              <select className="select select-sm" aria-label="Plan archetype" value={pair.archetypeId} onChange={(e) => setPair((p) => ({ ...p, archetypeId: e.target.value }))}>
                <option value="">Archetype…</option>
                {active.map((a) => (
                  <option key={a.databaseId} value={a.databaseId}>
                    {a.name}
                  </option>
                ))}
              </select>
              <span className="muted">vs</span>
              <select className="select select-sm" aria-label="Plan opponent" value={pair.opponentId} onChange={(e) => setPair((p) => ({ ...p, opponentId: e.target.value }))}>
                <option value="">Opponent…</option>
                {active.map((a) => (
                  <option key={a.databaseId} value={a.databaseId}>
                    {a.name}
                  </option>
                ))}
              </select>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => add(pair, 10)}>
                Add Matchup
              </button>
              <ShowingOf shown={project.archetypes.edges.length} total={project.archetypes.totalCount} noun="archetypes" />
            </div>
            <div className="row">
              <button type="button" className="btn btn-primary btn-sm" disabled={saving} onClick={() => void submit()}>
                {saving ? 'Saving...' : 'Save Plan'}
              </button>
            </div>
          </>
        )}
        {edit.refusal && (
          <EditConflictNotice
            refusal={edit.refusal}
            differences={differingFields(byPair(opened), byPair(newest), pairLabels)}
            actions={[
              { label: 'Apply my changes to theirs', primary: true, onClick: () => rebase(Object.values(mergeFields(byPair(opened), byPair(draft), byPair(newest)).merged)) },
              { label: 'Discard mine and take theirs', onClick: () => rebase(newest) },
            ]}
          />
        )}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </section>
    </div>
  );
}
