import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { run } from './run.ts';
import { oneLine } from './text.ts';

/** Larger input is refused: reading `/dev/zero` or a runaway pipe must end, not eat memory. */
const MAX_INPUT_BYTES = 64 * 2 ** 20;

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > MAX_INPUT_BYTES) {
      stream.destroy();
      throw new Error(`larger than ${MAX_INPUT_BYTES / 2 ** 20} MB`);
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks).toString('utf8');
}

// Last guards: a failure outside `run` (a worker's stream, a closed stdout) still ends as one
// line and exit 2, never a stack trace. A reader that closed stdout early (`| head`) is no error.
const fatal = (e: unknown) => {
  process.stderr.write(oneLine(`spider: unexpected error: ${e instanceof Error ? e.message : String(e)}`) + '\n');
  process.exit(2);
};
process.on('uncaughtException', fatal);
process.on('unhandledRejection', fatal);
process.stdout.on('error', (e: NodeJS.ErrnoException) => (e.code === 'EPIPE' ? process.exit(0) : fatal(e)));

const code = await run(process.argv.slice(2), {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
  readText: (path) => readAll(path === '-' ? process.stdin : createReadStream(path)),
  env: process.env,
});
process.exitCode = code;
