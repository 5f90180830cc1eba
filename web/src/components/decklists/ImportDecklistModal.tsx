import { useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { ImportDecklistModalPreviewQuery, ImportDecklistModalPreviewQuery$data } from '../../__generated__/ImportDecklistModalPreviewQuery.graphql';
import { useImportDecklistMutation } from '../../mutations/useImportDecklistMutation.ts';
import { useUpdateDecklistMutation } from '../../mutations/useUpdateDecklistMutation.ts';
import { messageOf, MutationError, unwrap, type Unwrapped } from '../../relay/mutation.ts';
import { Modal } from '../ui/Modal.tsx';
import { Alert } from '../ui/States.tsx';
import { asGameId } from '../../../../server/domain/games.ts';
import { TypeCounts } from './CardGroups.tsx';
import { CatalogCardGroups } from './CatalogCardGroups.tsx';
import { LegalityWarnings } from './LegalityWarnings.tsx';
import { ManaCurve } from './ManaCurve.tsx';
import { SupportedFormatsHelp } from './SupportedFormatsHelp.tsx';
import { useSingleFlight } from './useSingleFlight.ts';
import { mergedLinesNote } from '../../../../server/domain/deck-import/deck-builder.ts';
import { MAX_DECK_TEXT_LENGTH } from '../../../../server/domain/deck-import/limits.ts';

const PREVIEW = graphql`
  query ImportDecklistModalPreviewQuery($archetypeId: ID!, $rawText: String!) {
    previewDecklistImport(archetypeId: $archetypeId, rawText: $rawText) {
      __typename
      ... on Error { message }
      ... on ValidationError { problems { message } }
      ... on DecklistImportPreview {
        formatName
        game
        gameWarning
        cards { name quantity type section cost rarity set number resolved ...CatalogCardGroups_cards }
        curve { label count }
        legalityWarnings { code message }
        stats { totalCards uniqueCards }
        unmatched { line text reason }
        mergedLines { name type lines quantity }
      }
    }
  }
`;

type Preview = Unwrapped<ImportDecklistModalPreviewQuery$data['previewDecklistImport']>;

/**
 * Import Decklist (or, for an archetype that has a decklist, Update Decklist: the pasted list becomes its next
 * version). Deck Text, Notes and Preview; beside them the parsed preview or the Supported Formats help.
 */
export function ImportDecklistModal({
  archetype,
  decklists,
  update,
  onClose,
  onDone,
}: {
  /** Relay ID and display name of the archetype. */
  archetype: { id: string; name: string };
  /** The archetype's decklist connections, which an imported decklist joins. */
  decklists: readonly string[];
  /** Set when the archetype already has a decklist: the pasted cards become its next version. */
  update?: { decklistId: string; notes: string | null | undefined };
  onClose: () => void;
  onDone: () => void;
}) {
  const environment = useRelayEnvironment();
  const [text, setText] = useState('');
  const [notes, setNotes] = useState(update?.notes ?? '');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<{ message: string; lines: readonly string[] } | null>(null);
  const [importDecklist] = useImportDecklistMutation();
  const [updateDecklist] = useUpdateDecklistMutation();
  const [once, busy] = useSingleFlight();
  const [action, setAction] = useState<'preview' | 'submit' | null>(null);

  /** A deck file (.txt, .ydk, .dek, …) read into the text box, as if pasted: the preview and import read it alike. */
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setPreview(null);
    // The server refuses more than 100,000 characters; a file several times that is not a decklist.
    if (file.size > 4 * MAX_DECK_TEXT_LENGTH) return setError({ message: `${file.name} is too large for a decklist (at most 100,000 characters)`, lines: [] });
    setText(await file.text());
  };

  const parse = async (rawText: string): Promise<Preview> => {
    const data = await fetchQuery<ImportDecklistModalPreviewQuery>(environment, PREVIEW, { archetypeId: archetype.id, rawText }, { fetchPolicy: 'network-only' }).toPromise();
    if (!data) throw new Error('Failed to parse deck text');
    return unwrap(data.previewDecklistImport);
  };

  /** The server's message, with the lines it could not read (the error's problems besides the message itself). */
  const failure = (problem: unknown, fallback: string) =>
    setError({
      message: messageOf(problem, fallback),
      lines: problem instanceof MutationError ? problem.problems.map((p) => p.message).filter((m) => m !== problem.message) : [],
    });

  const runPreview = () =>
    once(async () => {
      setError(null);
      if (!text.trim()) return setError({ message: 'Please enter deck text to preview', lines: [] });
      setAction('preview');
      try {
        setPreview(await parse(text.trim()));
      } catch (problem) {
        setPreview(null);
        failure(problem, 'Failed to parse deck text');
      } finally {
        setAction(null);
      }
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void once(async () => {
      setError(null);
      if (!text.trim()) return setError({ message: 'Deck text is required', lines: [] });
      setAction('submit');
      try {
        if (update) {
          const parsed = await parse(text.trim());
          // importDecklist refuses a list of another game on the server; a new version is sent as cards, so the
          // preview's word on the text decides here.
          if (parsed.gameWarning) {
            setPreview(parsed);
            return setError({ message: parsed.gameWarning, lines: [] });
          }
          await updateDecklist({
            id: update.decklistId,
            // Each line under its section (the preview's type is the card catalog's).
            cards: parsed.cards.map(({ name, quantity, section, cost, rarity, set, number }) => ({ name, quantity, type: section, cost, rarity, set, number })),
            notes: notes.trim() || undefined,
            changeSummary: `Updated from pasted ${parsed.formatName} text`,
          });
        } else {
          await importDecklist({ archetypeId: archetype.id, rawText: text.trim(), notes: notes.trim() || undefined }, decklists);
        }
        onDone();
      } catch (problem) {
        failure(problem, update ? 'Failed to update decklist' : 'Failed to import decklist');
      } finally {
        setAction(null);
      }
    });
  };

  const title = update ? 'Update Decklist' : 'Import Decklist';
  const footer = (
    <>
      <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
        Cancel
      </button>
      <button type="button" className="btn btn-secondary" onClick={() => void runPreview()} disabled={busy}>
        {action === 'preview' ? 'Parsing…' : 'Preview'}
      </button>
      <button type="submit" form="import-decklist-form" className="btn btn-primary" disabled={busy}>
        {action === 'submit' ? (update ? 'Updating…' : 'Importing…') : title}
      </button>
    </>
  );

  return (
    <Modal title={`${title}: ${archetype.name}`} onClose={onClose} footer={footer} wide>
      <form id="import-decklist-form" className="import-decklist" onSubmit={submit} noValidate>
        <div className="form import-decklist-main">
          {error && (
            <Alert tone="error">
              {error.message}
              {error.lines.length > 0 && (
                <ul className="problem-lines">
                  {error.lines.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              )}
            </Alert>
          )}
          {update && <p className="muted small">The pasted list becomes the next version of the archetype's decklist.</p>}
          <div className="field">
            <div className="deck-text-label">
              <label htmlFor="import-deck-text">Deck Text</label>
              <label className="btn btn-secondary btn-sm file-button">
                <input
                  type="file"
                  accept=".txt,.ydk,.dek,.deck,.dck,.cod,text/plain"
                  aria-label="Upload a deck file"
                  onChange={(event) => {
                    void readFile(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
                Upload file…
              </label>
            </div>
            <textarea
              id="import-deck-text"
              data-autofocus
              className="textarea"
              rows={14}
              value={text}
              spellCheck={false}
              placeholder={'4 Lightning Bolt\n4 Monastery Swiftspear\n20 Mountain'}
              onChange={(event) => {
                setText(event.target.value);
                setPreview(null);
              }}
            />
          </div>
          <div className="field">
            <label htmlFor="import-notes">Notes</label>
            <textarea id="import-notes" className="textarea textarea-prose" rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} />
          </div>
        </div>
        <aside className="import-decklist-side" aria-label={preview ? 'Preview' : 'Supported Formats'} tabIndex={0}>
          {preview ? <PreviewPanel preview={preview} /> : <SupportedFormatsHelp />}
        </aside>
      </form>
    </Modal>
  );
}

function PreviewPanel({ preview }: { preview: Preview }) {
  const game = asGameId(preview.game) ?? null;
  return (
    <div className="import-preview">
      <h4>Preview</h4>
      {preview.gameWarning && <Alert tone="warning">{preview.gameWarning}</Alert>}
      <p className="small">
        <strong>{preview.stats.totalCards}</strong> cards, <strong>{preview.stats.uniqueCards}</strong> unique · read as {preview.formatName}
      </p>
      {/* Counted as the cards below are grouped: by the catalog's types when it knows the cards. */}
      <TypeCounts cards={preview.cards.map(({ name, quantity, type, section, resolved }) => ({ name, quantity, type, section, resolved }))} game={game} />
      {preview.unmatched.length > 0 && (
        <div className="unmatched" role="alert">
          <strong>
            {preview.unmatched.length} line{preview.unmatched.length === 1 ? '' : 's'} could not be read
          </strong>
          <ul>
            {preview.unmatched.map((u) => (
              <li key={u.line}>
                <span className="unmatched-line">Line {u.line}:</span> <code>{u.text}</code> <span className="muted">{u.reason}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {preview.mergedLines.length > 0 && (
        <ul className="merged-lines muted small" aria-label="Merged lines">
          {preview.mergedLines.map((merge, index) => (
            <li key={`${index}`}>{mergedLinesNote(merge)}</li>
          ))}
        </ul>
      )}
      <LegalityWarnings warnings={preview.legalityWarnings.map(({ code, message }) => ({ code, message }))} />
      <ManaCurve curve={preview.curve?.map(({ label, count }) => ({ label, count })) ?? null} />
      <div className="preview-cards" tabIndex={0} role="region" aria-label="Parsed cards">
        <CatalogCardGroups cards={preview.cards} game={game} />
      </div>
    </div>
  );
}
