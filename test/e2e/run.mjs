#!/usr/bin/env node
// End-to-end runner: real Chromium (Debian's, driven by playwright-core) against the built PWA.
//
//   node test/e2e/run.mjs            (what `npm test` / `npm run test:e2e` call)
//
// 1. Finds Chromium: $CHROMIUM_PATH, else /usr/bin/chromium. If missing and we are root with
//    apt-get, installs Debian's `chromium` (waiting, and saying so, while another apt holds its
//    locks: up to $E2E_APT_LOCK_WAIT_S seconds, 600 by default); otherwise fails saying how to
//    provide one.
// 2. Builds the app with the local `vite build` into a private temp folder.
// 3. Serves it with `vite preview` on a free port on 127.0.0.1.
// 4. Runs every test/e2e/*.e2e.mjs in order. Each exports `default async function (ctx)` with
//    ctx = { baseUrl, launch(options?) }; launch() returns a playwright-core persistent context on
//    a fresh user-data-dir (needed for service workers and IndexedDB across reloads).
// 5. Prints "ok - name" / "not ok - name: error" per test and finally "N passed, M failed".
//
// Everything temporary (build output, profiles, Chromium's TMPDIR) lives in one folder that is
// removed at the end; the preview server and all browsers are shut down on every exit path.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, accessSync, constants } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { aptGet as aptGetWaiting } from './apt.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..', '..');
const VITE = join(ROOT, 'node_modules', '.bin', 'vite');
const DEFAULT_CHROMIUM = '/usr/bin/chromium';
const TEST_TIMEOUT_MS = Number(process.env.E2E_TEST_TIMEOUT_MS ?? 120_000);
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const startedAt = Date.now();
const secs = (ms) => `${(ms / 1000).toFixed(1)}s`;
const log = (msg) => console.log(`# ${msg}`);

// ---------------------------------------------------------------------------------------------
// Cleanup bookkeeping
// ---------------------------------------------------------------------------------------------
const originalTmp = tmpdir();
const workDir = mkdtempSync(join(originalTmp, 'spider-e2e-'));
const workTmp = join(workDir, 'tmp');
mkdirSync(workTmp);
// Chromium, playwright-core and the service-worker build all put scratch files in TMPDIR:
// keep them inside the folder we remove at the end.
process.env.TMPDIR = workTmp;

/** @type {Set<import('playwright-core').BrowserContext>} */
const openContexts = new Set();
/** @type {import('node:child_process').ChildProcess | undefined} */
let previewServer;
let cleanedUp = false;

async function closeContexts() {
  const all = [...openContexts];
  openContexts.clear();
  await Promise.all(all.map((c) => Promise.race([c.close().catch(() => {}), new Promise((r) => setTimeout(r, 10_000))])));
}

function killGroup(child, signal) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal); // the whole process group (detached child)
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

async function stopPreview() {
  const child = previewServer;
  previewServer = undefined;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

async function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  await closeContexts();
  await stopPreview();
  try {
    rmSync(workDir, { recursive: true, force: true, maxRetries: 3 });
  } catch (err) {
    console.error(`# could not remove ${workDir}: ${err.message}`);
  }
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(sig, () => {
    console.error(`# received ${sig}, cleaning up`);
    cleanup().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function which(cmd) {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** Runs a command; resolves with its combined output, rejects on non-zero exit. */
function run(cmd, args, { inherit = false, env = process.env } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      env,
      stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise(output);
      else {
        const err = new Error(`${cmd} ${args.join(' ')} exited with ${signal ?? code}`);
        err.output = output;
        reject(err);
      }
    });
  });
}

function freePort() {
  return new Promise((resolvePromise, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolvePromise(port));
    });
  });
}

const HOW_TO_PROVIDE =
  "Provide a Chromium: install Debian/Ubuntu's package (`sudo apt-get install -y chromium`), " +
  'or set CHROMIUM_PATH=/path/to/chromium (or chrome). The browser tests are never skipped.';

async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable file. ${HOW_TO_PROVIDE}`);
  }
  if (isExecutable(DEFAULT_CHROMIUM)) return DEFAULT_CHROMIUM;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const aptGet = which('apt-get');
  if (!isRoot || !aptGet) {
    throw new Error(
      `No Chromium found at ${DEFAULT_CHROMIUM} and CHROMIUM_PATH is not set` +
        (isRoot ? ' (apt-get is not available to install one). ' : ' (not root, so not installing one). ') +
        HOW_TO_PROVIDE,
    );
  }
  log(`no Chromium at ${DEFAULT_CHROMIUM}; installing Debian's chromium with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', TMPDIR: originalTmp };
  const t0 = Date.now();
  const waitSeconds = Number(process.env.E2E_APT_LOCK_WAIT_S ?? 600);
  log('$ apt-get update');
  await aptGetWaiting(aptGet, ['update'], { env, waitSeconds, log });
  log('$ apt-get install -y chromium');
  await aptGetWaiting(aptGet, ['install', '-y', 'chromium'], { env, waitSeconds, log });
  log(`chromium installed in ${secs(Date.now() - t0)}`);
  if (!isExecutable(DEFAULT_CHROMIUM)) {
    throw new Error(`apt-get install chromium finished but ${DEFAULT_CHROMIUM} is missing. ${HOW_TO_PROVIDE}`);
  }
  return DEFAULT_CHROMIUM;
}

