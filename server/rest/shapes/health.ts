// REST shape of the health report.
import { z } from 'zod';

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']).meta({ description: 'Whether the app can serve: its database and event transport (mail never counts here).' }),
    database: z.enum(['ok', 'unavailable']),
    events: z.enum(['ok', 'unavailable']),
    database_kind: z.enum(['embedded', 'postgresql']),
    uptime_seconds: z.int().min(0),
    mail: z.enum(['ok', 'degraded']),
    mail_problems: z.array(z.string()).meta({ description: 'Why mail is degraded, for people.' }),
  })
  .meta({ id: 'Health', description: 'Whether the server and what it depends on are up.' });

export const readinessSchema = z
  .object({
    ready: z.boolean().meta({ description: 'Whether this instance should get new requests.' }),
    database: z.enum(['ok', 'unavailable']),
    events: z.enum(['ok', 'unavailable']),
    draining: z.boolean().meta({ description: 'Shutting down: finishing what it has, taking nothing new.' }),
    mail: z.enum(['ok', 'degraded']),
    mail_problems: z.array(z.string()),
  })
  .meta({ id: 'Readiness', description: 'Whether this instance should get new requests, and why not.' });
