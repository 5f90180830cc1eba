// Filters a live event stream per subscriber. A plain iterator rather than a Repeater (graphql-yoga's `filter`):
// this runs for every subscriber on every event, and the Repeater's buffering and promise bookkeeping showed up as
// a measurable share of the fan-out to a thousand sockets. Closing it (the client unsubscribed) closes the source,
// which also ends a `next()` that is waiting for the next event.
export function filterEvents<T>(source: AsyncIterable<T>, keep: (event: T) => boolean | Promise<boolean>): AsyncIterableIterator<T> {
  const events = source[Symbol.asyncIterator]();
  return {
    async next() {
      for (;;) {
        const result = await events.next();
        if (result.done || (await keep(result.value))) return result;
      }
    },
    return: (value?: unknown) => events.return?.(value) ?? Promise.resolve({ done: true as const, value: undefined }),
    throw: (error?: unknown) => events.throw?.(error) ?? Promise.reject(error),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
