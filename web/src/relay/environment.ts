// The Relay environment: queries and mutations over fetch to /graphql with the bearer token (a 401 triggers one
// token refresh and a retry), subscriptions over graphql-ws authenticated in connection_init. A new environment is
// made whenever the signed-in user changes, so that nothing cached for one user is shown to the next.
import { Environment, Network, Observable, RecordSource, Store, type FetchFunction, type SubscribeFunction } from 'relay-runtime';
import { createClient, type Client } from 'graphql-ws';
import { sessionStore } from '../session/session-store.ts';

export class BackendUnavailableError extends Error {
  constructor() {
    super('Backend Connection Failed');
    this.name = 'BackendUnavailableError';
  }
}

async function postGraphQL(body: string): Promise<Response> {
  const token = sessionStore.current?.accessToken;
  try {
    return await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    });
  } catch {
    throw new BackendUnavailableError();
  }
}

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const body = JSON.stringify({ query: operation.text, variables, operationName: operation.name });
  let response = await postGraphQL(body);
  if (response.status === 401 && sessionStore.current) {
    if (await sessionStore.handleUnauthorized()) response = await postGraphQL(body);
  }
  if (response.status >= 502) throw new BackendUnavailableError();
  const json = await response.json();
  if (json.errors?.length && !json.data) {
    const error = new Error(json.errors[0].message);
    (error as Error & { code?: string }).code = json.errors[0].extensions?.code;
    throw error;
  }
  return json;
};

let wsClient: Client | undefined;

function subscriptionClient(): Client {
  wsClient ??= createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    lazy: true,
    retryAttempts: Infinity,
    connectionParams: () => {
      const token = sessionStore.current?.accessToken;
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    on: {
      // 4403: the token in connection_init was refused; refresh it before the client reconnects.
      closed: (event) => {
        if ((event as CloseEvent)?.code === 4403 && sessionStore.current) void sessionStore.handleUnauthorized();
      },
    },
  });
  return wsClient;
}

/** The server closes a socket with 4401 when the access token it was opened with expires. */
const TOKEN_EXPIRED = 4401;

/**
 * A subscription that outlives its access token: when the server closes the socket because the token expired, the
 * session is refreshed and the subscription started again on a new socket with the new token.
 */
const subscribe: SubscribeFunction = (operation, variables) =>
  Observable.create((sink) => {
    let stop = () => {};
    let ended = false;
    const start = () => {
      stop = subscriptionClient().subscribe({ query: operation.text ?? '', variables, operationName: operation.name }, {
        next: (value) => sink.next(value as never),
        error: (error) => {
          if ((error as CloseEvent)?.code === TOKEN_EXPIRED && sessionStore.current) {
            void sessionStore.refresh().then((renewed) => {
              if (ended) return;
              if (renewed) start();
              else sink.error(new Error('Session expired'));
            });
            return;
          }
          sink.error(error instanceof Error ? error : new Error('Subscription failed'));
        },
        complete: () => sink.complete(),
      });
    };
    start();
    return () => {
      ended = true;
      stop();
    };
  });

function createEnvironment(): Environment {
  return new Environment({ network: Network.create(fetchGraphQL, subscribe), store: new Store(new RecordSource()) });
}

let environment = createEnvironment();
let environmentUserId = sessionStore.current?.user.id ?? null;

/** The environment for the current user; replaced (and the socket reconnected) when the user changes. */
export function getEnvironment(): Environment {
  const userId = sessionStore.current?.user.id ?? null;
  if (userId !== environmentUserId) {
    environmentUserId = userId;
    environment = createEnvironment();
    wsClient?.terminate();
    wsClient = undefined;
  }
  return environment;
}
