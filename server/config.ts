// Every setting of the app, read from the environment once and validated. Nothing else reads process.env.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve, join } from 'node:path';
import { z } from 'zod';
import type { LogFormat, LogLevel } from './observability/logger.ts';

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An origin as browsers send it: scheme, host and port, nothing else (no path, no trailing slash). */
const origin = z.string().refine((value) => URL.canParse(value) && new URL(value).origin === value, {
  error: (issue) => `"${String(issue.input)}" is not an origin like https://app.example.com`,
});

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgresql:// URL').optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Sideboard <no-reply@sideboard.local>'),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  MAIL_RETRY_DELAY_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  CORS_ORIGINS: z
    .string()
    .transform((list) => list.split(',').map((entry) => entry.trim()).filter(Boolean))
    .pipe(z.array(origin))
    .default([]),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  GRAPHIQL: boolean.optional(),
  LOG_MAILS: boolean.optional(),
  INTROSPECTION: boolean.default(true),
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  TRUST_PROXY: boolean.default(false),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(0),
});

/** Environment variables the app reads, all optional strings. */
export type Env = Partial<Record<keyof z.input<typeof envSchema>, string>>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL server; when absent the app runs its own PostgreSQL server on dataDir/pgdata (db/embedded-postgres.ts). */
  databaseUrl?: string;
  /** Redis for pub/sub across instances; when absent events stay in this process. */
  redisUrl?: string;
  /** SMTP server for outgoing mail; when absent mail is written to dataDir/outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /** Delivery attempts per mail before it is given up (its invitation is then withdrawn). */
  mailMaxAttempts: number;
  /** Wait before the first retry of a mail; each further retry waits twice as long, at most an hour. */
  mailRetryDelayMs: number;
  /** Origins whose pages may call /api and /graphql from the browser (CORS); none by default. */
  corsOrigins: string[];
  /** Base URL used in links inside emails. */
  publicUrl: string;
  jwtSecret: string;
  graphiql: boolean;
  /** Write the text of mails sent to DATA_DIR/outbox (their links) into the log: off in production unless asked for. */
  logMails: boolean;
  introspection: boolean;
  production: boolean;
  logLevel: LogLevel;
  /** json: one JSON object per line, for log collectors; pretty: readable lines for development. */
  logFormat: LogFormat;
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For (client-address.ts). */
  trustProxy: boolean;
  /** Serves /metrics to requests bearing this token (Authorization: Bearer); without it /metrics does not exist. */
  metricsToken?: string;
  /**
   * On SIGTERM, how long /api/ready answers 503 while requests are still served, before the server stops accepting
   * them: long enough for a load balancer's readiness checks to take the instance out of rotation.
   */
  shutdownGraceMs: number;
  /** Where the built web client lives; absent in tests that only need the APIs. */
  webDist?: string;
}

/**
 * Reads the configuration from an environment (process.env by default). Throws with every invalid setting listed.
 * Secrets not given are generated once and kept in DATA_DIR/secrets.json (mode 0600) so sessions survive restarts.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR ? resolve(e.DATA_DIR) : defaultDataDir(process.cwd(), !e.DATABASE_URL);
  ensureDataDir(dataDir);
  const production = e.NODE_ENV === 'production';
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailMaxAttempts: e.MAIL_MAX_ATTEMPTS,
    mailRetryDelayMs: e.MAIL_RETRY_DELAY_MS,
    corsOrigins: e.CORS_ORIGINS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? storedSecret(dataDir, 'jwtSecret'),
    graphiql: e.GRAPHIQL ?? !production,
    logMails: e.LOG_MAILS ?? !production,
    introspection: e.INTROSPECTION,
    production,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    trustProxy: e.TRUST_PROXY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    metricsToken: e.METRICS_TOKEN,
    webDist: resolve('dist/web'),
  };
}

/** Where a root service keeps its data when the checkout's own `./data` is out of the database server's reach. */
export const ROOT_DATA_DIR = '/var/lib/sideboard';

/**
 * `./data`, except under root with the embedded database when the `postgres` user (which runs its server: PostgreSQL
 * refuses root) cannot pass through the directories above it, as with a checkout in /root (mode 0700): then
 * /var/lib/sideboard. A `./data` that already holds files (an earlier release's, whose database ran in-process) stays
 * where it is; starting then says how to move it.
 */
export function defaultDataDir(checkout: string, embedded: boolean, root = process.getuid?.() === 0): string {
  const local = join(checkout, 'data');
  if (!embedded || !root || existsSync(local) || othersMayEnter(checkout)) return local;
  return ROOT_DATA_DIR;
}

/** Whether any user may pass through `dir` and every directory above it. */
function othersMayEnter(dir: string): boolean {
  for (let at = dir; ; at = dirname(at)) {
    if ((statSync(at).mode & 0o001) === 0) return false;
    if (at === dirname(at)) return true;
  }
}

/**
 * Creates the data directory, which only its owner may enter. Under root, the embedded database's server runs as the
 * `postgres` user (PostgreSQL refuses root), which must pass through it to its own private `pgdata` and `run`: others
 * may then traverse (0711) but still not list it, and every file in it is private on its own.
 */
export function ensureDataDir(dir: string): void {
  const mode = process.getuid?.() === 0 ? 0o711 : 0o700;
  mkdirSync(dir, { recursive: true, mode });
  chmodSync(dir, mode);
}

/** A secret kept in dataDir/secrets.json (mode 0600), generated on first use. */
export function storedSecret(dataDir: string, name: string): string {
  const secrets = readSecrets(dataDir);
  if (typeof secrets[name] !== 'string' || secrets[name].length < 32) keepSecret(dataDir, name, randomBytes(48).toString('base64url'));
  return readSecrets(dataDir)[name];
}

/** Keeps a secret in dataDir/secrets.json, beside the others (a restored database's password). */
export function keepSecret(dataDir: string, name: string, value: string): void {
  writeFileSync(join(dataDir, 'secrets.json'), JSON.stringify({ ...readSecrets(dataDir), [name]: value }, null, 2), { mode: 0o600 });
}

function readSecrets(dataDir: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8'));
  } catch {
    return {}; // first start, or an unreadable file: secrets are generated and the file rewritten
  }
}
