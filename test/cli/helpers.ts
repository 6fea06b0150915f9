import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { run } from '../../src/cli/run.ts';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process; `files` stand in for the file system ("-" is stdin). */
export async function cli(argv: string[], files: Record<string, string> = {}): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await run(argv, {
    out: (t) => void (stdout += t),
    err: (t) => void (stderr += t),
    readText: async (path) => {
      if (path in files) return files[path]!;
      return readFile(path, 'utf8');
    },
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
