import { useRef, useState, type FormEvent } from 'react';
import type { GameId } from '../../../../server/domain/games.ts';
import { mergedLinesNote } from '../../../../server/domain/deck-import/deck-builder.ts';
import { mergeCardLists, type MergeOverlap } from '../../../../server/domain/decklist-merge.ts';
import { useUpdateDecklistMutation } from '../../mutations/useUpdateDecklistMutation.ts';
import { useEditedRevision } from '../../relay/edited-revision.ts';
import { messageOf } from '../../relay/mutation.ts';
import { EditConflictNotice } from '../ui/EditConflictNotice.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Alert } from '../ui/States.tsx';
import { totalCards, uniqueCards, type CardLike } from './card-groups.ts';
import { CardGroups } from './CardGroups.tsx';
import { CardNameSearch } from './CardNameSearch.tsx';
import { cardsAsSectionedText, NO_VALID_CARDS, parseSectionedEditorText, withCardLineAt } from './sectioned-card-editor.ts';
import { useSingleFlight } from './useSingleFlight.ts';

export const CHANGE_SUMMARY_MAX = 200;

const versionTag = (number: number) => `v${number}`;

/** "Plains: they made it 3, you 2 (yours is kept)". */
const overlapText = (o: MergeOverlap) => `${o.name}: they made it ${o.theirs}, you ${o.mine} (yours is kept)`;

/**
 * Edit Decklist: the cards (changed through the card editor: "4 Lightning Bolt" per line, duplicates merged, other
 * lines ignored), a change summary of at most 200 characters and notes. Saving creates the next version, named as
 * made from the version the dialog opened at. When a teammate saved a newer one meanwhile, the save is refused with
 * their change and the dialog offers to apply this one on top of theirs (cards neither changed alike merge; the
 * result is shown before it is saved) or to start again from theirs.
 */
