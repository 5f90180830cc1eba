// What the main thread and the embedded database's thread (database-thread-worker.ts) say to each other. Types
// only: both sides import them, so a request and its handler cannot drift apart.

export interface DatabaseThreadOptions {
  /** PGlite's data directory; an in-memory database when absent. */
  pgdata?: string;
  /** Where the socket server listens: a unix socket path, or a loopback TCP port (0 picks one). */
  listen: { path: string } | { port: number };
}

/**
 * Everything the main thread may ask the database thread, each with its argument and its answer (both must survive
 * structured cloning). To add a request, add an entry here and its
 * handler in database-thread-worker.ts; `DatabaseThread.request` is typed from this map.
 */
export interface DatabaseRequests {
  /** Closes every client connection, then PGlite (its files are complete afterwards). */
  stop: { args: null; result: null };
  /** Ends the thread at once without closing anything, as a crash would (exit code 1); never answered. */
  crash: { args: null; result: never };
  /** A gzipped tarball of the data directory, taken between transactions (PGlite's dumpDataDir). */
  dumpDataDir: { args: null; result: ArrayBuffer };
}

export type RequestType = keyof DatabaseRequests;

export type RequestMessage = { [K in RequestType]: { id: number; type: K; args: DatabaseRequests[K]['args'] } }[RequestType];

/** From the database thread: the socket server listens (on `port` for TCP), or the answer to request `id`. */
export type ThreadMessage =
  | { type: 'listening'; port: number }
  | { type: 'reply'; id: number; result: unknown }
  | { type: 'reply'; id: number; error: string };
