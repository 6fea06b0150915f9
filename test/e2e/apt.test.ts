/**
 * The e2e runner's apt-get waits for a lock another apt holds (a fresh machine's unattended
 * upgrades), says so, and still fails at once for anything else. A stand-in apt-get records its
 * arguments and refuses for the lock as many times as asked.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { aptGet, otherPackageManagers } from './apt.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A /proc with the given processes (pid → name), so the machine's own never count. */
function fakeProc(processes: Record<string, string> = {}): string {
  const proc = mkdtempSync(join(tmpdir(), 'fake-proc-'));
  dirs.push(proc);
  for (const [pid, comm] of Object.entries(processes)) {
    mkdirSync(join(proc, pid));
    writeFileSync(join(proc, pid, 'comm'), comm + '\n');
  }
  mkdirSync(join(proc, 'self'));
  return proc;
}

/** An apt-get that refuses `lockedRuns` times for the lists lock, then exits with `finally`. */
function fakeAptGet(lockedRuns: number, finalCode = 0, finalMessage = 'Reading package lists... Done') {
  const dir = mkdtempSync(join(tmpdir(), 'fake-apt-'));
  dirs.push(dir);
  const path = join(dir, 'apt-get');
  writeFileSync(
    path,
    `#!/bin/sh
echo "$*" >> "${dir}/calls"
n=$(wc -l < "${dir}/calls")
if [ "$n" -le ${lockedRuns} ]; then
  echo "E: Could not get lock /var/lib/apt/lists/lock. It is held by process 4242 (apt-get)" >&2
  echo "E: Unable to lock directory /var/lib/apt/lists/" >&2
  exit 100
fi
echo "${finalMessage}"
exit ${finalCode}
`,
  );
  chmodSync(path, 0o755);
  const calls = () => readFileSync(join(dir, 'calls'), 'utf8').trim().split('\n');
  return { path, calls };
}

describe('apt-get in the e2e runner', () => {
  it('asks apt to wait for the dpkg lock, and retries a refusal for the lists lock, saying it waits', async () => {
    const apt = fakeAptGet(2);
    const said: string[] = [];
    await aptGet(apt.path, ['update'], { waitSeconds: 30, retryMs: 1, log: (m) => said.push(m), proc: fakeProc() });
    expect(apt.calls()).toEqual(Array(3).fill('-o DPkg::Lock::Timeout=30 update'));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/another apt holds a lock .*waiting up to 30s/);
  });

  it('fails at once for anything but a lock, without saying it waits', async () => {
    const apt = fakeAptGet(0, 100, 'E: Unable to locate package chromium');
    const said: string[] = [];
    await expect(aptGet(apt.path, ['install', '-y', 'chromium'], { waitSeconds: 30, retryMs: 1, log: (m) => said.push(m), proc: fakeProc() })).rejects.toThrow(
      /apt-get install -y chromium exited with 100/,
    );
    expect(apt.calls()).toHaveLength(1);
    expect(said.filter((m) => /waiting/.test(m))).toEqual([]);
  });

  it('gives up when the lock is still taken at the deadline', async () => {
    const apt = fakeAptGet(1000);
    let clock = 0;
    const now = () => (clock += 4_000);
    await expect(aptGet(apt.path, ['update'], { waitSeconds: 10, retryMs: 1, log: () => {}, now, proc: fakeProc() })).rejects.toThrow(/exited with 100/);
    expect(apt.calls().length).toBeGreaterThan(1);
    expect(apt.calls().length).toBeLessThan(5);
  });

  it('says it waits before apt-get starts when another package manager is running, naming it', async () => {
    const apt = fakeAptGet(0);
    const said: string[] = [];
    await aptGet(apt.path, ['update'], { waitSeconds: 30, retryMs: 1, log: (m) => said.push(m), proc: fakeProc({ 4242: 'unattended-upgr' }) });
    expect(said).toEqual([
      'another package manager is running, and apt-get needs its lock (running: 4242 (unattended-upgr)); waiting up to 30s for it to finish',
    ]);
  });

  it('names other package managers running, from /proc', () => {
    const proc = fakeProc({ 17: 'unattended-upgr', 18: 'bash', 19: 'dpkg' });
    expect(otherPackageManagers(proc, [19]).sort()).toEqual(['17 (unattended-upgr)']);
  });
});
