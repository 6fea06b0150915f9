import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeGrades, encodeNeeded, MAX_LIST_DEALS, type Grade } from '../../src/data/lists.ts';
import { writeAtomically } from '../../src/cli/list-store.ts';
import { cli, expectOneLineError } from './helpers.ts';

// Everything `verify` can refuse is refused before the first deal is solved. These runs are
// in-process: a run that got past its checks would try to fork workers and fail the test.

const scratch = () => mkdtempSync(join(tmpdir(), 'spider-guard-'));
const verify = (dir: string, from = 1, to = 3, extra: string[] = []) =>
  cli(['verify', '--suits', '2', '--from', String(from), '--to', String(to), '--budget', '1000', ...extra], {}, { SPIDER_LIST_DIR: dir });

const goodList = {
  suits: 2,
  rules: 'classic',
  budget: 1000,
  from: 1,
  to: 8,
  won: 3,
  grades: encodeGrades([1, 0, 2, 0, 0, 3, 0, 0]),
  needed: encodeNeeded([9, 0, 14, 0, 0, 19, 0, 0]),
};

describe('verify checks its folder first', () => {
  it('refuses an empty SPIDER_LIST_DIR instead of writing into the current folder', async () => {
    expectOneLineError(await verify(''), /SPIDER_LIST_DIR is set but empty/);
  });

  it('refuses a folder that is missing or is a file', async () => {
    const dir = scratch();
    expectOneLineError(await verify(join(dir, 'missing')), /The list folder ".*missing" cannot be used: no such file or folder/);
    writeFileSync(join(dir, 'file'), 'x');
    expectOneLineError(await verify(join(dir, 'file')), /is not a folder/);
  });

  it('refuses a list path or progress path that is a folder', async () => {
    const dir = scratch();
    mkdirSync(join(dir, 'verified-2.json'));
    expectOneLineError(await verify(dir), /verified-2.json" exists but is not a file/);
    const other = scratch();
    mkdirSync(join(other, 'verified-2.progress.jsonl'));
    expectOneLineError(await verify(other), /verified-2.progress.jsonl" exists but is not a file/);
  });
});

describe('verify never overwrites a list it cannot read', () => {
  const corrupt: [string, string, RegExp][] = [
    ['not JSON', '{"suits":2,', /is not valid JSON/],
    ['an array', '[1,2]', /corrupt \(a list must be a JSON object\)/],
    ['grades not a string', JSON.stringify({ ...goodList, grades: 7 }), /corrupt \("grades"/],
    ['bad base64', JSON.stringify({ ...goodList, grades: '!!!!' }), /corrupt \("grades"/],
    ['grades too short', JSON.stringify({ ...goodList, to: 40 }), /corrupt \("grades"/],
    ['from -5', JSON.stringify({ ...goodList, from: -5 }), /corrupt \("from" and "to"/],
    ['to out of range', JSON.stringify({ ...goodList, to: 4294967296 }), /corrupt \("from" and "to"/],
    ['to below from', JSON.stringify({ ...goodList, from: 9 }), /corrupt \("from" and "to"/],
    ['a wrong "won"', JSON.stringify({ ...goodList, won: 4 }), /corrupt \("won" must be 3/],
    ['another suit count', JSON.stringify({ ...goodList, suits: 4 }), /is for 4 suits, not 2/],
    ['a bad budget', JSON.stringify({ ...goodList, budget: '1000' }), /corrupt \("budget"/],
    ['no needed budgets', JSON.stringify({ ...goodList, needed: undefined }), /corrupt \("needed"/],
    ['a needed budget for a deal not won', JSON.stringify({ ...goodList, needed: encodeNeeded([9, 3, 14, 0, 0, 19, 0, 0]) }), /corrupt \("needed"/],
  ];

  it.each(corrupt)('%s: exit 2, the file left as it was, nothing else written', async (_name, text, message) => {
    const dir = scratch();
    writeFileSync(join(dir, 'verified-2.json'), text);
    const r = await verify(dir);
    expectOneLineError(r, message);
    expect(r.stderr).toMatch(/it is left as it is/);
    expect(readFileSync(join(dir, 'verified-2.json'), 'utf8')).toBe(text);
    expect(readdirSync(dir)).toEqual(['verified-2.json']);
  });
});

describe('verify refuses ranges a list cannot hold', () => {
  it('--from 0 --to 4294967295', async () => {
    const r = await verify(scratch(), 0, 4294967295);
    expectOneLineError(r, /A list holds at most 1000000 deals; --from 0 --to 4294967295 is 4294967296/);
  });

  it('an extension that would take the list past the limit', async () => {
    const dir = scratch();
    const grades = new Array<Grade>(MAX_LIST_DEALS).fill(0);
    writeFileSync(
      join(dir, 'verified-2.json'),
      JSON.stringify({
        ...goodList,
        to: MAX_LIST_DEALS,
        won: 0,
        grades: encodeGrades(grades),
        needed: encodeNeeded(new Array<number>(MAX_LIST_DEALS).fill(0)),
      }),
    );
    expectOneLineError(await verify(dir, MAX_LIST_DEALS + 1, MAX_LIST_DEALS + 1), /would pass 1000000 deals/);
  });
});

describe('verify and its progress file', () => {
  it("refuses to start over another run's progress, and leaves it alone", async () => {
    const dir = scratch();
    const text = '{"verify":1,"suits":2,"rules":"classic","budget":1000,"from":1,"to":50}\n{"deal":1,"result":"solved","positions":10,"ms":1,"moves":90}\n';
    writeFileSync(join(dir, 'verified-2.progress.jsonl'), text);
    expectOneLineError(await verify(dir), /holds the progress of another verify run \(".*to 50"\); run that command again/);
    expect(readFileSync(join(dir, 'verified-2.progress.jsonl'), 'utf8')).toBe(text);
  });

  it('refuses a damaged progress file', async () => {
    const dir = scratch();
    const text =
      '{"verify":1,"suits":2,"rules":"classic","budget":1000,"from":1,"to":3}\n{"deal":"one"}\n{"deal":2,"result":"solved","positions":10,"ms":1,"moves":90}\n';
    writeFileSync(join(dir, 'verified-2.progress.jsonl'), text);
    expectOneLineError(await verify(dir), /damaged at line 2/);
    expect(readFileSync(join(dir, 'verified-2.progress.jsonl'), 'utf8')).toBe(text);
    expect(existsSync(join(dir, 'verified-2.json'))).toBe(false);
  });
});

describe('writeAtomically', () => {
  it('replaces the file whole and leaves no temporary file', async () => {
    const dir = scratch();
    const path = join(dir, 'verified-2.json');
    writeFileSync(path, 'old');
    await writeAtomically(path, 'new list');
    expect(readFileSync(path, 'utf8')).toBe('new list');
    expect(readdirSync(dir)).toEqual(['verified-2.json']);
  });

  it('a write that fails leaves the old file as it was', async () => {
    const dir = scratch();
    const path = join(dir, 'verified-2.json');
    writeFileSync(path, 'old');
    mkdirSync(`${path}.${process.pid}.tmp`); // the temporary file cannot be created
    await expect(writeAtomically(path, 'new list')).rejects.toThrow();
    expect(readFileSync(path, 'utf8')).toBe('old');
  });
});
