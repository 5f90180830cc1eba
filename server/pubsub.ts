// Typed events that services publish after their transaction commits. The payloads of events that reach subscribers
// carry ids only: subscribers re-read the rows through the normal resolvers, so what a subscriber sees is always what
// it is allowed to read. The instance-wide announcements of what kept entries must drop or take (rightsChanged,
// projectsChanged, projectMatchesChanged) reach no subscriber.
// In-process by default; with REDIS_URL every instance shares the events through Redis.
//
// One thread may have a thousand followers in one process. Each topic therefore has a single listener on the
// transport, which hands the event to its subscribers' queues in a plain loop: the general-purpose pub/sub
// (@graphql-yoga/subscription: an event-target listener and a Repeater per subscriber) took 4 ms per event for a
// thousand subscribers, and 10 ms at the 95th percentile, of a fan-out whose whole budget is 100 ms.
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import type { AnnouncedChange } from './services/matches/announced-changes.ts';
import type { ProjectContent } from './services/projects/project-events.ts';
import { log } from './observability/logger.ts';
import { metrics } from './observability/metrics.ts';

/**
 * A comment was added, edited or deleted. Its project and author (neither ever changes) say who may read it and what
 * a subscriber's answer depends on (comment-events.ts), so that deciding needs no read.
 */
export interface CommentEvent {
  commentId: string;
  projectId: string;
  authorId: string | null;
}

/**
 * A match was logged, edited or removed: the archetypes on its sides before and after (their matrix rows changed).
 * Without archetypeIds, many matches changed at once (a CSV import): every row may have.
 */
export interface MatchEvent {
  matchId: string;
  archetypeIds?: string[];
  /** Set for a CSV import: how many matches it wrote (matchId is the last of them). */
  imported?: number;
}

/** A project's match data after a write (services/matches/match-state.ts). */
export interface MatchState {
  projectId: string;
  matrixVersion: number;
  activeMatches: number;
  /** Every row "MatchChange" holds for matrixVersion; absent when there were too many to send. */
  changes?: AnnouncedChange[];
}

/** routing key → [topic id, payload] */
export type EventMap = {
  commentAdded: [commentableId: string, CommentEvent];
  commentUpdated: [commentableId: string, CommentEvent];
  commentDeleted: [commentableId: string, CommentEvent];
  notificationAdded: [userId: string, { notificationId: string }];
  matchLogged: [projectId: string, MatchEvent];
  /** The project's comments, decklists or archetypes changed (services/projects/project-events.ts). */
  projectContentChanged: [projectId: string, { content: ProjectContent }];
  /** Users (ids) whose admin flag, memberships, roles or account changed: kept viewer rights must be read again. */
  rightsChanged: [scope: 'all', { keys: string[] | 'all' }];
  /** Projects (ids) whose row, team or archetypes and matches changed: kept project rows must be read again. */
  projectsChanged: [scope: 'all', { keys: string[] | 'all' }];
  /**
   * A statement wrote a project's matches: the project's matrix version and active match count after it, and the
   * changes the statement of that version logged (when few).
   */
  projectMatchesChanged: [scope: 'all', MatchState];
};

export interface Events {
  publish<K extends keyof EventMap>(routingKey: K, id: EventMap[K][0], payload: EventMap[K][1]): void;
  /**
   * The topic's events from now on, in order. Every subscriber in this process gets the same payload object for an
   * event (so per-event work can be shared, keyed by it). A subscriber that falls more than MAX_PENDING_EVENTS behind
   * has its stream ended with an error rather than holding events without limit.
   */
  subscribe<K extends keyof EventMap>(routingKey: K, id: EventMap[K][0]): AsyncIterableIterator<EventMap[K][1]>;
}

export const MAX_PENDING_EVENTS = 1024;

/** What carries events between publishers and subscribers: an EventTarget in-process, or Redis. */
type Transport = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;

