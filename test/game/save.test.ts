import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SuitCount } from '../../src/engine/cards.ts';
import { newGame, type Action } from '../../src/engine/game.ts';
import { legalMoves } from '../../src/engine/moves.ts';
import type { DealRules } from '../../src/engine/rules.ts';
import { manualClock } from '../../src/game/clock.ts';
import { decodeAction, decodeSave, encodeAction, encodeSave, type SaveError } from '../../src/game/save.ts';
import { createSession, type DealKind, type Session } from '../../src/game/session.ts';
import { makeGame, run } from './helpers.ts';
import { playChoices as play } from './persist-helpers.ts';

function session(suits: SuitCount, deal: number, rules: DealRules = 'classic', kind: DealKind = 'number') {
  const clock = manualClock(500);
  const s = createSession({ clock, pickDeal: () => 1, initial: { game: newGame(suits, deal, rules), kind } });
  return { s, clock };
}

/** Everything a player could tell apart, plus the history undo and redo walk through. */
function observable(s: Session) {
  return {
    game: s.game.value,
    start: s.start.value,
    kind: s.kind.value,
    day: s.day.value,
    journal: s.journal.actions.value,
    phase: s.phase.value,
    played: s.played.value,
    status: s.views.status.value,
    elapsed: s.clock.elapsed(),
    canUndo: s.views.canUndo.value,
    canRedo: s.views.canRedo.value,
    counts: s.counts.value,
  };
}

function restoreInto(text: string) {
  const r = decodeSave(text);
  if (!r.ok) throw new Error(`decodeSave failed: ${JSON.stringify(r.error)}`);
  const { s: fresh } = session(1, 999);
  expect(fresh.journal.restore(r.value.snapshot, r.value.game)).toEqual({ ok: true });
  return fresh;
}

describe('action codes', () => {
  it('round-trips every kind of action and rejects anything else', () => {
    const actions: Action[] = [{ type: 'deal' }, { type: 'undo' }, { type: 'redo' }, { type: 'move', from: 9, to: 0, count: 12 }];
    for (const a of actions) expect(decodeAction(encodeAction(a))).toEqual(a);
    expect(encodeAction({ type: 'move', from: 0, to: 3, count: 9 })).toBe('m039');
    for (const bad of ['', 'm', 'm03', 'm030', 'm03x', 'D', 'dd', 'm0312a', 7, null, {}, ['d'], 'm1a2']) {
      expect(decodeAction(bad)).toBeNull();
    }
  });
});

describe('save → load', () => {
  it('any sequence of actions restores to a deep-equal game and session (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<SuitCount>(1, 2, 4),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.constantFrom<DealRules>('classic', 'strict', 'relaxed'),
        fc.array(fc.nat(), { maxLength: 120 }),
        fc.integer({ min: 0, max: 3_600_000 }),
        (suits, deal, rules, choices, ms) => {
          const { s, clock } = session(suits, deal, rules, 'verified');
          play(s, choices);
          clock.advance(ms);
          const before = observable(s);
          const fresh = restoreInto(encodeSave(s.journal.snapshot()));
          expect(observable(fresh)).toEqual(before);
          // The redo history survives too: the same redo is available on both.
          expect(fresh.redo()).toEqual(s.redo());
          expect(fresh.game.value).toEqual(s.game.value);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps a daily deal’s day, a restarted game’s "played", and a won game', () => {
    const clock = manualClock();
    const s = createSession({ clock, initial: { game: newGame(2, 5), kind: 'daily', day: '2026-11-30' } });
    s.deal();
    s.restart();
    const fresh = restoreInto(encodeSave(s.journal.snapshot()));
    expect(observable(fresh)).toEqual(observable(s));
    expect(fresh.day.value).toBe('2026-11-30');
    expect(fresh.played.value).toBe(true);

    const g = makeGame({ columns: [[...run('K', '2', 'S')], ['AS']], completed: 7, dump: [] });
    const w = createSession({ clock, initial: { game: g, kind: 'position' } });
    w.tap(1, 0);
    expect(w.phase.value).toBe('won');
    const text = encodeSave(w.journal.snapshot());
    expect(JSON.parse(text)).toHaveProperty('start'); // a position game stores where it began
    const back = restoreInto(text);
    expect(back.phase.value).toBe('won');
    expect(back.game.value).toEqual(w.game.value);
  });

  it('stores the fields of SPEC §5 and nothing the deal number can rebuild', () => {
    const { s } = session(2, 7);
    s.deal();
    s.undo();
    const o = JSON.parse(encodeSave(s.journal.snapshot()));
    expect(Object.keys(o).sort()).toEqual(
      ['actions', 'day', 'deal', 'elapsedMs', 'hints', 'kind', 'phase', 'played', 'priorUndos', 'recorded', 'retried', 'rules', 'suits', 'version'].sort(),
    );
    expect(o).toMatchObject({
      version: 3,
      suits: 2,
      deal: 7,
      rules: 'classic',
      actions: ['d', 'u'],
      phase: 'playing',
      hints: 0,
      priorUndos: 0,
      retried: false,
      recorded: false,
    });
  });
});

