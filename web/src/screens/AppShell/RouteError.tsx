import { Link, isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router-dom';
import { BackendUnavailableError } from '../../relay/environment.ts';
import { ErrorState } from '../../components/ui/States.tsx';
import { BackendFailed } from './BackendFailed.tsx';

/** The last line of defence for a screen that failed to load: the server is down, or something else broke. */
export function RouteError() {
  const error = useRouteError();
  const { revalidate } = useRevalidator();
  if (error instanceof BackendUnavailableError) return <BackendFailed onRetry={() => location.reload()} />;
  const message = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : undefined;
  return (
    <div className="container">
      <ErrorState
        title="Something went wrong"
        message={message}
        actions={
          <>
            <button type="button" className="btn btn-primary" onClick={() => revalidate()}>
              Retry
            </button>
            <Link to="/" className="btn btn-secondary">
              Go Home
            </Link>
          </>
        }
      />
    </div>
  );
}
