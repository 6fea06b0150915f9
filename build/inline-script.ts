import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * `source` (TypeScript that may import the app's modules, paths from the project root) compiled
 * with everything it imports into one classic script for an inline <script>. Bundled rather than
 * pasted from `fn.toString()`, so whatever the imported code comes to call ships with it, under
 * the names it was written with.
 */
export function inlineScript(source: string): string {
  const built = buildSync({
    stdin: { contents: source, resolveDir: ROOT, sourcefile: 'inline-script.ts', loader: 'ts' },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  return built.outputFiles[0]!.text.trim();
}
