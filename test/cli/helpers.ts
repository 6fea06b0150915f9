import { spawnSync } from 'node:child_process';
import { expect } from 'vitest';
import { readFile } from 'node:fs/promises';
import { run } from '../../src/cli/run.ts';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * In-process runs see no shipped list folder: `verify` there must stop at its checks, and can
 * never fork (the test runner is not the CLI) nor reach src/data.
 */
const NO_LIST_DIR = { SPIDER_LIST_DIR: '/nonexistent/spider-test-lists' };

/** Runs the CLI in-process; `files` stand in for the file system ("-" is stdin). */
export async function cli(argv: string[], files: Record<string, string> = {}, env: Record<string, string> = NO_LIST_DIR): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await run(argv, {
    out: (t) => void (stdout += t),
    err: (t) => void (stderr += t),
    readText: async (path) => {
      if (path in files) return files[path]!;
      return readFile(path, 'utf8');
    },
    env,
  });
  return { code, stdout, stderr };
}

/** Runs the real command line exactly as documented: `npm run --silent spider -- …`. */
export function spawnCli(argv: string[], input?: string, env: Record<string, string> = {}): CliResult {
  const r = spawnSync('npm', ['run', '--silent', 'spider', '--', ...argv], {
    input,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    cwd: new URL('../..', import.meta.url).pathname,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** SPEC §7 for bad input, as issue 14 asks: exit 2, nothing on stdout, one short line on stderr. */
export function expectOneLineError(r: CliResult, message?: RegExp): void {
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr.endsWith('\n')).toBe(true);
  expect(r.stderr.slice(0, -1)).not.toMatch(/[\n\r\u2028\u2029]/);
  expect(Buffer.byteLength(r.stderr)).toBeLessThan(2048);
  if (message) expect(r.stderr).toMatch(message);
}
