// The scale-out suite runs against the local PostgreSQL server and Redis (see README). Each test file gets a
// database of its own, dropped afterwards.
import { createServer, Socket, type Server } from 'node:net';
import pg from 'pg';

export const POSTGRES_URL = process.env.SCALE_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function admin<T>(run: (client: pg.Client) => Promise<T>, serverUrl = POSTGRES_URL): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database on the server and returns its URL and a function that drops it. */
export async function freshDatabase(prefix = 'sideboard_test', serverUrl = POSTGRES_URL): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await admin((client) => client.query(`CREATE DATABASE "${name}"`), serverUrl);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`), serverUrl).then(() => undefined),
  };
}

/**
 * A TCP proxy to a service that the test can cut and restore, to simulate the database or Redis going away
 * while the app keeps running.
 */
export async function cuttableProxy(target: string): Promise<{ url: string; cut(): void; restore(): void; close(): Promise<void> }> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  let open = true;
  const server: Server = createServer((client) => {
    if (!open) return client.destroy();
    const remote = new Socket();
    remote.connect(Number(upstream.port), upstream.hostname);
    for (const s of [client, remote]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(remote).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const url = new URL(target);
  url.port = String(port);
  url.hostname = '127.0.0.1';
  const dropConnections = () => {
    for (const s of sockets) s.destroy();
  };
  return {
    url: url.toString(),
    cut() {
      open = false;
      dropConnections();
    },
    restore() {
      open = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropConnections();
        server.close(() => resolve());
      }),
  };
}
