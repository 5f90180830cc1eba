// Rows the app reads on nearly every request (a viewer's rights, a project), kept in memory so that a request does
// not read them from the database. An entry is kept exactly as long as nothing changed it: every service that
// changes one announces it after its commit, which drops the entry here at once and, through the event bus, on every
// other instance. Writes made outside the app (SQL by hand, `npm run admin` while the server runs) reach kept
// entries within the time to live.
import { LRUCache } from 'lru-cache';
import type { EventMap, Events } from '../pubsub.ts';

export interface KeptInMemory<T> {
  /**
   * The value for `key`, or null when there is none (not kept: a row created later must be found). With `mustHold`,
   * a kept value that fails it is read again first.
   */
  get(key: string, mustHold?: (value: T) => boolean): Promise<T | null>;
  /** Drops what is kept for these keys (or every key): the next get reads the database. */
  forget(keys: readonly string[] | 'all'): void;
  /**
   * Replaces a kept value by what `change` makes of it (null forgets it). A read under way is not kept, kept value
   * or not: it may have read the value from before the change.
   */
  amend(key: string, change: (value: T) => T | null): void;
  /** Calls `listener` after every forget(). */
  onForget(listener: (keys: readonly string[] | 'all') => void): () => void;
}

export function keepInMemory<T extends object>(load: (key: string) => Promise<T | null>, limits: { max: number; ttlMs: number }): KeptInMemory<T> {
  const kept = new LRUCache<string, T>({ max: limits.max, ttl: limits.ttlMs });
  const loading = new Map<string, Promise<T | null>>();
  // Bumped by every forget(): a load that started before a change must not store what it read.
  let generation = 0;
  const listeners = new Set<(keys: readonly string[] | 'all') => void>();
  return {
    get(key, mustHold) {
      const hit = kept.get(key);
      if (hit && (!mustHold || mustHold(hit))) return Promise.resolve(hit);
      if (hit) {
        kept.delete(key);
        loading.delete(key);
      }
      let pending = loading.get(key);
      if (!pending) {
        const startedAt = generation;
        pending = load(key).then((value) => {
          if (value && generation === startedAt) kept.set(key, value);
          return value;
        });
        const settled = () => {
          if (loading.get(key) === pending) loading.delete(key);
        };
        pending.then(settled, settled);
        loading.set(key, pending);
      }
      return pending;
    },
    forget(keys) {
      generation += 1;
      if (keys === 'all') {
        kept.clear();
        loading.clear();
      } else {
        for (const key of keys) {
          kept.delete(key);
          loading.delete(key);
        }
      }
      for (const listener of listeners) listener(keys);
    },
    amend(key, change) {
      const hit = kept.get(key);
      const next = hit ? change(hit) : null;
      if (hit && next === hit) return;
      generation += 1; // a load under way may have read the value from before the change
      loading.delete(key);
      if (next) kept.set(key, next);
      else kept.delete(key);
    },
    onForget(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The events every instance follows as a whole (their routing id is 'all'). */
type InstanceTopic = { [K in keyof EventMap]: EventMap[K][0] extends 'all' ? K : never }[keyof EventMap];

/** The events that announce changed kept entries: their keys, or every key. */
export type ForgetTopic = { [K in keyof EventMap]: EventMap[K] extends ['all', { keys: readonly string[] | 'all' }] ? K : never }[keyof EventMap];

/** This instance forgets at once; the others when the event reaches them. Call after the change is committed. */
export function announceForget(kept: Pick<KeptInMemory<object>, 'forget'>, events: Events, topic: ForgetTopic, keys: readonly string[] | 'all'): void {
  if (keys !== 'all' && keys.length === 0) return;
  kept.forget(keys);
  events.publish(topic, 'all', { keys: keys === 'all' ? 'all' : [...keys] });
}

/** Applies every event of an instance-wide topic to kept entries. Returns a function that stops listening. */
export function followEvents<K extends InstanceTopic>(kept: Pick<KeptInMemory<object>, 'forget'>, events: Events, topic: K, apply: (payload: EventMap[K][1]) => void): () => void {
  const stream = events.subscribe(topic, 'all');
  void (async () => {
    try {
      for await (const payload of stream) apply(payload);
    } catch {
      // The stream ended with an error (this instance fell behind): nothing kept can be trusted.
      kept.forget('all');
    }
  })();
  return () => void stream.return?.();
}

/** Keeps this instance's entries in step with changes announced anywhere. Returns a function that stops listening. */
export function followForgets(kept: Pick<KeptInMemory<object>, 'forget'>, events: Events, topic: ForgetTopic, transportHealthy: () => boolean): () => void {
  const stopFollowing = followEvents(kept, events, topic, ({ keys }) => kept.forget(keys));
  // While the shared transport is down, changes made on other instances do not arrive: keep nothing until it is back,
  // and forget once more when it is (a change may have been missed in between).
  let wasHealthy = true;
  const watch = setInterval(() => {
    const healthy = transportHealthy();
    if (!healthy || !wasHealthy) kept.forget('all');
    wasHealthy = healthy;
  }, 1_000);
  watch.unref();
  return () => {
    clearInterval(watch);
    stopFollowing();
  };
}
