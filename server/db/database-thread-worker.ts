// The embedded database's own thread: PGlite and the socket server that serves it (pglite-socket-server.ts). PGlite
// runs PostgreSQL compiled to WebAssembly synchronously, so a long statement occupies whichever thread runs it; here
// that is this one, and the app's thread keeps answering HTTP, WebSockets and timers meanwhile. Started and stopped
// by database-thread.ts; node runs this file itself (not through any bundler or test transform).
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGliteSocketServer } from './pglite-socket-server.ts';
import type { DatabaseRequests, DatabaseThreadOptions, RequestMessage, RequestType, ThreadMessage } from './database-thread-protocol.ts';

const { pgdata, listen } = workerData as DatabaseThreadOptions;
const port = parentPort!;
const post = (message: ThreadMessage) => port.postMessage(message);

/**
 * Below the app's thread when the two want the same CPU (on 2 vCPUs they do): a long statement then waits rather
 * than the requests that need no database. Linux sets a nice value per thread (setpriority with this thread's id,
 * from /proc/thread-self); elsewhere the thread keeps the process's priority.
 */
const SQL_NICE = 10;
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), SQL_NICE);
} catch {
  // Not Linux: nothing to do.
}

const db = await PGlite.create(pgdata);
const server = new PGliteSocketServer(db);

const handlers: { [K in RequestType]: (args: DatabaseRequests[K]['args']) => Promise<DatabaseRequests[K]['result']> } = {
  async stop() {
    await server.close();
    await db.close();
    return null;
  },
  // Exiting from inside lets the thread end between two tasks; terminate() from outside may stop it in the middle of
  // PGlite's WebAssembly, which has taken the whole test process down with it.
  crash: () => process.exit(1),
  dumpDataDir: () => server.betweenTransactions(async () => (await db.dumpDataDir('gzip')).arrayBuffer()),
};

port.on('message', async ({ id, type, args }: RequestMessage) => {
  try {
    post({ type: 'reply', id, result: await handlers[type](args) });
  } catch (error) {
    post({ type: 'reply', id, error: (error as Error).message });
  }
});

try {
  post({ type: 'listening', port: await server.listen(listen) });
} catch (error) {
  await db.close(); // the thread ends with the error; leave the files closed properly
  throw error;
}
