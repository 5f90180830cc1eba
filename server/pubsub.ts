// Typed events that services publish after their transaction commits. Payloads carry ids only: subscribers re-read
// the rows through the normal resolvers, so what a subscriber sees is always what it is allowed to read.
// In-process by default; with REDIS_URL every instance shares the events through Redis.
import { createPubSub, type PubSub } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import { setMaxListeners } from 'node:events';
import { log } from './logger.ts';

export interface CommentEvent {
  commentId: string;
}

/** routing key → [topic id, payload] */
export type EventMap = {
  commentAdded: [commentableId: string, CommentEvent];
  commentUpdated: [commentableId: string, CommentEvent];
  commentDeleted: [commentableId: string, CommentEvent];
  notificationAdded: [userId: string, { notificationId: string }];
  matchLogged: [projectId: string, { matchId: string }];
};

export type Events = PubSub<EventMap>;

export interface EventBus {
  events: Events;
  /** Whether the shared transport (Redis) is reachable; always true in-process. */
  healthy(): boolean;
  close(): Promise<void>;
}

export function createEventBus(redisUrl?: string): EventBus {
  if (!redisUrl) {
    // Hundreds of people may follow one thread: lift Node's default warning at eleven listeners per event.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return { events: createPubSub<EventMap>({ eventTarget: eventTarget as never }), healthy: () => true, close: async () => {} };
  }
  const connect = (role: string) => {
    const client = new Redis(redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
    client.on('error', (error) => log.warn(`redis ${role}: ${error.message}`));
    return client;
  };
  const publishClient = connect('publisher');
  const subscribeClient = connect('subscriber');
  const eventTarget = createRedisEventTarget<CustomEvent>({ publishClient, subscribeClient });
  return {
    events: createPubSub<EventMap>({ eventTarget }),
    healthy: () => publishClient.status === 'ready' && subscribeClient.status === 'ready',
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
