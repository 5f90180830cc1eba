// graphql-ws subscribers for tests: collect what arrives, wait for conditions.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface Subscription<T = Record<string, any>> {
  events: T[];
  errors: unknown[];
  close(): Promise<void>;
}

/** Subscribes over a real WebSocket to `baseUrl`/graphql as the holder of `token` (or as a visitor). */
export function subscribe<T = Record<string, any>>(baseUrl: string, token: string | undefined, query: string, variables: Record<string, unknown> = {}): Subscription<T> {
  const client: Client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
  const subscription: Subscription<T> = { events: [], errors: [], close: () => client.dispose() as Promise<void> };
  client.subscribe(
    { query, variables },
    {
      next: (value) => (value.errors ? subscription.errors.push(value.errors) : subscription.events.push(value.data as T)),
      error: (error) => subscription.errors.push(error),
      complete: () => {},
    },
  );
  return subscription;
}

export async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Subscriptions of one test file against a server whose URL is known once it started; closeAll() in afterAll. */
export function liveSubscriptions(baseUrl: () => string) {
  const open: Subscription[] = [];
  return {
    subscribe<T = Record<string, any>>(token: string | undefined, query: string, variables: Record<string, unknown> = {}): Subscription<T> {
      const subscription = subscribe<T>(baseUrl(), token, query, variables);
      open.push(subscription as Subscription);
      return subscription;
    },
    closeAll: () => Promise.all(open.map((s) => s.close())).then(() => undefined),
  };
}
