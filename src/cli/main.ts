import { readFile } from 'node:fs/promises';
import { run } from './run.ts';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const code = await run(process.argv.slice(2), {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
  readText: (path) => (path === '-' ? readStdin() : readFile(path, 'utf8')),
});
process.exitCode = code;
