/**
 * Worker messages are decoded on arrival, both ways (STYLE: parse at the edges): what a
 * structured clone of a real request or answer carries decodes to the same value; anything
 * else is refused with a message, never cast.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, newGame } from '../../src/engine/game.ts';
import { knownTableKey } from '../../src/solver/lookahead.ts';
import { memoryOf } from '../../src/solver/memory.ts';
import { handleRequest } from '../../src/solver/handle.ts';
import { hint } from '../../src/solver/hint.ts';
import { knownPosition } from '../../src/solver/known.ts';
import { decodeAnalysis, decodeHint, decodePosition, decodeRequest, decodeResponse } from '../../src/solver/protocol.ts';
import { analyze } from '../../src/solver/analyze.ts';
import { endgame, ENDGAME_LOST_AT_1 } from '../game/helpers.ts';
import { solve } from '../../src/solver/search.ts';

const clone = <T>(v: T): unknown => structuredClone(v);
const known = knownPosition(newGame(2, 5));
const hintRequest = { id: 3, kind: 'hint', known, rules: 'classic', seed: 9, budget: 2_000, samples: 2, verified: true };

describe('decodeRequest', () => {
  it('decodes a hint request and a solve request as sent', () => {
    expect(decodeRequest(clone(hintRequest))).toEqual({ ok: true, value: hintRequest });
    const solveRequest = { id: 4, kind: 'solve', position: newGame(1, 2).position, rules: 'strict', budget: 10 };
    expect(decodeRequest(clone(solveRequest))).toEqual({ ok: true, value: solveRequest });
    const shortRequest = { ...solveRequest, shortLine: 5_000 };
    expect(decodeRequest(clone(shortRequest))).toEqual({ ok: true, value: shortRequest });
  });

  it("decodes a hint request with the game's memory: the table itself, then the undo stack", () => {
    let g = newGame(2, 5);
    const r = applyAction(g, { type: 'deal' });
    if (!r.ok) throw new Error(r.reason);
    g = r.game;
    const memory = memoryOf(g);
    expect(memory).toEqual([knownTableKey(knownPosition(g)), knownTableKey(knownPosition(newGame(2, 5)))]);
    const withMemory = { ...hintRequest, known: knownPosition(g), memory };
    expect(decodeRequest(clone(withMemory))).toEqual({ ok: true, value: withMemory });
    for (const bad of [[1], 'key', [null], { 0: 'key' }]) expect(decodeRequest(clone({ ...hintRequest, memory: bad })).ok, JSON.stringify(bad)).toBe(false);
  });

  it('refuses a solve request whose shortLine is not a whole number of positions', () => {
    const solveRequest = { id: 4, kind: 'solve', position: newGame(1, 2).position, rules: 'strict' };
    for (const shortLine of [0, -1, 1.5, '9', null]) expect(decodeRequest(clone({ ...solveRequest, shortLine })).ok, String(shortLine)).toBe(false);
  });

  it.each([
    ['no object', 7],
    ['no id', { ...hintRequest, id: -1 }],
    ['unknown kind', { ...hintRequest, kind: 'peek' }],
    ['bad rules', { ...hintRequest, rules: 'loose' }],
    ['bad seed', { ...hintRequest, seed: 1.5 }],
    ['bad budget', { ...hintRequest, budget: 0 }],
    ['bad verified', { ...hintRequest, verified: 'yes' }],
    ['bad samples', { ...hintRequest, samples: 0 }],
    ['a full position where the known one belongs', { ...hintRequest, known: newGame(2, 5).position }],
    ['a known position with a card too many', { ...hintRequest, known: { ...known, stock: known.stock.map(() => 0) } }],
  ])('refuses %s', (_, data) => {
    const r = decodeRequest(clone(data));
    expect(r.ok).toBe(false);
  });

  it('keeps the id of a refused request so the answer can name it', () => {
    const r = decodeRequest({ ...hintRequest, kind: 'peek' });
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-request', id: 3 } });
    if (!r.ok) expect(r.message).toMatch(/unknown request kind/);
  });

  it('a position must hold every card once', () => {
    const p = newGame(4, 1).position;
    expect(decodePosition(clone(p)).ok).toBe(true);
    const twice = { ...p, stock: [...p.stock.slice(1), p.stock[1]!] };
    expect(decodePosition(clone(twice)).ok).toBe(false);
  });
});

describe('decodeResponse', () => {
  it('decodes a real hint, a real solve result, progress and errors', () => {
    const h = hint(known, { rules: 'classic', seed: 1, budget: 3_000, samples: 2 });
    expect(decodeHint(clone(h))).toEqual({ ok: true, value: h });
    // The judged search's hint carries an estimate with each candidate.
    const judged = hint(known, { rules: 'classic', seed: 1, budget: 3_000, samples: 2, shape: { horizon: 20, lines: 4 } });
    expect(judged.kind).toBe('chance');
    expect(judged.candidates.every((c) => typeof c.chance === 'number')).toBe(true);
    expect(decodeHint(clone(judged))).toEqual({ ok: true, value: judged });
    const wild = { ...judged, candidates: judged.candidates.map((c, i) => (i === 0 ? { ...c, chance: 1.5 } : c)) };
    expect(decodeHint(clone(wild))).toMatchObject({ ok: false, error: 'bad-hint' });
    const r = solve(newGame(1, 2).position, { rules: 'classic', budget: 50_000 });
    expect(decodeResponse(clone({ id: 1, kind: 'result', result: r }))).toEqual({ ok: true, value: { id: 1, kind: 'result', result: r } });
    expect(decodeResponse({ id: 2, kind: 'progress', done: 1, total: 4 })).toEqual({ ok: true, value: { id: 2, kind: 'progress', done: 1, total: 4 } });
    expect(decodeResponse({ id: 2, kind: 'error', message: 'x' }).ok).toBe(true);
  });

  it.each([
    ['no id', { kind: 'progress', done: 1, total: 2 }, 'bad-response'],
    ['unknown kind', { id: 1, kind: 'answer' }, 'bad-response'],
    ['a hint with an unknown kind', { id: 1, kind: 'hint', hint: { kind: 'guess' } }, 'bad-hint'],
    [
      'a hint whose move leaves the table',
      { id: 1, kind: 'hint', hint: { ...hint(known, { rules: 'classic', seed: 1, budget: 1 }), move: { type: 'move', from: 0, to: 10, count: 1 } } },
      'bad-action',
    ],
    [
      'a result with a bad move',
      { id: 1, kind: 'result', result: { result: 'solved', moves: [{ type: 'jump' }], positions: 1, ms: 1, peakBytes: 0 } },
      'bad-action',
    ],
    ['progress without numbers', { id: 1, kind: 'progress', done: 'a', total: 2 }, 'bad-response'],
  ])('refuses %s', (_, data, code) => {
    const r = decodeResponse(clone(data));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe(code);
  });
});

describe('handleRequest', () => {
  it('answers a hint request with progress messages first, then the hint', () => {
    const progress: unknown[] = [];
    const answer = handleRequest(clone({ ...hintRequest, budget: 4_000 }), (m) => progress.push(m));
    expect(answer).toMatchObject({ id: 3, kind: 'hint' });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((m) => decodeResponse(m).ok && (m as { id: number }).id === 3)).toBe(true);
  });

  it('answers what does not decode with an error, never a crash', () => {
    expect(handleRequest({ id: 8, kind: 'hint', rules: 'classic' })).toMatchObject({ id: 8, kind: 'error' });
    expect(handleRequest(null)).toMatchObject({ kind: 'error' });
  });
});

describe('the analyze request', () => {
  const position = endgame().position;
  const request = { id: 8, kind: 'analyze', position, rules: 'classic', line: [...ENDGAME_LOST_AT_1], budget: 50_000 };

  it('decodes as sent, and the worker answers with the same analysis as analyze(), progress first', () => {
    expect(decodeRequest(clone(request))).toEqual({ ok: true, value: request });
    const progress: unknown[] = [];
    const answer = handleRequest(clone(request), (m) => progress.push(m));
    const direct = analyze(position, request.line, { rules: 'classic', budget: 50_000 });
    expect(direct.ok).toBe(true);
    expect(answer).toEqual({ id: 8, kind: 'analysis', analysis: direct.ok && direct.value });
    expect(decodeResponse(clone(answer))).toEqual({ ok: true, value: answer });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((m) => decodeResponse(clone(m)).ok)).toBe(true);
  });

  it.each([
    ['a line that is not a list', { ...request, line: 'deal' }],
    ['a bad action in the line', { ...request, line: [{ type: 'move', from: 0, to: 0, count: 1 }] }],
    ['an undo in the line', { ...request, line: [{ type: 'undo' }] }],
    ['no budget', { ...request, budget: undefined }],
    ['a bad position', { ...request, position: { ...position, stock: [1] } }],
  ])('refuses %s, answering its id', (_, bad) => {
    expect(decodeRequest(clone(bad))).toMatchObject({ ok: false, error: { code: 'bad-request', id: 8 } });
  });

  it('answers an illegal line with an error, not an analysis', () => {
    const answer = handleRequest(clone({ ...request, line: [{ type: 'move', from: 3, to: 4, count: 1 }] }));
    expect(answer).toMatchObject({ id: 8, kind: 'error' });
  });

  it('refuses an answer that names a move for still-winnable, or none for lost-at', () => {
    const analysis = { result: 'lost-at', index: 1, move: ENDGAME_LOST_AT_1[1], line: [], proven: false };
    expect(decodeAnalysis(clone(analysis)).ok).toBe(true);
    expect(decodeAnalysis(clone({ ...analysis, move: null })).ok).toBe(false);
    expect(decodeAnalysis(clone({ ...analysis, result: 'still-winnable' })).ok).toBe(false);
    expect(decodeAnalysis(clone({ ...analysis, proven: 'no' })).ok).toBe(false);
  });
});
