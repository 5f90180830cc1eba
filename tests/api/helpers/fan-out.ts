// Many graphql-ws subscribers in this one process, each on its own socket, and the time from publishing an event to
// its delivery to each of them. Used by the scale suite (every subscriber gets every event) and by
// bench/subscriptions.ts (how long the last one waits).
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

const CONNECT_BATCH = 250;

export interface FanOut {
  /** One socket per subscriber: where it connects and its connection_init payload. */
  sockets: Array<{ url: string; params: Record<string, unknown> }>;
  subscription: { query: string; variables?: Record<string, unknown> };
  /** The text an event carries (what publish() sent). */
  textOf(data: Record<string, unknown>): string;
  /** Publishes `text`; the clock starts when it is called. */
  publish(text: string): Promise<void>;
}

export interface FanOutOptions {
  /** Events timed, after `warmup` untimed ones. */
  events: number;
  warmup: number;
  pauseMs: number;
  /** How long one event may take to reach everyone before the run fails. */
  deliveryTimeoutMs: number;
}

/** Per timed event, milliseconds from publishing until the first, the median and the last subscriber had it. */
export interface FanOutTimes {
  first: number[];
  half: number[];
  last: number[];
}

/**
 * Opens the subscribers, probes until one event reaches all of them (sockets connect and subscribe asynchronously),
 * then publishes the events one after another and times each until every subscriber has it. Throws if an event does
 * not reach everyone, or a subscriber gets an error.
 */
export async function timeFanOut(label: string, fan: FanOut, options: FanOutOptions): Promise<FanOutTimes> {
  const received = new Map<string, number[]>();
  const failures: string[] = [];
  const subscribeOne = ({ url, params }: FanOut['sockets'][number]) =>
    new Promise<Client>((connected) => {
      const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: params, retryAttempts: 0, on: { connected: () => connected(client) } });
      client.subscribe(fan.subscription, {
        next: ({ data, errors }) => {
          const at = performance.now();
          if (errors) return void failures.push(JSON.stringify(errors));
          const text = fan.textOf(data as Record<string, unknown>);
          const times = received.get(text);
          if (times) times.push(at);
          else received.set(text, [at]);
        },
        error: (error) => {
          failures.push(String(error instanceof Error ? error.message : JSON.stringify(error)));
          connected(client);
        },
        complete: () => {},
      });
    });
  // A few hundred sockets at a time: thousands of connections opened in the same instant overflow the listen queue.
  const clients: Client[] = [];
  for (let i = 0; i < fan.sockets.length; i += CONNECT_BATCH) clients.push(...(await Promise.all(fan.sockets.slice(i, i + CONNECT_BATCH).map(subscribeOne))));
  const allReceived = async (text: string, timeoutMs: number) => {
    const started = performance.now();
    while ((received.get(text)?.length ?? 0) < clients.length) {
      if (failures.length) throw new Error(`${label}: ${failures.length} subscriber(s) failed, e.g. ${failures[0]}`);
      if (performance.now() - started > timeoutMs) return false;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    return true;
  };
  try {
    for (let attempt = 1; ; attempt += 1) {
      await fan.publish(`probe ${attempt}`);
      if (await allReceived(`probe ${attempt}`, 3_000)) break;
      if (attempt === 30) throw new Error(`${label}: only ${received.get(`probe ${attempt}`)?.length ?? 0} of ${clients.length} subscribers are live`);
    }
    const times: FanOutTimes = { first: [], half: [], last: [] };
    for (let i = 0; i < options.warmup + options.events; i += 1) {
      const text = `Event ${i}: **bring** three Negates after board`;
      const startedAt = performance.now();
      await fan.publish(text);
      if (!(await allReceived(text, options.deliveryTimeoutMs))) throw new Error(`${label}: event ${i} reached only ${received.get(text)?.length ?? 0} of ${clients.length} subscribers`);
      if (i >= options.warmup) {
        const delays = received.get(text)!.map((at) => at - startedAt).sort((a, b) => a - b);
        times.first.push(delays[0]);
        times.half.push(delays[Math.floor(delays.length / 2)]);
        times.last.push(delays[delays.length - 1]);
      }
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
    return times;
  } finally {
    await Promise.all(clients.map((client) => client.dispose()));
  }
}
