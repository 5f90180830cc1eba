import { useState } from 'react';
import { useImportMatchesCsvMutation } from '../../mutations/useImportMatchesCsvMutation.ts';
import { MutationError, messageOf } from '../../relay/mutation.ts';
import { Modal } from '../ui/Modal.tsx';
import { Alert } from '../ui/States.tsx';
import './matches.css';
import { counted } from '../ui/plural.ts';

interface Report {
  totalRows: number;
  validRows: number;
  errors: readonly { line: number; message: string }[];
}

const COLUMNS_HELP =
  'winner_archetype, loser_archetype (required); match_date, winner_decklist, loser_decklist, winner_user, loser_user, went_first (winner or loser), best_of (1, 3 or 5), games (the match winner\'s games, e.g. "win-play loss-draw-sb win-draw-sb"), notes';

/**
 * CSV import: the rows are checked first (a dry run that writes nothing) and imported only when every row is fine.
 * The export's format is accepted as it is.
 */
export function ImportMatchesModal({ projectId, onClose, onImported }: { projectId: string; onClose: () => void; onImported: (count: number) => void }) {
  const [importCsv, inFlight] = useImportMatchesCsvMutation();
  const [csv, setCsv] = useState('');
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function check() {
    setError(null);
    try {
      const result = await importCsv(projectId, csv, true);
      setReport({ totalRows: result.totalRows, validRows: result.validRows, errors: result.errors });
    } catch (failure) {
      setReport(null);
      setError(messageOf(failure, 'Failed to check the CSV'));
    }
  }

  async function run() {
    setError(null);
    try {
      const result = await importCsv(projectId, csv, false);
      onImported(result.imported);
    } catch (failure) {
      setError(messageOf(failure, 'Failed to import matches'));
      if (failure instanceof MutationError && failure.problems.length) {
        setReport((r) => r && { ...r, errors: failure.problems.map((p) => ({ line: Number((p.field ?? "").replace(/\D/g, '')), message: p.message })) });
      }
    }
  }

  const ready = report !== null && report.errors.length === 0 && report.validRows > 0;
  return (
    <Modal
      title="Import Matches from CSV"
      onClose={onClose}
      wide
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-secondary" disabled={!csv.trim() || inFlight} onClick={check}>
            Check Rows
          </button>
          <button type="button" className="btn btn-primary" disabled={!ready || inFlight} onClick={run}>
            {ready ? `Import ${counted(report!.validRows, 'Match', 'Matches')}` : 'Import'}
          </button>
        </>
      }
    >
      <div className="form">
        <p className="muted small">Columns: {COLUMNS_HELP}. Archetypes, decklists and players by name or id. Nothing is written until every row is valid.</p>
        <div className="field">
          <label htmlFor="import-file">CSV file</label>
          <input
            id="import-file"
            className="input input-file"
            type="file"
            accept=".csv,text/csv"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (file) {
                setCsv(await file.text());
                setReport(null);
              }
            }}
          />
        </div>
        <div className="field">
          <label htmlFor="import-text">CSV text</label>
          <textarea
            id="import-text"
            className="textarea import-csv-text"
            rows={8}
            value={csv}
            onChange={(e) => {
              setCsv(e.target.value);
              setReport(null);
            }}
          />
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        {report && (
          <div className="import-report" role="status">
            <strong>
              {report.validRows} of {counted(report.totalRows, 'row')} can be imported
            </strong>
            {report.errors.length > 0 && (
              <ul className="import-errors">
                {report.errors.map((e) => (
                  <li key={`${e.line}-${e.message}`}>
                    Line {e.line}: {e.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </Modal>
  );
}
