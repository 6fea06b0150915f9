// apt-get for the e2e runner's Chromium install, patient with another apt.
//
// A fresh machine's unattended upgrades (or cloud-init) often hold apt's locks for minutes, and
// apt-get fails at once unless told to wait. `-o DPkg::Lock::Timeout=S` makes it wait for the
// dpkg locks (install), but `apt-get update` takes the lists lock without waiting (apt 2.6), so
// a refusal for a lock is retried here until the same deadline. Either way the runner says that
// it is waiting and for whom, instead of looking hung.

import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Names under which another package manager shows in /proc (comm is cut at 15 characters). */
const PACKAGE_MANAGERS = new Set(['apt', 'apt-get', 'aptitude', 'dpkg', 'unattended-upgr', 'packagekitd']);

/** Package-manager processes running now but those in `skip` (ours), as "pid (name)". */
export function otherPackageManagers(proc = '/proc', skip = [process.pid]) {
  const found = [];
  let entries = [];
  try {
    entries = readdirSync(proc);
  } catch {
    return found;
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid) || skip.includes(Number(pid))) continue;
    try {
      const name = readFileSync(`${proc}/${pid}/comm`, 'utf8').trim();
      if (PACKAGE_MANAGERS.has(name)) found.push(`${pid} (${name})`);
    } catch {
      // gone since the listing
    }
  }
  return found;
}

const LOCKED = /Could not get lock|Unable to lock|Unable to acquire the dpkg frontend lock|Waiting for cache lock/;

/**
 * Runs a command with its output passed through; resolves with its exit code and output.
 * `onLine` gets each line with the child's pid; `state.midLine` says whether the last output
 * left a line open (apt's "Waiting for cache lock" line has no end while it waits).
 */
function passThrough(cmd, args, env, onLine, state) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (out) => (chunk) => {
      const text = String(chunk);
      output += text;
      out.write(text);
      state.midLine = !/[\r\n]$/.test(text);
      for (const line of text.split(/[\r\n]+/)) if (line) onLine(line, child.pid);
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    child.on('error', reject);
    child.on('close', (code, signal) => resolvePromise({ code: code ?? signal, output }));
  });
}

/**
 * `apt-get <args>`, waiting up to `waitSeconds` for a lock another apt holds and saying so.
 * Rejects when it fails for another reason, or still finds the lock taken at the deadline.
 */
export async function aptGet(
  aptGetPath,
  args,
  { env = process.env, waitSeconds = 600, log = console.log, retryMs = 5_000, now = Date.now, proc = '/proc' } = {},
) {
  const deadline = now() + waitSeconds * 1000;
  const full = ['-o', `DPkg::Lock::Timeout=${waitSeconds}`, ...args];
  let told = false;
  const state = { midLine: false };
  const tell = (why, child) => {
    if (told) return;
    told = true;
    const others = otherPackageManagers(proc, [process.pid, ...(child === undefined ? [] : [child])]);
    if (state.midLine) process.stdout.write('\n');
    log(`${why}${others.length ? ` (running: ${others.join(', ')})` : ''}; waiting up to ${waitSeconds}s for it to finish`);
  };
  if (otherPackageManagers(proc).length > 0) tell('another package manager is running, and apt-get needs its lock');
  for (;;) {
    const r = await passThrough(aptGetPath, full, env, (line, child) => LOCKED.test(line) && tell('another apt holds a lock apt-get needs', child), state);
    if (r.code === 0) return r.output;
    if (!LOCKED.test(r.output) || now() >= deadline) {
      const err = new Error(`apt-get ${args.join(' ')} exited with ${r.code}`);
      err.output = r.output;
      throw err;
    }
    tell('another apt holds a lock apt-get needs');
    await new Promise((done) => setTimeout(done, Math.max(0, Math.min(retryMs, deadline - now()))));
  }
}
