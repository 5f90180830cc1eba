export type LoadingSize = 'small' | 'medium' | 'large';

/** A spinner in one of the spec's three sizes (20, 40, 60 px), optionally covering the whole screen. */
export function LoadingIndicator({ size = 'medium', message = 'Loading...', fullScreen = false }: { size?: LoadingSize; message?: string; fullScreen?: boolean }) {
  return (
    <div className={`loading${fullScreen ? ' loading-full' : ''}`} role="status" aria-live="polite">
      <div className={`spinner spinner-${size}`} aria-hidden="true" />
      {message && <span>{message}</span>}
    </div>
  );
}
