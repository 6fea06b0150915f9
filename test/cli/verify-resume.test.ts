import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeGrades, decodeList } from '../../src/data/lists.ts';
import { spawnCli } from './helpers.ts';

describe('verify resumes from its progress file', () => {
  it('keeps the deals an interrupted run finished, solves the rest, then removes the checkpoint', () => {
    const dir = mkdtempSync(join(tmpdir(), 'spider-resume-'));
    // What a run killed after two deals leaves: its header, two finished deals, a torn line.
    // The recorded "positions" (hard) differ from what the solver needs (easy), so the list
    // shows which deals were taken from the file and which were solved again.
    const progress = [
      '{"verify":1,"suits":1,"rules":"classic","budget":300000,"from":1,"to":3}',
      '{"deal":1,"result":"solved","positions":200000,"ms":5,"moves":120}',
      '{"deal":3,"result":"unknown","positions":300000,"ms":5,"moves":0}',
      '{"deal":2,"res',
    ].join('\n');
    writeFileSync(join(dir, 'verified-1.progress.jsonl'), progress);
    const r = spawnCli(['verify', '--suits', '1', '--from', '1', '--to', '3', '--budget', '300000', '--jobs', '1'], undefined, {
      SPIDER_LIST_DIR: dir,
    });
    expect(r.stderr).toMatch(/resuming, 2\/3 deals already done/);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ summary: true, deals: 3, solved: 2, unknown: 1 });
    const list = decodeList(JSON.parse(readFileSync(join(dir, 'verified-1.json'), 'utf8')));
    expect(list.ok).toBe(true);
    if (list.ok) expect(decodeGrades(list.value)).toEqual([3, 1, 0]); // 1 and 3 from the file, 2 solved now
    expect(readdirSync(dir)).toEqual(['verified-1.json']); // no checkpoint, no temporary file
  }, 120_000);
});