async function buildApp(outDir, env = {}) {
  if (!existsSync(VITE)) throw new Error(`${VITE} not found: run \`npm ci\` first.`);
  const t0 = Date.now();
  try {
    await run(VITE, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { env: { ...process.env, ...env } });
  } catch (err) {
    if (err.output) console.error(err.output);
    throw err;
  }
  log(`built the app in ${secs(Date.now() - t0)}`);
}

async function waitForHttp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return false;
}

async function startPreview(outDir) {
  let lastOutput = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    const port = await freePort();
    const child = spawn(VITE, ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
      cwd: ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    previewServer = child;
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const baseUrl = `http://127.0.0.1:${port}/`;
    if (await waitForHttp(baseUrl, child, 30_000)) {
      log(`vite preview serving ${baseUrl}`);
      return baseUrl;
    }
    lastOutput = output;
    await stopPreview();
  }
  throw new Error(`vite preview did not start:\n${lastOutput}`);
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out after ${secs(ms)}`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

function describeError(err) {
  const msg = err instanceof Error ? err.message : String(err);
  return msg.replace(/\s+/g, ' ').trim();
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------
let passed = 0;
let failed = 0;

try {
  // E2E_ONLY=name[,name] runs just those files (for chasing one failure); npm test runs all.
  const only = process.env.E2E_ONLY?.split(',').filter(Boolean);
  const testFiles = readdirSync(HERE)
    .filter((f) => f.endsWith('.e2e.mjs'))
    .filter((f) => !only || only.includes(f.replace(/\.e2e\.mjs$/, '')))
    .sort();
  if (testFiles.length === 0) throw new Error(`no *.e2e.mjs files in ${HERE}`);

  const chromiumPath = await findChromium();
  const version = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  log(`using ${chromiumPath}${version ? ` (${version.split('\n').pop()})` : ''}`);

  const outDir = join(workDir, 'dist');
  await buildApp(outDir);
  const baseUrl = await startPreview(outDir);

  // Import after TMPDIR points into workDir, so playwright's scratch files land there too.
  const { chromium } = await import('playwright-core');
  let profiles = 0;

  /**
   * Launches Chromium with a fresh profile. Extra playwright context options (hasTouch,
   * isMobile, viewport, locale, …) may be passed.
   * @param {import('playwright-core').BrowserContextOptions} [options]
   */
  async function launch(options = {}) {
    const userDataDir = join(workDir, `profile-${++profiles}`);
    mkdirSync(userDataDir);
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath,
      headless: true,
      args: CHROMIUM_ARGS,
      env: { ...process.env, TMPDIR: workTmp },
      ...options,
    });
    openContexts.add(context);
    context.once('close', () => openContexts.delete(context));
    return context;
  }

  for (const file of testFiles) {
    const name = file.replace(/\.e2e\.mjs$/, '');
    const t0 = Date.now();
    try {
      const mod = await import(pathToFileURL(join(HERE, file)).href);
      if (typeof mod.default !== 'function') throw new Error('does not export a default function');
      // `build(outDir, env)` makes another build (e.g. a second version for the update test).
      const build = (dir, env) => buildApp(dir, env);
      // A file may ask for more time (`export const timeoutMs`), e.g. a whole game by long press.
      const limit = typeof mod.timeoutMs === 'number' ? Math.max(mod.timeoutMs, TEST_TIMEOUT_MS) : TEST_TIMEOUT_MS;
      await withTimeout(Promise.resolve(mod.default({ baseUrl, launch, workDir, build })), limit, name);
      passed++;
      console.log(`ok - ${name} (${secs(Date.now() - t0)})`);
    } catch (err) {
      failed++;
      console.log(`not ok - ${name}: ${describeError(err)}`);
      if (process.env.E2E_VERBOSE && err instanceof Error && err.stack) console.error(err.stack);
    } finally {
      await closeContexts();
    }
  }
} catch (err) {
  failed++;
  console.log(`not ok - setup: ${describeError(err)}`);
} finally {
  await cleanup();
}

log(`e2e total ${secs(Date.now() - startedAt)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
