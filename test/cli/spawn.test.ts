import { describe, expect, it } from 'vitest';
import { spawnCli } from './helpers.ts';

// A few runs of the real command line as documented; the rest of the CLI is tested in-process.
// Each spawn starts Node and tsx; on a busy 2-core machine that can take seconds.
describe('npm run --silent spider', { timeout: 60_000 }, () => {
  it('deal prints one JSON position on stdout and exits 0', () => {
    const r = spawnCli(['deal', '--suits', '1', '--deal', '1']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const pos = JSON.parse(r.stdout);
    expect(pos.columns.map((c: string[]) => c.at(-1)).join(' ')).toBe('3S QS 2S 3S 7S JS AS AS 2S 4S');
  });

  it('replay reads moves from stdin and exits 1 on an illegal one', () => {
    const r = spawnCli(['replay', '--suits', '1', '--deal', '1', '--moves', '-'], '[{"type":"deal"},{"type":"move","from":0,"to":0,"count":1}]');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, index: 1, reason: 'same-column' });
  });

  it('bad flags exit 2 with a message on stderr only', () => {
    const r = spawnCli(['deal', '--suits', '2', '--deal', '99999999999']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/--deal must be between 0 and 4294967295/);
  });

  it('hostile input through the real process: one line on stderr, exit 2, no stack trace', () => {
    const endless = ['deal', '--position', '/dev/zero']; // refused after 64 MB, not read forever
    for (const argv of [['constructor'], [], ['deal', '--position', '/'], endless, ['replay', '--suits', '1', '--deal', '1', '--moves', '-']]) {
      const r = spawnCli(argv, '[' + '['.repeat(5000) + ']'.repeat(5000) + ']');
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^spider[^\n]*\n$/);
      expect(r.stderr).not.toMatch(/\bat .*:\d+:\d+/);
    }
  });
});
