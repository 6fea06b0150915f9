/**
 * Showing untrusted input in a message. A message is one line on a terminal: raw input could
 * be 100 KB long, hold a newline that fakes a second line (even a stack line), or carry
 * invisible characters (a BOM, bidi overrides) that make two different values look alike.
 */

/** How much of an input a message quotes. */
export const QUOTE_LIMIT = 80;

/** The longest message line `run` ever prints (well under 2 KB even once escaped). */
export const MESSAGE_LIMIT = 600;

// Control, format (BOM, bidi, zero-width), surrogate, private and unassigned code points,
// plus the line and paragraph separators: anything that is not plainly visible text.
const HIDDEN = /[\p{C}\u2028\u2029]/gu;
// Inside quotes a backslash and a quote mark are escaped too, so the quote cannot be faked.
const QUOTED = /[\p{C}\u2028\u2029\\"]/gu;

const escapeChar = (ch: string): string => {
  if (ch === '\\' || ch === '"') return '\\' + ch;
  if (ch === '\n') return '\\n';
  if (ch === '\r') return '\\r';
  if (ch === '\t') return '\\t';
  return [...ch].map((c) => '\\u' + c.codePointAt(0)!.toString(16).padStart(4, '0')).join('');
};

/** Escapes every invisible character, so the text stays on one line and shows what it holds. */
export function visible(text: string): string {
  return text.replace(HIDDEN, escapeChar);
}

/** Cuts text to `limit` code points, saying how much was left out. */
export function clip(text: string, limit: number): string {
  const points = [...text.slice(0, limit * 2 + 2)];
  if (points.length <= limit) return text;
  const total = [...text].length;
  return `${points.slice(0, limit).join('')}… (${total - limit} more characters)`;
}

/** Input as a message quotes it: at most QUOTE_LIMIT characters, escaped, in double quotes. */
export function quote(text: string): string {
  return `"${clip(text, QUOTE_LIMIT).replace(QUOTED, escapeChar)}"`;
}

/**
 * A short, bounded rendering of any JSON value for a message. It never walks more than a
 * few levels or items, so a 5,000-deep or a huge entry costs nothing.
 */
export function preview(value: unknown): string {
  const out = render(value, 3);
  return visible(clip(out, QUOTE_LIMIT));
}

function render(value: unknown, depth: number): string {
  if (typeof value === 'string') return JSON.stringify(clip(value, QUOTE_LIMIT));
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (depth === 0) return value.length === 0 ? '[]' : '[…]';
    const items = value.slice(0, 4).map((v) => render(v, depth - 1));
    if (value.length > 4) items.push('…');
    return `[${items.join(',')}]`;
  }
  if (typeof value === 'object') {
    const keys = Object.keys(value);
    if (depth === 0) return keys.length === 0 ? '{}' : '{…}';
    const items = keys.slice(0, 4).map((k) => `${JSON.stringify(clip(k, 20))}:${render(Reflect.get(value, k), depth - 1)}`);
    if (keys.length > 4) items.push('…');
    return `{${items.join(',')}}`;
  }
  return typeof value;
}

/** A finished message as one bounded line: the last guard before stderr. */
export function oneLine(message: string): string {
  return visible(clip(message, MESSAGE_LIMIT));
}

const FS_REASONS: ReadonlyMap<string, string> = new Map([
  ['ENOENT', 'no such file or folder'],
  ['ENOTDIR', 'part of the path is not a folder'],
  ['EISDIR', 'it is a folder, not a file'],
  ['EACCES', 'permission denied'],
  ['EPERM', 'permission denied'],
  ['ENOSPC', 'the disk is full'],
  ['EROFS', 'the file system is read-only'],
  ['ENAMETOOLONG', 'the name is too long'],
]);

/** Why a file operation failed, in a few words (Node's own message holds the raw path). */
export function reason(e: unknown): string {
  if (!(e instanceof Error)) return clip(String(e), QUOTE_LIMIT);
  const code = 'code' in e && typeof e.code === 'string' ? e.code : '';
  // Node's message repeats the raw path, so an unlisted code is shown bare.
  return FS_REASONS.get(code) ?? (code || clip(e.message, QUOTE_LIMIT * 2));
}
