// The app's logger: pino, one JSON object per line on stdout (LOG_FORMAT=json, the default), or pino-pretty's
// coloured lines for people (LOG_FORMAT=pretty). Level and format are set once at start (config.ts); call sites stay
// `log.info(message)` and `log.error(message, error)`.
import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogFormat = 'json' | 'pretty';

let destination: DestinationStream = pino.destination({ dest: 1, sync: false });
let settings: { level: LogLevel; format: LogFormat } = { level: 'info', format: 'json' };
let logger: Logger = build();

function build(): Logger {
  const stream = settings.format === 'pretty' ? pretty({ destination, sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }) : destination;
  return pino({ level: settings.level, base: undefined, timestamp: stdTimeFunctions.isoTime }, stream);
}

export function configureLogging(changes: Partial<typeof settings>): void {
  settings = { ...settings, ...changes };
  logger = build();
}

/** Sends log lines to another stream from now on (tests read them). */
export function logTo(stream: DestinationStream): void {
  destination = stream;
  logger = build();
}

/** An Error goes under `err` (pino prints its type, message and stack); anything else under `detail`. */
function write(level: Exclude<LogLevel, 'silent'>, message: string, detail?: unknown): void {
  if (detail === undefined) logger[level](message);
  else logger[level](detail instanceof Error ? { err: detail } : { detail }, message);
}

export const log = {
  debug: (message: string, detail?: unknown) => write('debug', message, detail),
  info: (message: string, detail?: unknown) => write('info', message, detail),
  warn: (message: string, detail?: unknown) => write('warn', message, detail),
  error: (message: string, detail?: unknown) => write('error', message, detail),
  /** A line made of fields (a finished request), for tools to read; `message` names what it is. */
  fields: (level: Exclude<LogLevel, 'silent'>, fields: Record<string, unknown>, message: string) => logger[level](fields, message),
};
