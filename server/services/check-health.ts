import type { AppDeps } from '../context.ts';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: 'ok' | 'unavailable';
  events: 'ok' | 'unavailable';
  database_kind: 'embedded' | 'postgresql';
  uptime_seconds: number;
}

const started = Date.now();

/** Whether the database is up and the event transport is connected. */
export async function checkHealth(deps: AppDeps): Promise<HealthReport> {
  const database = (await deps.databaseHealthy()) ? 'ok' : 'unavailable';
  const events = deps.eventsHealthy() ? 'ok' : 'unavailable';
  return {
    status: database === 'ok' && events === 'ok' ? 'ok' : 'degraded',
    database,
    events,
    database_kind: deps.config.databaseUrl ? 'postgresql' : 'embedded',
    uptime_seconds: Math.round((Date.now() - started) / 1000),
  };
}
