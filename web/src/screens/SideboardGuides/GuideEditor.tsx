import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { GuideEditor_decklist$data, GuideEditor_decklist$key } from '../../__generated__/GuideEditor_decklist.graphql';
import { guidePlansOf, SideboardGuideView } from '../../components/sideboard-guides/SideboardGuideView.tsx';
import { ShowingOf } from '../../components/ui/LoadMore.tsx';
import { Alert, EmptyState } from '../../components/ui/States.tsx';
import { useToast } from '../../components/ui/Toasts.tsx';
import { useSaveSideboardGuideMutation } from '../../mutations/useSaveSideboardGuideMutation.ts';
import { EditConflictNotice } from '../../components/ui/EditConflictNotice.tsx';
import { differingFields, mergeFields, useEditedRevision } from '../../relay/edited-revision.ts';
import { messageOf } from '../../relay/mutation.ts';
import { deckOf, planInput, planOf, total, withoutZeros, type Counts, type DeckCard, type Plan } from './guide-form.ts';

const OPPONENTS_PAGE = 100;

/** /decklists/{id}/guides: pick an opponent, set cards in and out (and a plan on the draw), write notes, save. */
export function GuideEditor({ decklist: key }: { decklist: GuideEditor_decklist$key }) {
  const decklist = useFragment(
    graphql`
      fragment GuideEditor_decklist on Decklist {
        id
        databaseId
        name
        versionTag
        viewerIsMember
        archetype {
          databaseId
          name
          project {
            databaseId
            teamDatabaseId
            archetypes(first: 100) {
              totalCount
              edges {
                node {
                  databaseId
                  name
                }
              }
            }
          }
        }
        current {
          cards {
            name
            quantity
            section
          }
        }
        sideboardGuides {
          id
          opponentArchetypeId
          notes
          revision
          warnings {
            message
          }
          ...SideboardGuideView_plans
          ...SideboardGuideView_guide
        }
      }
    `,
    key,
  );
  const opponents = decklist.archetype.project.archetypes.edges.map((e) => e.node);
  const [opponentId, setOpponentId] = useState(decklist.sideboardGuides[0]?.opponentArchetypeId ?? opponents.find((o) => o.databaseId !== decklist.archetype.databaseId)?.databaseId ?? '');
  const ids = useId();
  const { project } = decklist.archetype;
  const assets = `/teams/${project.teamDatabaseId}/projects/${project.databaseId}/assets?archetype=${decklist.archetype.databaseId}`;
  const saved = decklist.sideboardGuides.find((g) => g.opponentArchetypeId === opponentId);
  return (
    <section className="guide-editor-screen">
      <header className="guides-header">
        <div>
          <h1>Sideboard Guides</h1>
          <p className="muted">
            {decklist.name} ({decklist.archetype.name}) · {decklist.versionTag}
          </p>
        </div>
        <div className="row">
          <Link to={assets} className="btn btn-secondary">
            Back to the decklist
          </Link>
          <Link to={`/decklists/${decklist.databaseId}/guides/print`} className="btn btn-secondary">
            Printable guide
          </Link>
        </div>
      </header>
      <div className="guides-layout">
        {decklist.viewerIsMember && (
          <div className="card guide-form-card">
            <div className="field">
              <label htmlFor={`${ids}-opponent`}>Opponent</label>
              <select id={`${ids}-opponent`} className="input" value={opponentId} onChange={(e) => setOpponentId(e.target.value)}>
                {opponents.map((o) => (
                  <option key={o.databaseId} value={o.databaseId}>
                    {o.name}
                  </option>
                ))}
              </select>
              {project.archetypes.totalCount > OPPONENTS_PAGE && <ShowingOf shown={opponents.length} total={project.archetypes.totalCount} noun="archetypes" />}
            </div>
            {opponentId && <GuideForm key={opponentId} decklist={decklist} opponentId={opponentId} saved={saved} />}
          </div>
        )}
        <div className="guides-saved">
          <h2>Saved guides</h2>
          {decklist.sideboardGuides.length === 0 ? (
            <EmptyState icon="file" title="No Guides Yet" message="Guides written for this version show here." />
          ) : (
            decklist.sideboardGuides.map((guide) => <SideboardGuideView key={guide.id} guide={guide} />)
          )}
        </div>
      </div>
    </section>
  );
}

type Saved = GuideEditor_decklist$data['sideboardGuides'][number];

const FIELD_LABELS = { play: 'In and out', draw: 'The plan on the draw', notes: 'Notes' } as const;

/**
 * One opponent's guide: saved as made from the revision the form opened at; a teammate's save meanwhile is named, and
 * this edit can be applied on top of it (shown before it is saved) or dropped for it.
 */
