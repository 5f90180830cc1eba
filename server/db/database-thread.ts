// The main thread's handle on the embedded database's thread (database-thread-worker.ts): starts it, waits until its
// socket server listens, sends it requests and reads their answers, and reports the thread's end when nobody asked
// for it.
import { Worker } from 'node:worker_threads';
import type { DatabaseRequests, DatabaseThreadOptions, RequestType, ThreadMessage } from './database-thread-protocol.ts';

const WORKER_FILE = new URL('./database-thread-worker.ts', import.meta.url);

export interface DatabaseThread {
  /** The loopback TCP port the socket server listens on; 0 on a unix socket. */
  port: number;
  /** Sends a request (database-thread-protocol.ts) and resolves with its answer. */
  request<K extends RequestType>(type: K, args: DatabaseRequests[K]['args']): Promise<DatabaseRequests[K]['result']>;
  /** Closes the connections and PGlite, then ends the thread. */
  stop(): Promise<void>;
  /** Ends the thread at once, as a crash would: what follows one can be tested. */
  kill(): Promise<void>;
}

/**
 * Starts the thread and resolves once it listens; rejects if it fails to start. `onCrash` is called when the thread
 * ends later without stop() (an uncaught error, PGlite aborting, kill()); requests still unanswered then reject.
 */
export function startDatabaseThread(options: DatabaseThreadOptions, onCrash: (error: Error) => void): Promise<DatabaseThread> {
  const worker = new Worker(WORKER_FILE, { workerData: options });
  const unanswered = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  let stopping = false;
  let failure: Error | undefined;

  const request: DatabaseThread['request'] = (type, args) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      unanswered.set(id, { resolve: resolve as (result: unknown) => void, reject });
      worker.postMessage({ id, type, args });
    });

  return new Promise((resolve, reject) => {
    let listening = false;
    worker.on('error', (error) => (failure = error));
    worker.on('exit', (code) => {
      const error = failure ?? new Error(`the embedded database thread ended (exit code ${code})`);
      for (const { reject: fail } of unanswered.values()) fail(error);
      unanswered.clear();
      if (!listening) reject(error);
      else if (!stopping) onCrash(error);
    });
    worker.on('message', (message: ThreadMessage) => {
      if (message.type === 'listening') {
        listening = true;
        resolve({
          port: message.port,
          request,
          async stop() {
            stopping = true;
            await request('stop', null).catch(() => {}); // a thread that already ended has nothing left to close
            await worker.terminate();
          },
          kill: () =>
            new Promise<void>((ended) => {
              worker.once('exit', () => ended());
              void request('crash', null).catch(() => {});
            }),
        });
        return;
      }
      const waiting = unanswered.get(message.id);
      unanswered.delete(message.id);
      if ('error' in message) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.result);
    });
  });
}
