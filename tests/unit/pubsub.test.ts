// The in-process event bus: one transport listener per topic, one queue per subscriber.
import { describe, expect, it } from 'vitest';
import { createEvents, MAX_PENDING_EVENTS } from '../../server/pubsub.ts';

/** An EventTarget that counts its listeners per topic. */
function countingTarget() {
  const target = new EventTarget();
  const listeners = new Map<string, number>();
  return {
    listeners,
    addEventListener: (type: string, listener: EventListener) => {
      listeners.set(type, (listeners.get(type) ?? 0) + 1);
      target.addEventListener(type, listener);
    },
    removeEventListener: (type: string, listener: EventListener) => {
      listeners.set(type, (listeners.get(type) ?? 0) - 1);
      target.removeEventListener(type, listener);
    },
    dispatchEvent: (event: Event) => target.dispatchEvent(event),
  };
}

/** A comment event (its project and author do not matter here). */
const comment = (commentId: string) => ({ commentId, projectId: 'p', authorId: null });

describe('events', () => {
  it('hands each event of a topic, in order, to every subscriber of that topic and no other', async () => {
    const events = createEvents(new EventTarget());
    const [a, b] = [events.subscribe('commentAdded', 'thread-1'), events.subscribe('commentAdded', 'thread-1')];
    const other = events.subscribe('commentAdded', 'thread-2');
    const updated = events.subscribe('commentUpdated', 'thread-1');
    const first = comment('c1');
    events.publish('commentAdded', 'thread-1', first);
    events.publish('commentAdded', 'thread-1', comment('c2'));
    const [a1, b1] = [await a.next(), await b.next()];
    // The same object for every subscriber: per-event work is shared by keying on it.
    expect(a1.value).toBe(first);
    expect(b1.value).toBe(first);
    expect((await a.next()).value).toEqual(comment('c2'));
    expect((await b.next()).value).toEqual(comment('c2'));
    events.publish('commentAdded', 'thread-2', comment('c3'));
    expect((await other.next()).value).toEqual(comment('c3'));
    const nothingYet = await Promise.race([updated.next(), new Promise((resolve) => setTimeout(() => resolve('nothing'), 20))]);
    expect(nothingYet).toBe('nothing');
  });

  it('wakes a waiting subscriber, and ends its wait when it unsubscribes', async () => {
    const events = createEvents(new EventTarget());
    const subscriber = events.subscribe('notificationAdded', 'user-1');
    const waiting = subscriber.next();
    events.publish('notificationAdded', 'user-1', { notificationId: 'n1' });
    expect(await waiting).toEqual({ done: false, value: { notificationId: 'n1' } });
    const next = subscriber.next();
    await subscriber.return!();
    expect(await next).toEqual({ done: true, value: undefined });
    events.publish('notificationAdded', 'user-1', { notificationId: 'n2' });
    expect(await subscriber.next()).toEqual({ done: true, value: undefined });
  });

  it('listens on the transport once per topic, and stops when the last subscriber leaves', async () => {
    const target = countingTarget();
    const events = createEvents(target);
    const subscribers = Array.from({ length: 3 }, () => events.subscribe('matchLogged', 'project-1'));
    expect(target.listeners.get('matchLogged:project-1')).toBe(1);
    await subscribers[0].return!();
    await subscribers[1].return!();
    expect(target.listeners.get('matchLogged:project-1')).toBe(1);
    await subscribers[2].return!();
    expect(target.listeners.get('matchLogged:project-1')).toBe(0);
    // Subscribing again listens again.
    const again = events.subscribe('matchLogged', 'project-1');
    expect(target.listeners.get('matchLogged:project-1')).toBe(1);
    events.publish('matchLogged', 'project-1', { matchId: 'm1' });
    expect((await again.next()).value).toEqual({ matchId: 'm1' });
  });

  it('ends the stream of a subscriber that falls too far behind, without holding its events', async () => {
    const events = createEvents(new EventTarget());
    const slow = events.subscribe('commentAdded', 'busy');
    const keeping = events.subscribe('commentAdded', 'busy');
    for (let i = 0; i <= MAX_PENDING_EVENTS; i++) {
      events.publish('commentAdded', 'busy', comment(`c${i}`));
      if (i % 100 === 0) for (let read = 0; read < 100 && i > 0; read++) await keeping.next();
    }
    await expect(slow.next()).rejects.toThrow('fell too far behind');
    // The others are unaffected.
    events.publish('commentAdded', 'busy', comment('after'));
    const rest: string[] = [];
    for (;;) {
      const { value } = await keeping.next();
      rest.push(value!.commentId);
      if (value!.commentId === 'after') break;
    }
    expect(rest.at(-2)).toBe(`c${MAX_PENDING_EVENTS}`);
  });
});