function GuideForm({ decklist, opponentId, saved }: { decklist: GuideEditor_decklist$data; opponentId: string; saved: Saved | undefined }) {
  const deck = deckOf(decklist.current.cards.map((card) => ({ name: card.name, quantity: card.quantity, section: card.section })));
  const savedPlans = saved && guidePlansOf(saved);
  const newest = { play: withoutZeros(planOf(savedPlans?.play, deck)), draw: savedPlans?.draw ? withoutZeros(planOf(savedPlans.draw, deck)) : null, notes: saved?.notes ?? '' };
  const [opened, setOpened] = useState(newest);
  const [play, setPlay] = useState<Plan>(newest.play);
  const [draw, setDraw] = useState<Plan | null>(newest.draw);
  const [notes, setNotes] = useState(newest.notes);
  const [error, setError] = useState<string | null>(null);
  const [save, saving] = useSaveSideboardGuideMutation(decklist.id);
  const edit = useEditedRevision(saved?.revision ?? 0);
  const toast = useToast();
  const ids = useId();
  const unequal = [play, draw].some((p) => p && total(p.in) !== total(p.out));
  /** The form continues from the guide as it is now, holding `values` (this edit on top of it, or theirs). */
  const rebase = (values: typeof newest) => {
    setOpened(newest);
    setPlay(values.play);
    setDraw(values.draw);
    setNotes(values.notes);
    edit.rebase();
  };
  const mine = { play: withoutZeros(play), draw: draw && withoutZeros(draw), notes };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const guide = await edit.save(
        (baseRevision) => save({ decklistId: decklist.id, opponentArchetypeId: opponentId, ...planInput(play), onTheDraw: draw && planInput(draw), notes, baseRevision }),
        (g) => g.revision,
      );
      if (guide) toast('Sideboard guide saved', 'success');
    } catch (e) {
      setError(messageOf(e, 'Failed to save the guide'));
    }
  };
  if (deck.sideboard.length === 0) {
    return <Alert tone="info">This version has no sideboard, so nothing can come in. Add sideboard cards to the decklist first.</Alert>;
  }
  return (
    <form className="form guide-form" onSubmit={submit} noValidate>
      {error && <Alert tone="error">{error}</Alert>}
      {edit.refusal && (
        <EditConflictNotice
          refusal={edit.refusal}
          differences={differingFields(opened, newest, FIELD_LABELS)}
          actions={[
            { label: 'Apply my changes to theirs', primary: true, onClick: () => rebase(mergeFields(opened, mine, newest).merged) },
            { label: 'Discard mine and take theirs', onClick: () => rebase(newest) },
          ]}
        />
      )}
      {saved && saved.warnings.length > 0 && (
        <Alert tone="warning">
          This guide was written for an earlier version: {saved.warnings.map((w) => w.message).join('; ')}. Saving keeps only the cards this version has.
        </Alert>
      )}
      <PlanFields title={draw ? 'On the play' : 'In and out'} plan={play} deck={deck} onChange={setPlay} />
      <label className="row guide-draw-toggle">
        <input type="checkbox" checked={draw !== null} onChange={(e) => setDraw(e.target.checked ? structuredClone(play) : null)} /> A different plan on the draw
      </label>
      {draw && <PlanFields title="On the draw" plan={draw} deck={deck} onChange={setDraw} />}
      <div className="field">
        <label htmlFor={`${ids}-notes`}>Notes</label>
        <textarea id={`${ids}-notes`} className="textarea textarea-prose" rows={4} value={notes} placeholder="What to watch for, how to mulligan… (Markdown)" onChange={(e) => setNotes(e.target.value)} />
      </div>
      <div className="row guide-form-actions">
        <button type="submit" className="btn btn-primary" disabled={saving || unequal}>
          {saving ? 'Saving…' : 'Save Guide'}
        </button>
        {unequal && <span className="muted small">As many cards must come in as go out.</span>}
      </div>
    </form>
  );
}

function PlanFields({ title, plan, deck, onChange }: { title: string; plan: Plan; deck: ReturnType<typeof deckOf>; onChange: (plan: Plan) => void }) {
  const set = (side: 'in' | 'out') => (counts: Counts) => onChange({ ...plan, [side]: counts });
  return (
    <fieldset className="guide-plan-fields">
      <legend>
        {title} <span className="muted small">({total(plan.in)} in · {total(plan.out)} out)</span>
      </legend>
      <div className="guide-columns">
        <CountList label="In from the sideboard" cards={deck.sideboard} counts={plan.in} onChange={set('in')} />
        <CountList label="Out of the main deck" cards={deck.main} counts={plan.out} onChange={set('out')} />
      </div>
    </fieldset>
  );
}

function CountList({ label, cards, counts, onChange }: { label: string; cards: DeckCard[]; counts: Counts; onChange: (counts: Counts) => void }) {
  return (
    <div className="guide-count-list">
      <h4>{label}</h4>
      <ul>
        {cards.map((card) => (
          <li key={card.name}>
            <input
              type="number"
              className="input guide-count"
              min={0}
              max={card.quantity}
              value={counts[card.name] ?? 0}
              aria-label={`${label}: ${card.name}`}
              onChange={(e) => onChange({ ...counts, [card.name]: Math.max(0, Math.min(card.quantity, Number(e.target.value) || 0)) })}
            />
            <span className="guide-count-name">{card.name}</span>
            <span className="muted small">/{card.quantity}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
