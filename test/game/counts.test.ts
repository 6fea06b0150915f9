/**
 * Hints and undos on the record (issue 24, point 3): what a game used is counted by the session,
 * kept through Restart deal and a reload, shown at the end, and credited in the records as "won
 * without undo" / "won without hints". An old save (version 1, literal below) still loads, with
 * its hints not known, and such a game is never credited as won without hints.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { legalMoves } from '../../src/engine/moves.ts';
import { manualClock } from '../../src/game/clock.ts';
import { createHints, type Hint, type HintService } from '../../src/game/hints.ts';
import { decodeRecords, EMPTY_RECORD, EMPTY_RECORDS, recordEnd } from '../../src/game/records.ts';
import { decodeSave, encodeSave } from '../../src/game/save.ts';
import { createSession, type Session, type SessionEvent, type Summary } from '../../src/game/session.ts';
import { KEYS, memoryStore } from '../../src/game/storage.ts';
import { makeGame, run, summaryOf } from './helpers.ts';
import { bootWith } from './persist-helpers.ts';

/** A 1-suit table one tap from winning: a King..2 run in column 1 and the Ace in column 2. */
const almostWon = () => makeGame({ columns: [[...run('K', '2', 'S')], ['AS']], completed: 7, dump: [] });

function ends(s: Session) {
  const seen: Extract<SessionEvent, { type: 'end' }>[] = [];
  s.subscribe((e) => {
    if (e.type === 'end') seen.push(e);
  });
  return seen;
}

const firstMove = (s: Session) => {
  const m = legalMoves(s.game.value.position)[0]!;
  expect(s.move(m.from, m.to, m.count).ok).toBe(true);
};

describe('the session counts what a game used', () => {
  it('counts hints, keeps them and the undos through a restart (the restart counts as an undo), and starts a new game at zero', () => {
    const s = createSession({ clock: manualClock(0), initial: { game: newGame(1, 7), kind: 'verified' } });
    const endings = ends(s);
    expect(s.counts.value).toEqual({ undos: 0, hints: 0 });
    s.noteHint();
    firstMove(s);
    s.undo();
    s.noteHint();
    expect(s.counts.value).toEqual({ undos: 1, hints: 2 });
    expect(s.summary()).toMatchObject({ undos: 1, hints: 2 });

    firstMove(s);
    s.restart(); // one undo before, the restart itself one more
    expect(s.counts.value).toEqual({ undos: 2, hints: 2 });
    s.restart(); // nothing to take back: not another undo
    expect(s.counts.value).toEqual({ undos: 2, hints: 2 });
    firstMove(s);
    s.undo();
    expect(s.counts.value).toEqual({ undos: 3, hints: 2 });
    expect(endings).toEqual([]); // still one game

    // Leaving it is a loss recorded with its own counts; the next game starts from nothing.
    s.newGame({ suits: 1, deal: 9 });
    expect(endings).toHaveLength(1);
    expect(endings[0]!.summary).toMatchObject({ undos: 3, hints: 2 });
    expect(s.counts.value).toEqual({ undos: 0, hints: 0 });
  });

  it('a win reports its counts; after the end nothing more is counted, and a restart then is a new game', () => {
    const s = createSession({ clock: manualClock(0), initial: { game: almostWon(), kind: 'position' } });
    const endings = ends(s);
    s.noteHint();
    s.tap(1, 0);
    expect(s.phase.value).toBe('won');
    expect(endings[0]).toMatchObject({ result: 'won', summary: { undos: 0, hints: 1 } });
    s.noteHint();
    expect(s.counts.value.hints).toBe(1);
    s.restart();
    expect(s.counts.value).toEqual({ undos: 0, hints: 0 });
  });

  it('the save keeps the counts (hints, and the undos before a restart) and a reload shows them again', async () => {
    const store = memoryStore();
    const first = await bootWith(store);
    const s = first.session;
    s.noteHint();
    firstMove(s);
    s.undo();
    firstMove(s);
    s.restart();
    s.noteHint();
    s.noteHint();
    firstMove(s);
    s.undo();
    expect(s.counts.value).toEqual({ undos: 3, hints: 3 });
    await first.persistence.flush();
    expect(JSON.parse(String(store.data.get(KEYS.game)))).toMatchObject({ version: 3, hints: 3, priorUndos: 2 });

    const again = await bootWith(store);
    expect(again.session.counts.value).toEqual({ undos: 3, hints: 3 });
    expect(again.session.summary()).toMatchObject({ undos: 3, hints: 3 });
  });

  it('a hint counted is written at once (a reload right after it keeps it)', async () => {
    const store = memoryStore();
    const first = await bootWith(store);
    firstMove(first.session);
    await first.persistence.writer.flush();
    first.session.noteHint();
    await first.persistence.writer.flush();
    expect((await bootWith(store)).session.counts.value.hints).toBe(1);
  });
});

