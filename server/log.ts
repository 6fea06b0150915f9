/**
 * Structured logs: one JSON object a line. Fields are plain values chosen by the caller; the
 * service never passes addresses, user agents, install ids, actions or a player's figures.
 */
export type LogFields = Readonly<Record<string, string | number | boolean | null>>;

export interface Logger {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

export function jsonLogger(write: (line: string) => void, now: () => number = Date.now): Logger {
  const at =
    (level: string) =>
    (msg: string, fields: LogFields = {}) =>
      write(JSON.stringify({ time: new Date(now()).toISOString(), level, msg, ...fields }));
  return { info: at('info'), warn: at('warn'), error: at('error') };
}

/** Keeps the lines in memory (tests read them). */
export function memoryLogger(): Logger & { readonly lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    ...jsonLogger(
      (line) => lines.push(line),
      () => 0,
    ),
  };
}

/**
 * What a log line says about an error: its class, its SQLSTATE when the database sent one, and
 * its message cut short, with any value the database quotes after a colon (`…: "2025-01-01"`)
 * left out: names of tables and columns stay, data from a request does not.
 */
export function errorFields(e: unknown): LogFields {
  if (!(e instanceof Error)) return { error: typeof e, message: null };
  const inner = e.cause instanceof Error && e.cause !== e ? errorFields(e.cause) : null;
  const code = 'code' in e && typeof e.code === 'string' ? e.code : (inner?.code ?? null);
  return {
    error: className(e),
    message: e.message.replace(/: ".*"/g, ': "…"').slice(0, 200),
    ...(inner ? { cause: inner.error ?? null } : {}),
    ...(code !== null ? { code } : {}),
  };
}

function className(e: Error): string {
  // pg and PGlite name their errors "error" (PGlite's class name is minified): say what they are.
  if ('severity' in e && 'code' in e) return 'DatabaseError';
  if (e.name && e.name !== 'Error' && e.name !== 'error') return e.name;
  return e.constructor.name.length > 2 ? e.constructor.name : 'Error';
}
