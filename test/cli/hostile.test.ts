import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/run.ts';
import { cli, expectOneLineError, type CliResult } from './helpers.ts';

// Issue 14: hostile and near-valid input gets exit 2 and one clear line, never a crash.

const startOf = async (suits: number, deal: number) => JSON.parse((await cli(['deal', '--suits', String(suits), '--deal', String(deal)])).stdout);

/** JSON text of an entry nested `depth` arrays deep (built as text: stringify would recurse). */
const nested = (depth: number): string => '['.repeat(depth) + '{"type":"deal"}' + ']'.repeat(depth);

describe('command and flag names', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', ''])('%j is an unknown command', async (name) => {
    expectOneLineError(await cli([name, '--suits', '1']), /Unknown command/);
  });

  it.each(['--__proto__', '--constructor', '--toString', '--hasOwnProperty'])('%s is an unknown flag', async (flag) => {
    expectOneLineError(await cli(['deal', flag, '1', '--suits', '1', '--deal', '1']), /Unknown flag/);
  });

  it('no arguments: exit 2 and a line on stderr naming the commands', async () => {
    const r = await cli([]);
    expectOneLineError(r, /no command given; commands: deal, replay, solve, hint, analyze, bench, verify/);
  });

  it('--help prints the usage on stdout and exits 0', async () => {
    const r = await cli(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage:/);
  });
});

describe('messages quote input short, escaped and on one line', () => {
  it('a 100,000-character flag value gives a short line', async () => {
    const r = await cli(['deal', '--suits', 'x'.repeat(100_000), '--deal', '1']);
    expectOneLineError(r, /--suits must be 1, 2 or 4, got "x{80}… \(99920 more characters\)"/);
  });

  it('a newline in a value cannot split the message or fake a stack line', async () => {
    const r = await cli(['deal', '--suits', '1', '--deal', '7\n    at Object.<anonymous> (evil.js:1:1)']);
    expectOneLineError(r, /got "7\\n {4}at Object/);
  });

  it('invisible characters and quote marks are shown escaped', async () => {
    const r = await cli(['deal', '--suits', '1', '--deal', '1', '--rules', '\uFEFFclassic"\u202E\u0000']);
    expectOneLineError(r, /got "\\ufeffclassic\\"\\u202e\\u0000"/);
  });

  it('an unknown flag with a long, odd name is quoted and cut', async () => {
    const r = await cli(['deal', '--' + 'a\r'.repeat(5000), '1']);
    expectOneLineError(r, /Unknown flag "--(a\\r)+a?… \(\d+ more characters\)"/);
  });

  it('an unreadable file name is quoted and cut', async () => {
    const r = await cli(['deal', '--position', '/nonexistent/' + 'p\n'.repeat(100)]);
    expectOneLineError(r, /Cannot read the position file "\/nonexistent\/(p\\n)+p?… \(\d+ more characters\)": no such file or folder\.\n$/);
    const long = await cli(['deal', '--position', '/nonexistent/' + 'p\n'.repeat(5000)]);
    expectOneLineError(long, /: the name is too long\.\n$/);
  });
});

describe('moves files', () => {
  const replay = (text: string) => cli(['replay', '--suits', '1', '--deal', '1', '--moves', 'm.json'], { 'm.json': text });

  it('an entry nested 5,000 levels deep is refused with a short preview', async () => {
    const r = await replay(`[{"type":"deal"},${nested(5000)}]`);
    expectOneLineError(r, /Moves entry 1: .* got \[\[\[\[…\]\]\]\]\./);
  });

  it('a huge entry is previewed, not printed', async () => {
    const r = await replay(JSON.stringify([{ type: 'move', from: 'z'.repeat(200_000), to: 1, count: 1 }]));
    expectOneLineError(r, /Moves entry 0/);
  });

  it('prototype keys are data: an inherited "type" is no type', async () => {
    expectOneLineError(await replay('[{"__proto__":{"type":"deal"}}]'), /Moves entry 0/);
    const ok = await replay('[{"type":"deal","constructor":1,"__proto__":null}]');
    expect(ok.code).toBe(0);
  });

  it('nesting a million levels deep, closed or not, is bad input too', async () => {
    expectOneLineError(await replay('['.repeat(1_000_000)), /moves file "m.json" is not valid JSON/);
    expectOneLineError(await replay(nested(1_000_000)), /Moves entry 0: .* got \[\[\[\[…\]\]\]\]\./);
  });

  it('accepts a UTF-8 byte-order mark at the start', async () => {
    const r = await replay('\uFEFF[{"type":"deal"}]');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).stock).toHaveLength(40);
  });
});

describe('position files', () => {
  const withFile = (pos: unknown) => ({ 'p.json': typeof pos === 'string' ? pos : JSON.stringify(pos) });

  it('accepts a UTF-8 byte-order mark at the start', async () => {
    const pos = await startOf(2, 7);
    const r = await cli(['deal', '--position', 'p.json'], withFile('\uFEFF' + JSON.stringify(pos)));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(pos);
  });

  it('refuses a "won" that is not a boolean or disagrees with the cards', async () => {
    const pos = await startOf(2, 7);
    expectOneLineError(await cli(['deal', '--position', 'p.json'], withFile({ ...pos, won: 'yes' })), /"won" must be true or false/);
    expectOneLineError(await cli(['deal', '--position', 'p.json'], withFile({ ...pos, won: true })), /"won" is true, but/);
  });

  it('refuses a start position whose "deal" does not match its cards', async () => {
    const pos = await startOf(4, 7);
    const r = await cli(['solve', '--position', 'p.json'], withFile({ ...pos, deal: 8 }));
    expectOneLineError(r, /"deal" is 8, but deal 8 puts .. at column \d+, card \d+, not ..; correct "deal" or set it to null\./);
  });

  it.each([
    ['a JSON string', '"position"'],
    ['a number', '7'],
    ['a deep array', '['.repeat(5000) + ']'.repeat(5000)],
    ['prototype keys', '{"__proto__":{"suits":2},"constructor":{"prototype":1}}'],
    ['a long card code', JSON.stringify({ suits: 1, columns: Array(10).fill(['#' + 'Q'.repeat(100_000)]) })],
  ])('refuses %s with one short line', async (_name, text) => {
    expectOneLineError(await cli(['deal', '--position', 'p.json'], withFile(text)), /Invalid position in "p.json"/);
  });
});

describe('a failure that is not bad input', () => {
  it('still ends as one line and exit 2, not a stack trace', async () => {
    let stderr = '';
    const code = await run(['deal', '--suits', '1', '--deal', '1'], {
      out: () => {
        throw new Error('stdout is gone\n    at fake (x.js:1:1)');
      },
      err: (t) => void (stderr += t),
      readText: async () => '',
    });
    const r: CliResult = { code, stdout: '', stderr };
    expectOneLineError(r, /^spider deal: unexpected error: stdout is gone\\n {4}at fake/);
  });
});
