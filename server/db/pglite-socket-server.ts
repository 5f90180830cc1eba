// Serves a PGlite database to several PostgreSQL-protocol connections at once.
//
// PGlite is a single backend session. @electric-sql/pglite-socket multiplexes connections onto it one protocol
// message at a time, which breaks the extended query protocol under concurrency: connection A's Parse/Bind and
// Execute can be separated by B's Bind, and A then fails with 'portal "" does not exist'. This server forwards
// whole batches instead (every message up to and including Sync or a simple Query), and keeps the session for one
// connection from BEGIN until its transaction ends, so statements and transactions of different connections never
// interleave. Connections only queue for the session; PGlite runs one statement at a time anyway.
//
// Prepared statements belong to a session too, so a statement that connection A prepared under a name would collide
// with B's statement of the same name. Each connection's statement names are therefore prefixed with its own
// namespace on the way in (Parse, Bind, Describe and Close name them), and its statements are deallocated when it
// closes: to its client, every connection behaves as a session of its own. (SQL-level PREPARE and EXECUTE are not
// rewritten; nothing in the app uses them.)
import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
/** Messages after which the backend answers ReadyForQuery: a batch ends there. */
const BATCH_END = new Set(['S'.charCodeAt(0), 'Q'.charCodeAt(0)]);
const TERMINATE = 'X'.charCodeAt(0);
const [PARSE, BIND, DESCRIBE, CLOSE, STATEMENT] = ['P', 'B', 'D', 'C', 'S'].map((c) => c.charCodeAt(0));

/** The NUL-terminated string at `offset` and the offset after it. */
function cString(message: Buffer, offset: number): [string, number] {
  const end = message.indexOf(0, offset);
  return [message.toString('utf8', offset, end), end + 1];
}

/** The message with the NUL-terminated name at `offset` replaced by `name`, its length field adjusted. */
function withName(message: Buffer, offset: number, name: string): Buffer {
  const [, after] = cString(message, offset);
  const rewritten = Buffer.concat([message.subarray(0, offset), Buffer.from(`${name}\0`), message.subarray(after)]);
  rewritten.writeInt32BE(rewritten.length - 1, 1);
  return rewritten;
}

/** Where a message names a prepared statement: Parse and Bind always, Describe and Close when they are of one. */
function statementNameOffset(message: Buffer): number | null {
  const type = message[0];
  if (type === PARSE) return 5;
  if (type === BIND) return cString(message, 5)[1]; // after the portal name
  if ((type === DESCRIBE || type === CLOSE) && message[5] === STATEMENT) return 6;
  return null;
}

let namespaces = 0;

/** A fair FIFO lock on the single PGlite session, held by one connection at a time. */
class SessionLock {
  private owner: Connection | null = null;
  private waiting: { connection: Connection; grant: () => void }[] = [];

  acquire(connection: Connection): Promise<void> {
    if (this.owner === connection) return Promise.resolve();
    if (!this.owner) {
      this.owner = connection;
      return Promise.resolve();
    }
    return new Promise((grant) => this.waiting.push({ connection, grant }));
  }

  release(connection: Connection): void {
    if (this.owner !== connection) return;
    const next = this.waiting.shift();
    this.owner = next?.connection ?? null;
    next?.grant();
  }

  holds(connection: Connection): boolean {
    return this.owner === connection;
  }

  forget(connection: Connection): void {
    this.waiting = this.waiting.filter((w) => w.connection !== connection);
    this.release(connection);
  }
}

