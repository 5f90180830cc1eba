// GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN. Without a token configured the path
// answers 404 like any unknown one: metrics tell how busy the instance is and which operations clients run.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { bearerToken } from '../context.ts';
import { registry } from './metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

export function metricsEndpoint(token: string | undefined) {
  const expected = token === undefined ? null : digest(token);
  return async (c: Context) => {
    if (!expected) return c.json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
    const given = bearerToken(c.req.header('authorization'));
    // Compared as digests of equal length in constant time, so the answer's timing tells nothing about the token.
    if (!given || !timingSafeEqual(digest(given), expected)) {
      return c.json({ message: 'A valid metrics token is required', code: 'UNAUTHENTICATED' }, 401, { 'WWW-Authenticate': 'Bearer' });
    }
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  };
}
