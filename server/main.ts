import { readConfig } from './config.ts';
import { jsonLogger } from './log.ts';
import { startService } from './start.ts';

// `npm run server [-- --init]`: the daily results service on the embedded store (or
// DATABASE_URL). A DATA_DIR that does not exist is made into a new store only with --init (or
// when DATA_DIR is not set: the default ./data of a development checkout).
const log = jsonLogger((line) => process.stdout.write(`${line}\n`));
const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--init');
const config = readConfig(process.env);
if (!config.ok || unknown.length > 0) {
  log.error('bad configuration', { problem: config.ok ? `unknown argument ${unknown[0]}: the only one is --init` : config.message });
  process.exit(2);
}

try {
  const createMissingStore = args.includes('--init') || !process.env.DATA_DIR?.trim();
  const running = await startService(config.value, { log, createMissingStore });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('stopping', { signal });
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
} catch (e) {
  log.error('could not start', { problem: e instanceof Error ? e.message : 'unknown', error: e instanceof Error ? e.name : typeof e });
  process.exit(1);
}
