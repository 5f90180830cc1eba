// Whether an error means the database cannot be reached right now (its server is down, restarting or refusing
// connections), as opposed to a fault of the request: such requests are answered 503 with Retry-After, not 500.

/**
 * PostgreSQL's SQLSTATEs for a server shutting down, starting up or gone; Prisma's codes for a server it cannot reach
 * or that closed the connection (P1001, P1002, P1017), and its driver adapter's kinds of the same.
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', 'P1001', 'P1002', 'P1017']);
const UNAVAILABLE_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout']);
/**
 * What node-postgres says when a connection drops or the pool cannot get one in time, and node when nothing listens
 * on the server's socket or port.
 */
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|connect (ECONNREFUSED|ENOENT)|Client has encountered a connection error/;

/** Prisma's code for a transaction that found no connection in time (the pool is exhausted or cannot connect). */
const NO_CONNECTION_IN_TIME = 'P2028';

interface ErrorLike {
  kind?: unknown;
  code?: unknown;
  originalCode?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
}

/** Looks through the error and what it wraps (Prisma keeps the driver's error under meta.driverAdapterError.cause). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { kind, code, originalCode, message, cause, meta } = error as ErrorLike;
  if (typeof kind === 'string' && UNAVAILABLE_KINDS.has(kind)) return true;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof originalCode === 'string' && UNAVAILABLE_CODES.has(originalCode)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (code === NO_CONNECTION_IN_TIME && typeof message === 'string' && /Unable to start a transaction/.test(message)) return true;
  return isDatabaseUnavailable(cause, depth + 1) || isDatabaseUnavailable(meta?.driverAdapterError, depth + 1);
}

/** Seconds a client should wait before trying again: the embedded server is back within about a second. */
export const RETRY_AFTER_SECONDS = 2;
