/**
 * The one result of everything that can refuse outside input (position files, saves, settings,
 * lists, worker messages, flags, the service's configuration): a value, or a typed `error` and a
 * `message`. The error is a code (a string union) or a record tagged by its `code` when it carries
 * details (a field name, an action's index); tests assert on it, never on the message. The
 * message is one line for a person (a CLI's stderr, a log, a worker's error answer).
 */
export type Result<T, E extends ErrorCode> = Ok<T> | Err<E>;

/** What a failure may name: a code, or a record tagged by its code. */
export type ErrorCode = string | { readonly code: string };

export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

export interface Err<E extends ErrorCode> {
  readonly ok: false;
  readonly error: E;
  readonly message: string;
}

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });

export const err = <const E extends ErrorCode>(error: E, message: string): Err<E> => ({ ok: false, error, message });

/**
 * A command the rules refuse (a move, a deal, an undo, a tap): its typed reason and nothing
 * else. Not a Result: the engine has no words for a refusal (the UI says it in the player's
 * language, the CLI in English from i18n/en.ts), and success carries the new state and its
 * events rather than one value.
 */
export interface Refused<R extends string> {
  readonly ok: false;
  readonly reason: R;
}
