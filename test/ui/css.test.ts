import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(import.meta.dirname, '../../src/ui');

/**
 * The bundle concatenates the stylesheets, so one unclosed block swallows every rule after
 * it, other files' too (a merge once left an @media open and cards.css then applied on
 * narrow phones only). Every block must close, outside comments and strings.
 */
function openBlocks(css: string): { depth: number; line: number } {
  let depth = 0;
  let line = 1;
  const lowest = 0;
  const code = css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/"[^"\n]*"|'[^'\n]*'/g, (c) => ' '.repeat(c.length));
  for (const ch of code) {
    if (ch === '\n') line++;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth < lowest) return { depth, line };
  }
  return { depth, line };
}

describe('stylesheets', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.css'));
  it('there are stylesheets to check', () => expect(files).toContain('cards.css'));
  for (const file of files) {
    it(`${file}: every block closes`, () => {
      const { depth, line } = openBlocks(readFileSync(join(DIR, file), 'utf8'));
      expect(depth, `${file}: ${depth > 0 ? `${depth} block(s) left open at the end` : `a stray } at line ${line}`}`).toBe(0);
    });
  }
});
