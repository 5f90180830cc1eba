import { Alert } from '../ui/States.tsx';

export interface LegalityWarningLike {
  readonly code: string;
  readonly message: string;
}

/** The card catalog's objections to a list in its format: banned or not legal cards, too many copies. */
export function LegalityWarnings({ warnings }: { warnings: readonly LegalityWarningLike[] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert tone="warning">
      <strong>
        {warnings.length} legality warning{warnings.length === 1 ? '' : 's'}
      </strong>
      <ul className="legality-warnings">
        {warnings.map((warning) => (
          <li key={warning.message}>{warning.message}</li>
        ))}
      </ul>
    </Alert>
  );
}