/** One subscriber's events: a queue that `next()` drains, waiting when it is empty. */
function eventQueue<T>(onEnd: () => void): { deliver: (event: T) => void; iterator: AsyncIterableIterator<T> } {
  const pending: T[] = [];
  let waiting: { resolve: (result: IteratorResult<T>) => void; reject: (error: Error) => void } | null = null;
  let ended: { error: Error | null } | null = null;
  const end = (error: Error | null) => {
    if (ended) return;
    ended = { error };
    onEnd();
    pending.length = 0;
    const wake = waiting;
    waiting = null;
    if (error) wake?.reject(error);
    else wake?.resolve({ done: true, value: undefined });
  };
  const deliver = (event: T) => {
    if (ended) return;
    if (waiting) {
      const wake = waiting;
      waiting = null;
      wake.resolve({ done: false, value: event });
    } else if (pending.length < MAX_PENDING_EVENTS) {
      pending.push(event);
    } else {
      end(new Error('This subscription fell too far behind its events and was ended; subscribe again'));
    }
  };
  const iterator: AsyncIterableIterator<T> = {
    next() {
      if (pending.length) return Promise.resolve({ done: false, value: pending.shift()! });
      if (ended) return ended.error ? Promise.reject(ended.error) : Promise.resolve({ done: true, value: undefined });
      return new Promise((resolve, reject) => (waiting = { resolve, reject }));
    },
    return() {
      end(null);
      return Promise.resolve({ done: true, value: undefined });
    },
    throw(error?: unknown) {
      end(null);
      return Promise.reject(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return { deliver, iterator };
}

/** What travels on the transport: the payload, and when it was published (the bus's lag, in the metrics). */
interface Published {
  payload: unknown;
  publishedAt: number;
}

/** Events over a transport, with one transport listener per topic that has subscribers in this process. */
export function createEvents(transport: Transport): Events {
  const subscribers = new Map<string, Set<(payload: unknown) => void>>();
  const listener = (event: Event) => {
    const { payload, publishedAt } = (event as CustomEvent<Published>).detail;
    metrics.eventLag.observe(Math.max(0, Date.now() - publishedAt) / 1000);
    for (const deliver of subscribers.get(event.type) ?? []) deliver(payload);
  };
  return {
    publish(routingKey, id, payload) {
      const detail: Published = { payload, publishedAt: Date.now() };
      transport.dispatchEvent(new CustomEvent(`${routingKey}:${id}`, { detail }));
    },
    subscribe(routingKey, id) {
      const topic = `${routingKey}:${id}`;
      let topicSubscribers = subscribers.get(topic);
      if (!topicSubscribers) {
        subscribers.set(topic, (topicSubscribers = new Set()));
        transport.addEventListener(topic, listener);
      }
      const subscribed = topicSubscribers;
      const queue = eventQueue<EventMap[typeof routingKey][1]>(() => {
        subscribed.delete(deliver);
        if (subscribed.size === 0 && subscribers.get(topic) === subscribed) {
          subscribers.delete(topic);
          transport.removeEventListener(topic, listener);
        }
      });
      const deliver = queue.deliver as (payload: unknown) => void;
      subscribed.add(deliver);
      return queue.iterator;
    },
  };
}

export interface EventBus {
  events: Events;
  /** Whether the shared transport (Redis) is reachable; always true in-process. */
  healthy(): boolean;
  close(): Promise<void>;
}

export function createEventBus(redisUrl?: string): EventBus {
  if (!redisUrl) return { events: createEvents(new EventTarget()), healthy: () => true, close: async () => {} };
  const connect = (role: string) => {
    const client = new Redis(redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
    client.on('error', (error) => log.warn(`redis ${role}: ${error.message}`));
    return client;
  };
  const publishClient = connect('publisher');
  const subscribeClient = connect('subscriber');
  const transport = createRedisEventTarget<CustomEvent>({ publishClient, subscribeClient });
  return {
    events: createEvents(transport as unknown as Transport),
    healthy: () => publishClient.status === 'ready' && subscribeClient.status === 'ready',
    // quit() lets the commands already sent finish; disconnect() would reject them where nobody listens (unhandled
    // rejections). A Redis that does not answer within a second is left at once.
    async close() {
      await Promise.all(
        [publishClient, subscribeClient].map(async (client) => {
          let timer: NodeJS.Timeout | undefined;
          const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, 1_000)));
          await Promise.race([client.quit().catch(() => undefined), late]);
          clearTimeout(timer);
          client.disconnect();
        }),
      );
    },
  };
}
