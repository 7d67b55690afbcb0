import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

// Logs hold ids, codes, SQL and stack frames, never what a user wrote. A failed query's error
// carried the document: drizzle's message ends "params: <every value>", PostgreSQL quotes the
// value it refused ('invalid input syntax for type integer: "<text>"') and its detail repeats
// keys ("Key (email)=(...)"); pino's own error serializer logged all of them, stack included.

const CENSOR = '[redacted]';
/** Fields that hold what a user sent, wherever a log call puts them. */
const USER_FIELDS = ['text', 'title', 'filename', 'body', 'params', 'parameters', 'args', 'detail', 'input'];
/** Error fields that name things of ours (codes, SQL with placeholders, places), kept as they are. */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'schema_name',
  'table_name',
  'column_name',
  'constraint_name',
  'query',
  'errno',
  'syscall',
] as const;
const MAX_CAUSE_DEPTH = 5;
/** A quoted name of ours (a constraint, a column, an encoding) is kept; anything else is censored. */
const IDENTIFIER = /^[A-Za-z_][\w.$-]{0,62}$/;

/** `message` without the user's values it may quote. */
export function scrubMessage(message: string): string {
  return (
    message
      // drizzle: "Failed query: <SQL>\nparams: <values>"; the SQL stays.
      .replace(/\nparams: [\s\S]*$/, `\nparams: ${CENSOR}`)
      // A value after a colon is the refused input ('... type uuid: "<value>"').
      .replace(/: "(?:[^"\\]|\\.)*"/g, `: "${CENSOR}"`)
      // JSON.parse quotes the text it could not read.
      .replace(/"(?:[^"\\]|\\.)*"(?= is not valid JSON)/g, `"${CENSOR}"`)
      .replace(/"((?:[^"\\]|\\.)*)"/g, (quoted, inner: string) => (IDENTIFIER.test(inner) ? quoted : `"${CENSOR}"`))
  );
}

/** An error as a log field: its type, scrubbed message, stack frames, safe fields and causes. */
export function serializeError(err: unknown, depth = 0): unknown {
  if (typeof err === 'string') return scrubMessage(err);
  if (err === null || err === undefined || typeof err === 'number' || typeof err === 'boolean') return err;
  if (!(err instanceof Error)) return CENSOR;
  const type = err.constructor?.name || err.name;
  const message = scrubMessage(err.message);
  const out: Record<string, unknown> = { type, message };
  // The stack begins with the message, which may run over lines: keep the frames only.
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  out.stack = [`${type}: ${message}`, ...frames].join('\n');
  const fields = err as unknown as Record<string, unknown>;
  for (const name of SAFE_ERROR_FIELDS) {
    const value = fields[name];
    if (typeof value === 'string' || typeof value === 'number') out[name] = typeof value === 'string' && name !== 'query' ? scrubMessage(value) : value;
  }
  if (err.cause !== undefined && depth < MAX_CAUSE_DEPTH) out.cause = serializeError(err.cause, depth + 1);
  if (err instanceof AggregateError && depth < MAX_CAUSE_DEPTH) out.errors = err.errors.map((inner: unknown) => serializeError(inner, depth + 1));
  return out;
}

/** An error as one line of text for standard error (with its stack frames when asked), scrubbed alike. */
export function describeError(err: unknown, withStack = false): string {
  const serialized = serializeError(err);
  if (serialized === null || typeof serialized !== 'object') return String(serialized);
  const { message, stack } = serialized as { message: string; stack: string };
  return withStack ? stack : message;
}

/** A request as a log field, without its query string (a raw upload carries its title there). */
function serializeRequest(req: { method?: string; url?: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? req.url.split('?')[0] : req.url,
    hostname: req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export const logSerializers = { err: serializeError, error: serializeError, cause: serializeError, req: serializeRequest };

/** The service's logger: pino with the serializers and censored fields above. */
export function createLogger(options: LoggerOptions = {}, destination?: DestinationStream): Logger {
  const settings: LoggerOptions = {
    ...options,
    serializers: { ...logSerializers, ...options.serializers },
    redact: { paths: [...USER_FIELDS, ...USER_FIELDS.map((field) => `*.${field}`)], censor: CENSOR },
  };
  return destination ? pino(settings, destination) : pino(settings);
}
