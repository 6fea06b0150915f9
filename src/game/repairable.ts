import { err, type Err, type Ok } from '../engine/result.ts';

/** Why a stored record (settings, records) could not be read at all. */
export type RecordError = 'not-an-object' | 'bad-version';

/**
 * A stored record read field by field: a bad field falls back to its default and is listed in
 * `repaired`; only a value that is not such a record at all (or of an unknown version) fails.
 * The engine's Result, with the list of repaired fields beside the value.
 */
export type Repairable<T> = (Ok<T> & { readonly repaired: readonly string[] }) | Err<RecordError>;

/** The failure of a record decoder, with its message (`what`: "settings", "records"). */
export function unreadable(code: RecordError, what: string): Err<RecordError> {
  return err(code, code === 'not-an-object' ? `the stored ${what} are not an object` : `the stored ${what} are of a version this app does not know`);
}
