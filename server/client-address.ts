// The network address a request comes from, for limits per client (sign-in attempts). Behind a reverse proxy every
// request comes from the proxy: with TRUST_PROXY the address is the one the proxy put first in X-Forwarded-For.
// Without it that header is ignored, since any client can send it.
import type { IncomingMessage } from 'node:http';

export function clientAddress(request: Request | null, incoming: IncomingMessage | undefined, trustProxy: boolean): string | null {
  if (trustProxy) {
    const header = request ? request.headers.get('x-forwarded-for') : incoming?.headers['x-forwarded-for'];
    const forwarded = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return incoming?.socket.remoteAddress ?? null;
}
