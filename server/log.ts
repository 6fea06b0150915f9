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