describe('decodeSave: every damaged shape is a typed error', () => {
  const { s } = session(2, 7);
  s.deal();
  const m = legalMoves(s.game.value.position)[0]!;
  s.move(m.from, m.to, m.count);
  const good = JSON.parse(encodeSave(s.journal.snapshot()));
  const variant = (patch: Record<string, unknown>) => ({ ...good, ...patch });
  const without = (key: string) => {
    const copy = { ...good };
    delete copy[key];
    return copy;
  };
  const cases: [string, unknown, SaveError][] = [
    ['truncated JSON', JSON.stringify(good).slice(0, 40), { code: 'not-json' }],
    ['not JSON at all', 'hello', { code: 'not-json' }],
    ['an array', [1, 2], { code: 'not-an-object' }],
    ['null', null, { code: 'not-an-object' }],
    ['a number', 42, { code: 'not-an-object' }],
    ['a newer version', variant({ version: 4 }), { code: 'bad-version' }],
    ['version 0', variant({ version: 0 }), { code: 'bad-version' }],
    ['no version', without('version'), { code: 'bad-version' }],
    ['version as text', variant({ version: '1' }), { code: 'bad-version' }],
    ['missing suits', without('suits'), { code: 'missing-field', field: 'suits' }],
    ['suits 3', variant({ suits: 3 }), { code: 'bad-field', field: 'suits' }],
    ['deal as text', variant({ deal: '7' }), { code: 'bad-field', field: 'deal' }],
    ['deal too large', variant({ deal: 2 ** 32 }), { code: 'bad-field', field: 'deal' }],
    ['deal null without a start', variant({ deal: null }), { code: 'bad-field', field: 'deal' }],
    ['unknown rules', variant({ rules: 'easy' }), { code: 'bad-field', field: 'rules' }],
    ['unknown kind', variant({ kind: 'magic' }), { code: 'bad-field', field: 'kind' }],
    ['a day that does not exist', variant({ day: '2026-02-30' }), { code: 'bad-field', field: 'day' }],
    ['missing actions', without('actions'), { code: 'missing-field', field: 'actions' }],
    ['actions as text', variant({ actions: 'd' }), { code: 'bad-field', field: 'actions' }],
    ['negative time', variant({ elapsedMs: -5 }), { code: 'bad-field', field: 'elapsedMs' }],
    ['fractional time', variant({ elapsedMs: 1.5 }), { code: 'bad-field', field: 'elapsedMs' }],
    ['unknown phase', variant({ phase: 'lost' }), { code: 'bad-field', field: 'phase' }],
    ['played as text', variant({ played: 'yes' }), { code: 'bad-field', field: 'played' }],
    ['a garbled action', variant({ actions: ['d', 'x9'] }), { code: 'bad-action', index: 1 }],
    ['an action object', variant({ actions: [{ type: 'deal' }] }), { code: 'bad-action', index: 0 }],
    ['an illegal action', variant({ actions: ['d', 'd', 'u', 'u', 'u'] }), { code: 'illegal-action', index: 4, reason: 'nothing-to-undo' }],
    ['a move that does not fit', variant({ actions: ['m0913'] }), { code: 'illegal-action', index: 0, reason: 'too-few-cards' }],
    ['playing with no actions', variant({ actions: [] }), { code: 'inconsistent' }],
    ['won but not won', variant({ phase: 'won' }), { code: 'inconsistent' }],
    ['position game without start', variant({ kind: 'position' }), { code: 'missing-field', field: 'start' }],
    ['a broken start', variant({ kind: 'position', start: { suits: 2 } }), { code: 'bad-start', reason: 'shape' }],
  ];
  it.each(cases)('%s', (_name, input, error) => {
    expect(decodeSave(input)).toEqual({ ok: false, error, message: expect.any(String) });
    if (typeof input !== 'string') expect(decodeSave(JSON.stringify(input))).toEqual({ ok: false, error, message: expect.any(String) });
  });

  it('says in its message what was wrong', () => {
    expect(decodeSave(variant({ kind: 'position' }))).toMatchObject({ message: 'the stored game has no "start"' });
    expect(decodeSave(variant({ actions: ['d', 'd', 'u', 'u', 'u'] }))).toMatchObject({
      message: "the stored game's action 4 is not legal there (nothing-to-undo)",
    });
  });

  it('the intact value decodes, from text or from an object; unknown extra fields are ignored', () => {
    expect(decodeSave(JSON.stringify(good)).ok).toBe(true);
    expect(decodeSave(good).ok).toBe(true);
    expect(decodeSave({ ...good, later: 'a field from a newer app' }).ok).toBe(true);
  });

  it('never throws on arbitrary input (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.string(), fc.anything()), (input) => {
        const r = decodeSave(input);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
    for (const key of ['__proto__', 'constructor', 'toString']) {
      expect(decodeSave(JSON.parse(`{"${key}": 1, "version": 1}`)).ok).toBe(false);
    }
    let deep: unknown = 'd';
    for (let i = 0; i < 5000; i++) deep = [deep];
    expect(decodeSave(variant({ actions: deep })).ok).toBe(false);
  });
});

