import { useId, useState } from 'react';
import { exportDeck, exportFormatsFor, type ExportCard, type ExportFormatId } from '../../../../server/domain/deck-export.ts';
import type { GameId } from '../../../../server/domain/games.ts';
import { downloadText } from '../matches/download.ts';
import { Icon } from '../ui/Icon.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Alert } from '../ui/States.tsx';

/** "Mono-Red Aggro v3.txt": the decklist and version, without the characters file systems refuse. */
function fileName(decklistName: string, versionTag: string, extension: string): string {
  const base = `${decklistName} ${versionTag}`.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim();
  return `${base || 'decklist'}.${extension}`;
}

/**
 * Export: the shown version of a decklist as text in one of its game's export formats, to copy into the game's
 * client or download as a file. The text is written here, from the cards on screen (domain/deck-export.ts).
 */
export function ExportDecklistModal({
  decklistName,
  versionTag,
  cards,
  game,
  onClose,
}: {
  decklistName: string;
  versionTag: string;
  cards: readonly ExportCard[];
  game: GameId | null;
  onClose: () => void;
}) {
  const formats = exportFormatsFor(game);
  const [formatId, setFormatId] = useState<ExportFormatId>(formats[0].id);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const textId = useId();
  const format = formats.find((f) => f.id === formatId) ?? formats[0];
  const { text, omitted } = exportDeck(cards, format.id, decklistName);

  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );

  return (
    <Modal
      title={`Export ${decklistName} ${versionTag}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => downloadText(fileName(decklistName, versionTag, format.extension), text, 'text/plain')}>
            <Icon name="download" size={14} /> Download
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void copy()}>
            {copied === 'yes' ? 'Copied' : 'Copy'}
          </button>
        </>
      }
    >
      <div className="form export-decklist">
        <div className="field">
          <label htmlFor={`${textId}-format`}>Format</label>
          <select
            id={`${textId}-format`}
            className="select"
            value={format.id}
            onChange={(event) => {
              setFormatId(event.target.value as ExportFormatId);
              setCopied(null);
            }}
          >
            {formats.map((f) => (
              <option key={f.id} value={f.id}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
        {omitted.length > 0 && (
          <Alert tone="warning">
            {format.label} names cards by id, and {omitted.length === 1 ? 'this card has none' : `these ${omitted.length} cards have none`}, so {omitted.length === 1 ? 'it is' : 'they are'} left out: {omitted.join(', ')}.
          </Alert>
        )}
        {copied === 'failed' && <Alert tone="error">Copying failed: select the text and copy it yourself.</Alert>}
        <div className="field">
          <label htmlFor={textId}>Export text</label>
          <textarea id={textId} className="textarea export-text" rows={16} readOnly spellCheck={false} value={text} onFocus={(event) => event.currentTarget.select()} />
        </div>
      </div>
    </Modal>
  );
}