export function EditDecklistModal({
  decklistId,
  name,
  revision,
  cards: currentCards,
  notes: currentNotes,
  game,
  onClose,
  onSaved,
}: {
  decklistId: string;
  /** The archetype's game: its card catalog suggests names in the editor. */
  game: GameId | null;
  name: string;
  /** The decklist's current version number and its cards and notes, as the store has them now. */
  revision: number;
  cards: readonly CardLike[];
  notes: string | null | undefined;
  onClose: () => void;
  onSaved: (newVersionTag: string) => void;
}) {
  // What the edit started from (the version opened, then the one changes were applied on top of): the merge's base.
  const [baseCards, setBaseCards] = useState<readonly CardLike[]>(currentCards);
  const [cards, setCards] = useState<readonly CardLike[]>(currentCards);
  const [editing, setEditing] = useState(false);
  const editor = useRef<HTMLTextAreaElement>(null);
  const [editorText, setEditorText] = useState(() => cardsAsSectionedText(currentCards, game));
  const [editorMessage, setEditorMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [changeSummary, setChangeSummary] = useState('');
  const [notes, setNotes] = useState(currentNotes ?? '');
  const [error, setError] = useState<string | null>(null);
  const [merged, setMerged] = useState<{ on: number; overlaps: MergeOverlap[] } | null>(null);
  const [update] = useUpdateDecklistMutation();
  const [once, saving] = useSingleFlight();
  const edit = useEditedRevision(revision);

  /**
   * Reads the editor's text into cards. Returns the cards, or null (with the editor's error shown) when the text
   * holds no card. Both "Update Cards" and saving go through here, so what the editor shows is what is saved.
   */
  const readEditor = (): readonly CardLike[] | null => {
    try {
      const parsed = parseSectionedEditorText(editorText, cards);
      setCards(parsed.cards);
      setEditorText(cardsAsSectionedText(parsed.cards, game));
      const ignored = parsed.ignoredLines;
      const notes = [
        'Cards updated.',
        ...parsed.merged.map((merge) => `${mergedLinesNote(merge)}.`),
        ignored ? `${ignored} line${ignored === 1 ? '' : 's'} not in "quantity name" form ${ignored === 1 ? 'was' : 'were'} ignored.` : '',
      ];
      setEditorMessage({ tone: 'info', text: notes.filter(Boolean).join(' ') });
      return parsed.cards;
    } catch (problem) {
      const text = problem instanceof Error && problem.message === NO_VALID_CARDS ? NO_VALID_CARDS : 'Failed to parse cards. Please check the format.';
      setEditing(true);
      setEditorMessage({ tone: 'error', text });
      return null;
    }
  };

  /** The editor's text differs from the cards it was last read into: typed but not yet applied. */
  const editorChanged = editorText !== cardsAsSectionedText(cards, game);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void once(async () => {
      setError(null);
      // Text typed into the card editor is saved even when "Update Cards" was not pressed; text without a card
      // stops the save with the editor's message instead of saving the old cards under a new version.
      const toSave = editorChanged ? readEditor() : cards;
      if (!toSave) return setError('The card editor has no valid cards: fix the card text or undo your changes.');
      if (toSave.length === 0) return setError('At least one card is required');
      if (changeSummary.trim().length > CHANGE_SUMMARY_MAX) return setError(`Change summary must be at most ${CHANGE_SUMMARY_MAX} characters`);
      try {
        const result = await edit.save(
          (baseRevision) =>
            update({
              id: decklistId,
              cards: toSave.map(({ name: cardName, quantity, type, cost, rarity, set, number }) => ({ name: cardName, quantity, type, cost, rarity, set, number })),
              changeSummary: changeSummary.trim() || undefined,
              notes: notes.trim() || undefined,
              baseRevision,
            }),
          (saved) => saved.version.number,
        );
        if (result) onSaved(result.version.versionTag);
      } catch (problem) {
        setError(messageOf(problem, 'Failed to update decklist'));
      }
    });
  };

  /** Starts the edit again from the newest version: the given cards (this editor's change on top of it, or none). */
  const rebase = (next: readonly CardLike[], overlaps: MergeOverlap[] | null) => {
    setBaseCards(currentCards);
    setCards(next);
    setEditorText(cardsAsSectionedText(next, game));
    setEditorMessage(null);
    setMerged(overlaps && { on: revision, overlaps });
    edit.rebase();
  };
  const applyOnTop = () => {
    const mine = editorChanged ? readEditor() : cards;
    if (!mine) return;
    const merge = mergeCardLists(baseCards, mine, currentCards);
    rebase(merge.cards, merge.overlaps);
  };
  const startFromTheirs = () => {
    setNotes(currentNotes ?? '');
    rebase(currentCards, null);
  };

  const footer = (
    <>
      <button type="button" className="btn btn-secondary" onClick={onClose} disabled={saving}>
        Cancel
      </button>
      <button type="submit" form="edit-decklist-form" className="btn btn-primary" disabled={saving}>
        {saving ? 'Updating…' : 'Update Decklist'}
      </button>
    </>
  );

  return (
    <Modal title="Edit Decklist" onClose={onClose} footer={footer} wide>
      <form id="edit-decklist-form" className="edit-decklist" onSubmit={submit} noValidate>
        <div className="edit-decklist-main form">
          <p className="edit-decklist-name">
            <strong>{name}</strong> <span className="badge badge-primary">{versionTag(edit.base)}</span>
          </p>
          {error && <Alert tone="error">{error}</Alert>}
          {edit.refusal && (
            <EditConflictNotice
              refusal={edit.refusal}
              actions={[
                { label: `Apply my changes to ${versionTag(edit.refusal.currentRevision)}`, onClick: applyOnTop, primary: true },
                { label: `Discard mine and start from ${versionTag(edit.refusal.currentRevision)}`, onClick: startFromTheirs },
              ]}
            />
          )}
          {merged && !edit.refusal && (
            <Alert tone="info">
              Your changes are applied on top of {versionTag(merged.on)}: check the cards, then Update Decklist saves them as {versionTag(merged.on + 1)}.
              {merged.overlaps.length > 0 && ` You both changed ${merged.overlaps.map(overlapText).join('; ')}.`}
            </Alert>
          )}
          <section className="field">
            <div className="row-between">
              <label htmlFor="edit-cards-text">
                Cards <span className="muted">({totalCards(cards)} total, {uniqueCards(cards)} unique)</span>
              </label>
              <button type="button" className="btn btn-secondary btn-sm" aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
                {editing ? 'Hide Card Editor' : 'Edit Cards'}
              </button>
            </div>
            {editing && (
              <>
                <textarea
                  ref={editor}
                  id="edit-cards-text"
                  className="textarea"
                  rows={12}
                  value={editorText}
                  onChange={(event) => {
                    setEditorText(event.target.value);
                    setEditorMessage(null);
                  }}
                  spellCheck={false}
                />
                <span className="hint">One card per line: quantity, optional x, then the name ("4 Lightning Bolt" or "4x Lightning Bolt"). Lines under a section header ("Sideboard:") belong to that section.</span>
                {game && (
                  <CardNameSearch
                    game={game}
                    onPick={(cardName) => {
                      setEditorText((text) => withCardLineAt(text, editor.current?.selectionStart ?? text.length, cardName));
                      setEditorMessage(null);
                    }}
                  />
                )}
                <div className="row">
                  <button type="button" className="btn btn-secondary btn-sm" onClick={readEditor}>
                    Update Cards
                  </button>
                  {editorChanged && !editorMessage && <span className="muted small">Unapplied changes are saved with the decklist.</span>}
                  {editorMessage && <span className={editorMessage.tone === 'error' ? 'editor-error' : 'muted small'} role={editorMessage.tone === 'error' ? 'alert' : 'status'}>{editorMessage.text}</span>}
                </div>
              </>
            )}
          </section>
          <div className="field">
            <label htmlFor="edit-change-summary">Change Summary</label>
            <input
              id="edit-change-summary"
              className="input"
              value={changeSummary}
              maxLength={CHANGE_SUMMARY_MAX}
              placeholder="What changed in this version?"
              onChange={(event) => setChangeSummary(event.target.value)}
            />
            <span className="hint">
              {changeSummary.length}/{CHANGE_SUMMARY_MAX}
            </span>
          </div>
          <div className="field">
            <label htmlFor="edit-notes">Notes</label>
            <textarea id="edit-notes" className="textarea textarea-prose" rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} />
          </div>
        </div>
        <aside className="edit-decklist-cards" aria-label="Current cards" tabIndex={0}>
          <h4>Current Cards</h4>
          <CardGroups cards={cards} game={game} badges={['cost', 'rarity']} />
        </aside>
      </form>
    </Modal>
  );
}
