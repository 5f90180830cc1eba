import { Icon } from '../../components/ui/Icon.tsx';
/** Shown when the server cannot be reached at all. */
export function BackendFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="auth-page" role="alert">
      <div className="auth-card card stack" style={{ textAlign: 'center' }}>
        <div className="hero-icon"><Icon name="plug" size={44} /></div>
        <h1>Backend Connection Failed</h1>
        <p className="muted">Sideboard could not reach its server. Check your connection; the server may also be restarting.</p>
        <button type="button" className="btn btn-primary btn-block" onClick={onRetry}>
          Retry Connection
        </button>
      </div>
    </div>
  );
}