class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  private batch: Buffer[] = [];
  private started = false;
  /** Batches of this connection run in order. */
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  /** Prefix of this connection's prepared statement names in the shared session. */
  private readonly namespace = `c${++namespaces}_`;
  private prepared = false;

  private readonly socket: Socket;
  private readonly db: PGlite;
  private readonly lock: SessionLock;

  constructor(socket: Socket, db: PGlite, lock: SessionLock) {
    this.socket = socket;
    this.db = db;
    this.lock = lock;
    socket.setNoDelay(true);
    socket.on('data', (data) => this.receive(data));
    socket.on('error', () => this.close());
    socket.on('close', () => this.close());
  }

  private receive(data: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, data]) : data;
    for (;;) {
      if (!this.started) {
        // Startup phase: untyped messages (length, code). SSL and cancel requests are answered or dropped here.
        if (this.buffer.length < 8) return;
        const length = this.buffer.readInt32BE(0);
        const code = this.buffer.readInt32BE(4);
        if (this.buffer.length < length) return;
        const message = this.buffer.subarray(0, length);
        this.buffer = this.buffer.subarray(length);
        if (code === SSL_REQUEST) {
          this.socket.write('N');
        } else if (code === CANCEL_REQUEST) {
          this.socket.end();
        } else if (code === PROTOCOL_3) {
          this.started = true;
          this.submit([message]);
        } else {
          this.socket.destroy();
          return;
        }
        continue;
      }
      if (this.buffer.length < 5) return;
      const length = 1 + this.buffer.readInt32BE(1);
      if (this.buffer.length < length) return;
      const message = this.buffer.subarray(0, length);
      this.buffer = this.buffer.subarray(length);
      const type = message[0];
      if (type === TERMINATE) {
        this.socket.end();
        return;
      }
      this.batch.push(this.inNamespace(message));
      if (BATCH_END.has(type)) {
        this.submit(this.batch);
        this.batch = [];
      }
    }
  }

  /** The message with the statement it names (if any, other than the unnamed one) moved into this connection's namespace. */
  private inNamespace(message: Buffer): Buffer {
    const offset = statementNameOffset(message);
    if (offset === null) return message;
    const [name] = cString(message, offset);
    if (!name) return message;
    if (message[0] === PARSE) this.prepared = true;
    return withName(message, offset, this.namespace + name);
  }

  private submit(messages: Buffer[]): void {
    const payload = new Uint8Array(Buffer.concat(messages));
    this.queue = this.queue.then(() => this.run(payload));
  }

  private async run(payload: Uint8Array): Promise<void> {
    if (this.closed) return;
    await this.lock.acquire(this);
    if (this.closed) return this.lock.release(this);
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(payload, {
          onRawData: (chunk) => {
            if (!this.socket.destroyed) this.socket.write(Buffer.from(chunk));
          },
        }),
      );
    } catch {
      this.socket.destroy();
    } finally {
      // Keep the session while this connection's transaction is open; otherwise let the next connection in.
      if (this.closed || !this.db.isInTransaction()) this.lock.release(this);
    }
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    // A connection that dies inside its transaction must not leave the transaction open for the next one.
    this.queue = this.queue.then(async () => {
      try {
        if (this.db.closed) return;
        if (this.lock.holds(this) && this.db.isInTransaction()) await this.db.exec('ROLLBACK');
        if (this.prepared) await this.deallocateStatements();
      } catch {
        // The database is closing: nothing left to roll back.
      } finally {
        this.lock.forget(this);
      }
    });
  }

  /** Frees the statements this connection prepared, which would otherwise outlive it in the shared session. */
  private async deallocateStatements(): Promise<void> {
    await this.lock.acquire(this);
    const { rows } = await this.db.query<{ name: string }>('SELECT name FROM pg_prepared_statements WHERE starts_with(name, $1)', [this.namespace]);
    for (const { name } of rows) await this.db.exec(`DEALLOCATE "${name.replaceAll('"', '""')}"`);
  }

  /** Resolves once everything this connection queued has finished. */
  settled(): Promise<void> {
    return this.queue;
  }

  destroy(): void {
    this.socket.destroy();
  }
}

export class PGliteSocketServer {
  private readonly server: Server;
  private readonly connections = new Set<Connection>();
  private readonly lock = new SessionLock();

  private readonly db: PGlite;

  constructor(db: PGlite) {
    this.db = db;
    this.server = createServer((socket) => {
      const connection = new Connection(socket, db, this.lock);
      this.connections.add(connection);
      socket.on('close', () => this.connections.delete(connection));
    });
  }

  /** Listens on a unix socket path, or on loopback TCP (port 0 picks one) when given a port. Returns the port. */
  listen(target: { path: string } | { port: number }): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      const done = () => {
        const address = this.server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      };
      if ('path' in target) this.server.listen(target.path, done);
      else this.server.listen(target.port, '127.0.0.1', done);
    });
  }

  /** Runs `work` while no connection is inside a transaction (a backup then holds only committed transactions). */
  async betweenTransactions<T>(work: () => Promise<T>): Promise<T> {
    const holder = {} as Connection; // a place in the queue of the session, like a connection's
    await this.lock.acquire(holder);
    try {
      return await work();
    } finally {
      this.lock.release(holder);
    }
  }

  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const connection of this.connections) connection.destroy();
    await Promise.all([...this.connections].map((c) => c.settled()));
    await closed;
  }
}