describe('an old save (version 1) still loads', () => {
  // As version 1 wrote it: deal 7 at 1 suit, a move, an undo, a deal; no hints, no priorUndos.
  const old = {
    version: 1,
    suits: 1,
    deal: 7,
    rules: 'classic',
    kind: 'verified',
    day: null,
    actions: ['m051', 'u', 'd'],
    elapsedMs: 61_000,
    phase: 'playing',
    played: true,
  };

  it('decodes with its hints not known and no undos before a restart', () => {
    const start = newGame(1, 7);
    const first = legalMoves(start.position).find((m) => m.from === 0 && m.to === 5 && m.count === 1);
    expect(first).toBeDefined(); // the literal's move is legal on this deal
    const r = decodeSave(old);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.snapshot).toMatchObject({ hints: null, priorUndos: 0, elapsedMs: 61_000, phase: 'playing' });
    expect(r.value.game.undos).toBe(1);
    expect(decodeSave(JSON.stringify(old)).ok).toBe(true);
  });

  it('resumes with the undos it shows and hints "not counted"; re-saved, it stays not known, and its win is not credited as without hints', async () => {
    const store = memoryStore({ [KEYS.game]: JSON.stringify(old) });
    const b = await bootWith(store);
    expect(b.persistence.notices.value).toEqual([]);
    const s = b.session;
    expect(s.counts.value).toEqual({ undos: 1, hints: null });
    s.noteHint(); // not known stays not known: 1 more of an unknown number is still unknown
    expect(s.counts.value.hints).toBeNull();
    await b.persistence.flush();
    expect(JSON.parse(String(store.data.get(KEYS.game)))).toMatchObject({ version: 3, hints: null, priorUndos: 0 });
    expect((await bootWith(store)).session.counts.value).toEqual({ undos: 1, hints: null });

    const summary: Summary = { ...s.summary(), undos: 0 };
    const won = recordEnd(EMPTY_RECORDS, 'won', summary).records[1];
    expect(won).toMatchObject({ won: 1, wonWithoutUndo: 1, wonWithoutHints: 0 });
  });

  it('a version 2 save must carry its counts, as whole numbers (hints may be null)', () => {
    const s = createSession({ clock: manualClock(0), initial: { game: newGame(1, 7), kind: 'verified' } });
    firstMove(s);
    const good = JSON.parse(encodeSave(s.journal.snapshot()));
    expect(decodeSave(good).ok).toBe(true);
    expect(decodeSave({ ...good, hints: null }).ok).toBe(true);
    const without = (key: string) => Object.fromEntries(Object.entries(good).filter(([k]) => k !== key));
    const cases: [unknown, unknown][] = [
      [without('hints'), { code: 'missing-field', field: 'hints' }],
      [without('priorUndos'), { code: 'missing-field', field: 'priorUndos' }],
      [
        { ...good, hints: -1 },
        { code: 'bad-field', field: 'hints' },
      ],
      [
        { ...good, hints: 1.5 },
        { code: 'bad-field', field: 'hints' },
      ],
      [
        { ...good, hints: '2' },
        { code: 'bad-field', field: 'hints' },
      ],
      [
        { ...good, priorUndos: null },
        { code: 'bad-field', field: 'priorUndos' },
      ],
      [
        { ...good, priorUndos: -3 },
        { code: 'bad-field', field: 'priorUndos' },
      ],
    ];
    for (const [input, error] of cases) expect(decodeSave(input)).toEqual({ ok: false, error, message: expect.any(String) });
  });
});

