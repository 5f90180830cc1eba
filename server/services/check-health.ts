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

export interface ReadinessReport extends MailHealth {
  /**
   * Whether this instance should get new requests: its database and event transport are up and it is not shutting
   * down. Mail is reported but never makes an instance unready: every instance shares the mail server, so taking
   * them out of rotation would not bring mail back, and queued mail is retried anyway.
   */
  ready: boolean;
  database: 'ok' | 'unavailable';
  events: 'ok' | 'unavailable';
  draining: boolean;
}

const started = Date.now();

/** Whether the database is up, the event transport is connected, and mail goes out. */
export async function checkHealth(deps: AppDeps): Promise<HealthReport> {
  const { database, events, mail } = await dependencies(deps);
  return {
    status: database === 'ok' && events === 'ok' ? 'ok' : 'degraded',
    database,
    events,
    database_kind: deps.config.databaseUrl ? 'postgresql' : 'embedded',
    uptime_seconds: Math.round((Date.now() - started) / 1000),
    ...mail,
  };
}

/** Whether a load balancer should send this instance new requests (see ReadinessReport). */
export async function checkReadiness(deps: AppDeps): Promise<ReadinessReport> {
  const { database, events, mail } = await dependencies(deps);
  const draining = deps.draining();
  return { ready: database === 'ok' && events === 'ok' && !draining, database, events, draining, ...mail };
}

async function dependencies(deps: AppDeps) {
  const database: 'ok' | 'unavailable' = (await deps.databaseHealthy()) ? 'ok' : 'unavailable';
  const events: 'ok' | 'unavailable' = deps.eventsHealthy() ? 'ok' : 'unavailable';
  return { database, events, mail: await deps.mailer.health() };
}
