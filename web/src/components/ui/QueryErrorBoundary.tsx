import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BackendUnavailableError } from '../../relay/environment.ts';

interface Props {
  /** What to show instead of the children once they failed to load. */
  fallback: (error: Error) => ReactNode;
  /** A new value (e.g. a fresh query reference after Retry) clears the error and renders the children again. */
  resetKey: unknown;
  children: ReactNode;
}

/**
 * Catches a failed query below it so that a screen can show its own error state (the spec names one per screen)
 * instead of the router's generic error page.
 */
export class QueryErrorBoundary extends Component<Props, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('A screen failed to load its data', error, info.componentStack);
  }

  componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  render() {
    const { error } = this.state;
    // An unreachable server is not this screen's problem: the router shows 'Backend Connection Failed' for it.
    if (error instanceof BackendUnavailableError) throw error;
    return error ? this.props.fallback(error) : this.props.children;
  }
}

/** The error code the server attached to a failed query (e.g. UNAUTHENTICATED), when there is one. */
export function errorCodeOf(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}
