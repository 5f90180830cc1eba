import type { AppDeps } from '../context.ts';
import type { MailHealth } from '../mail/mail-sender.ts';

export interface HealthReport extends MailHealth {
  /** Whether the app can serve: its database and event transport. Mail is reported beside it and never counts here. */
  status: 'ok' | 'degraded';
  database: 'ok' | 'unavailable';
  events: 'ok' | 'unavailable';
  database_kind: 'embedded' | 'postgresql';
  uptime_seconds: number;
}

const started = Date.now();

/** Whether the database is up, the event transport is connected, and mail goes out. */
export async function checkHealth(deps: AppDeps): Promise<HealthReport> {
  const database = (await deps.databaseHealthy()) ? 'ok' : 'unavailable';
  const events = deps.eventsHealthy() ? 'ok' : 'unavailable';
  return {
    status: database === 'ok' && events === 'ok' ? 'ok' : 'degraded',
    database,
    events,
    database_kind: deps.config.databaseUrl ? 'postgresql' : 'embedded',
    uptime_seconds: Math.round((Date.now() - started) / 1000),
    ...(await deps.mailer.health()),
  };
}