describe('a game that began from a position stores its start by card id', () => {
  const g = makeGame({ suits: 2, columns: [[...run('K', '3', 'S')], ['#5H', '2S'], ['AS']], completed: 2 });
  const s = createSession({ initial: { game: g, kind: 'position' } });
  s.tap(1, 1);
  const good = JSON.parse(encodeSave(s.journal.snapshot()));

  it('comes back exactly: ids, face-down counts, seen memory, moves', () => {
    const r = decodeSave(good);
    expect(r.ok && r.value.snapshot.start).toEqual(g);
    expect(r.ok && r.value.game).toEqual(s.game.value);
  });

  const start = good.start;
  const withStart = (patch: Record<string, unknown>) => ({ ...good, start: { ...start, ...patch } });
  const swapped = start.columns.map((c: number[]) => [...c]);
  const firstRun = start.completed[0] as number[];
  const cases: [string, unknown, string][] = [
    ['nine columns', withStart({ columns: start.columns.slice(1) }), 'shape'],
    ['a card id out of range', withStart({ stock: [...start.stock.slice(1), 104] }), 'shape'],
    ['more face down than cards', withStart({ down: [99, ...start.down.slice(1)] }), 'shape'],
    ['a stock of 3', withStart({ stock: [0, 1, 2] }), 'shape'],
    ['seen of 3 words', withStart({ seen: [0, 0, 0] }), 'shape'],
    ['a face-down top card', withStart({ down: start.columns.map((c: number[]) => c.length) }), 'face-down-on-top'],
    ['a card twice', withStart({ columns: [[...swapped[0]], ...swapped.slice(1, -1), [...swapped.at(-1), swapped[0][0]]] }), 'cards'],
    ['a run out of order', withStart({ completed: [[...firstRun].reverse(), ...start.completed.slice(1)] }), 'runs'],
  ];
  it.each(cases)('%s', (_name, input, reason) => {
    expect(decodeSave(input)).toEqual({ ok: false, error: { code: 'bad-start', reason }, message: `the stored game's start does not decode (${reason})` });
  });

  it('a card missing and another doubled is refused as the wrong cards', () => {
    const cols = start.columns.map((c: number[]) => [...c]);
    const donor = cols.findIndex((c: number[]) => c.length > 1);
    cols[donor][0] = cols[donor][1]; // same length, one id twice, one id gone
    expect(decodeSave(withStart({ columns: cols }))).toEqual({
      ok: false,
      error: { code: 'bad-start', reason: 'cards' },
      message: "the stored game's start does not decode (cards)",
    });
  });
});
