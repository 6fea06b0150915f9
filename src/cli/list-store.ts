import { lstat, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SuitCount } from '../engine/cards.ts';
import { decodeList, type VerifiedList } from '../data/lists.ts';
import { UsageError } from './args.ts';
import { parseJson } from './json.ts';
import { quote, reason } from './text.ts';

/** Where `verify` keeps one suit count's list, and its progress file beside it. */
export interface ListStore {
  readonly list: string;
  readonly progress: string;
}

const SHIPPED = fileURLToPath(new URL('../data', import.meta.url));

/**
 * Checks the list folder (src/data, or SPIDER_LIST_DIR: tests use a scratch folder) before
 * any solving, so a bad folder costs nothing: it must exist, be a folder and take a new file.
 */
export async function openListStore(suits: SuitCount, env: Readonly<Record<string, string | undefined>>): Promise<ListStore> {
  const given = env.SPIDER_LIST_DIR;
  // An empty value would silently mean "the current folder".
  if (given === '') throw new UsageError('SPIDER_LIST_DIR is set but empty; give a folder or unset it.');
  const dir = given ?? SHIPPED;
  const info = await stat(dir).catch((e: unknown) => {
    throw new UsageError(`The list folder ${quote(dir)} cannot be used: ${reason(e)}.`);
  });
  if (!info.isDirectory()) throw new UsageError(`The list folder ${quote(dir)} is not a folder.`);
  const store = { list: join(dir, `verified-${suits}.json`), progress: join(dir, `verified-${suits}.progress.jsonl`) };
  for (const path of [store.list, store.progress]) {
    const entry = await lstat(path).catch(() => null);
    if (entry && !entry.isFile()) throw new UsageError(`${quote(path)} exists but is not a file.`);
  }
  await writeAtomically(join(dir, `.verify-probe-${process.pid}`), '').catch((e: unknown) => {
    throw new UsageError(`Cannot write in the list folder ${quote(dir)}: ${reason(e)}.`);
  });
  await rm(join(dir, `.verify-probe-${process.pid}`), { force: true });
  return store;
}

/**
 * The list already in place, or null when there is none. One that cannot be read or decoded
 * stops `verify` before it starts: it is somebody's work and is never overwritten.
 */
export async function readExistingList(store: ListStore, suits: SuitCount): Promise<VerifiedList | null> {
  let text: string;
  try {
    text = await readFile(store.list, 'utf8');
  } catch (e) {
    if (e instanceof Error && 'code' in e && e.code === 'ENOENT') return null;
    throw new UsageError(`Cannot read the existing list ${quote(store.list)}: ${reason(e)}.`);
  }
  const keep = 'it is left as it is; repair or move it, then run verify again';
  const json = parseJson(text);
  if (!json.ok) throw new UsageError(`The existing list ${quote(store.list)} is not valid JSON; ${keep}.`);
  const list = decodeList(json.value);
  if (!list.ok) throw new UsageError(`The existing list ${quote(store.list)} is corrupt (${list.message}); ${keep}.`);
  if (list.value.suits !== suits) {
    throw new UsageError(`The existing list ${quote(store.list)} is for ${list.value.suits} suits, not ${suits}; ${keep}.`);
  }
  return list.value;
}

/**
 * Writes a whole file or nothing: the text goes to a temporary file in the same folder,
 * reaches the disk, and only then replaces the old file in one rename.
 */
export async function writeAtomically(path: string, text: string): Promise<void> {
  const temp = `${path}.${process.pid}.tmp`;
  try {
    const file = await open(temp, 'w');
    try {
      await file.writeFile(text);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temp, path);
  } catch (e) {
    await rm(temp, { force: true });
    throw e;
  }
}
