export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
type WritingLevel = Exclude<LogLevel, 'silent'>;

export type LogFields = Readonly<Record<string, unknown>>;

export interface Logger {
  readonly level: LogLevel;
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** A logger that adds `fields` to every line (e.g. a component name). */
  child(fields: LogFields): Logger;
}

export interface LoggerOptions {
  level?: LogLevel;
  /** Where lines go; stdout by default, a collecting array in tests. */
  write?: (line: string) => void;
}

// Values under these keys never reach a log line, whatever a caller passes.
const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|pwdhash/i;
const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** JSON lines `{level, time, msg, ...fields}`: one object per line, easy to grep and to ship. */
export function createLogger(options: LoggerOptions = {}, base: LogFields = {}): Logger {
  const level = options.level ?? 'info';
  const write = options.write ?? ((line: string) => process.stdout.write(line));
  const emit = (lineLevel: WritingLevel, msg: string, fields?: LogFields) => {
    if (RANK[lineLevel] < RANK[level]) return;
    const record = {
      level: lineLevel,
      time: new Date().toISOString(),
      msg,
      ...clean(base),
      ...clean(fields),
    };
    write(`${JSON.stringify(record)}\n`);
  };
  return {
    level,
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    child: (fields) => createLogger(options, { ...base, ...fields }),
  };
}

function clean(fields: LogFields | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!fields) return out;
  for (const [key, value] of Object.entries(fields)) {
    out[key] = SECRET_KEY.test(key) ? '[redacted]' : serialize(value);
  }
  return out;
}

/** Errors do not stringify to JSON on their own; keep what helps debugging. */
function serialize(value: unknown): unknown {
  if (value instanceof Error) {
    const cause = value.cause === undefined ? undefined : serialize(value.cause);
    return {
      name: value.name,
      message: withoutParams(value.message),
      stack: withoutParams(value.stack),
      cause,
    };
  }
  return value;
}

/** Drizzle's "Failed query" errors list the bound values, which may be personal data or hashes. */
function withoutParams<T extends string | undefined>(text: T): T {
  return (text?.replace(/\nparams: .*/, '\nparams: [redacted]') ?? text) as T;
}
