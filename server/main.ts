import { readConfig } from './config.ts';
import { jsonLogger } from './log.ts';
import { startService } from './start.ts';

// `npm run server`: the daily results service on the embedded store (or DATABASE_URL).
const log = jsonLogger((line) => process.stdout.write(`${line}\n`));
const config = readConfig(process.env);
if (!config.ok) {
  log.error('bad configuration', { problem: config.message });
  process.exit(2);
}

try {
  const running = await startService(config.value, { log });
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
  log.error('could not start', { problem: e instanceof Error ? e.message : 'unknown' });
  process.exit(1);
}