describe('records: won without undo, won without hints', () => {
  const summary = (patch: Partial<Summary>): Summary => summaryOf({ suits: 2, ...patch });

  it('credits each only to a win that used none; hints not known are never credited; losses change neither', () => {
    const games: ['won' | 'lost', Partial<Summary>][] = [
      ['won', {}],
      ['won', { undos: 2 }],
      ['won', { hints: 3 }],
      ['won', { hints: null }],
      ['won', { undos: 1, hints: 1 }],
      ['lost', {}],
    ];
    const r = games.reduce((acc, [result, patch]) => recordEnd(acc, result, summary(patch)).records, EMPTY_RECORDS);
    expect(r[2]).toMatchObject({ played: 6, won: 5, wonWithoutUndo: 3, wonWithoutHints: 2 });
    expect(r[1]).toBe(EMPTY_RECORD);
  });

  it('records stored before these counts (literal, version 1) decode with both 0 and no repair', () => {
    const stored = {
      version: 1,
      bySuits: {
        1: { played: 12, won: 7, streak: 2, bestStreak: 4, bestTimeMs: 412_000, fewestMoves: 141, dailyWon: '2026-11-29' },
        2: { played: 3, won: 0, streak: 0, bestStreak: 0, bestTimeMs: null, fewestMoves: null, dailyWon: null },
      },
    };
    const r = decodeRecords(stored);
    expect(r).toEqual({
      ok: true,
      repaired: [],
      value: {
        1: {
          played: 12,
          won: 7,
          wonWithoutUndo: 0,
          wonWithoutHints: 0,
          streak: 2,
          bestStreak: 4,
          bestTimeMs: 412_000,
          fewestMoves: 141,
          dailyWon: '2026-11-29',
        },
        2: { ...EMPTY_RECORD, played: 3 },
        4: EMPTY_RECORD,
      },
    });
  });

  it('repairs a bad count, and one larger than the wins', () => {
    const base = { played: 5, won: 3, streak: 1, bestStreak: 2, bestTimeMs: 1000, fewestMoves: 150, dailyWon: null };
    const r = decodeRecords({
      version: 1,
      bySuits: {
        1: { ...base, wonWithoutUndo: 'many', wonWithoutHints: 2 },
        2: { ...base, wonWithoutUndo: 4, wonWithoutHints: 3 },
        4: { ...base, wonWithoutHints: -1 },
      },
    });
    expect(r.ok && r.repaired).toEqual(['1.wonWithoutUndo', '2.wonWithoutUndo', '4.wonWithoutHints']);
    expect(r.ok && [r.value[1], r.value[2], r.value[4]].map((x) => [x.wonWithoutUndo, x.wonWithoutHints])).toEqual([
      [0, 2],
      [0, 3],
      [0, 0],
    ]);
  });
});

describe('a hint counts once per table it answers for', () => {
  const answer: Hint = {
    kind: 'sample',
    move: { type: 'move', from: 0, to: 1, count: 1 },
    candidates: [
      { move: { type: 'move', from: 0, to: 1, count: 1 }, wins: 2, progress: [] },
      { move: { type: 'move', from: 2, to: 3, count: 1 }, wins: 1, progress: [] },
    ],
    advice: null,
    finished: true,
    samples: 4,
    wins: 2,
    verified: false,
    positions: 10,
  };
  const flush = () => new Promise((r) => setTimeout(r, 0));

  function setup() {
    const session = createSession({ clock: manualClock(0), initial: { game: newGame(1, 7), kind: 'verified' } });
    const pending: { resolve: (h: Hint) => void; reject: (e: Error) => void }[] = [];
    const service: HintService = {
      hint: () => new Promise<Hint>((resolve, reject) => pending.push({ resolve, reject })),
      cancel: () => {},
    };
    const hints = createHints({ session, service });
    return { session, hints, pending };
  }

  it('Hint again (the next candidate) and asking again after closing the bar do not count again; a new table does', async () => {
    const { session, hints, pending } = setup();
    hints.request();
    await flush();
    expect(session.counts.value.hints).toBe(0); // still calculating
    pending[0]!.resolve(answer);
    await flush();
    expect(hints.state.value).toMatchObject({ status: 'shown', index: 0 });
    expect(session.counts.value.hints).toBe(1);
    hints.request(); // Hint again: the second candidate
    expect(hints.state.value).toMatchObject({ status: 'shown', index: 1 });
    hints.clear();
    hints.request();
    await flush();
    pending[1]!.resolve(answer);
    await flush();
    expect(hints.state.value).toMatchObject({ status: 'shown' });
    expect(session.counts.value.hints).toBe(1);

    firstMove(session);
    hints.request();
    await flush();
    pending[2]!.resolve(answer);
    await flush();
    expect(session.counts.value.hints).toBe(2);
  });

  it('a hint that failed, or was dropped because the table changed, does not count', async () => {
    const { session, hints, pending } = setup();
    hints.request();
    await flush();
    pending[0]!.reject(new Error('worker gone'));
    await flush();
    expect(hints.state.value).toMatchObject({ status: 'failed' });
    hints.request();
    await flush();
    firstMove(session); // the answer on its way is for a table no longer there
    pending[1]!.resolve(answer);
    await flush();
    expect(hints.state.value).toEqual({ status: 'idle' });
    expect(session.counts.value.hints).toBe(0);
  });
});
