import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeGrades, decodeList, encodeGrades, encodeNeeded } from '../../src/data/lists.ts';
import { newGame } from '../../src/engine/game.ts';
import { parsePosition, positionToJson } from '../../src/engine/notation.ts';
import { decodeFlags } from '../../src/cli/args.ts';
import { decodeDealLine } from '../../src/cli/deal-line.ts';
import { decodeMoves } from '../../src/cli/moves-file.ts';
import { rangeFlags } from '../../src/cli/solver-commands.ts';
import { gameFlags } from '../../src/cli/start.ts';

// The fuzz corpus of issue 14 as a property: every decoder of outside input answers any JSON
// value, however deep, long or prototype-laden, with a typed error or a valid value.

const PROTO_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];
const FIELD_KEYS = [
  'suits',
  'deal',
  'rules',
  'columns',
  'stock',
  'completed',
  'moves',
  'won',
  'type',
  'from',
  'to',
  'count',
  'budget',
  'grades',
  'result',
  'positions',
  'ms',
];

// Inputs are built as JSON text and parsed in the property, as a file would be: values
// thousands of levels deep cannot go through JSON.stringify (or a test runner) themselves.
const nestedText = (depth: number, inner: string, array: boolean) =>
  array ? '['.repeat(depth) + inner + ']'.repeat(depth) : '{"a":'.repeat(depth) + inner + '}'.repeat(depth);

const deep = fc
  .tuple(fc.integer({ min: 100, max: 6000 }), fc.boolean(), fc.constantFrom('1', '"x"', '{"type":"deal"}', 'null'))
  .map(([n, array, inner]) => nestedText(n, inner, array));
const longString = fc.tuple(fc.string({ minLength: 1, maxLength: 4 }), fc.integer({ min: 1000, max: 60_000 })).map(([s, n]) => s.repeat(n));
const oddString = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.constantFrom('\uFEFF', '\n    at x (y.js:1:1)', '\u202E', '\u0000', '#KS', '*AH', 'KS'),
  longString,
);
const key = fc.oneof(fc.constantFrom(...PROTO_KEYS, ...FIELD_KEYS), fc.string());

const leaf: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  oddString.map((v) => JSON.stringify(v)),
  deep,
  fc.constantFrom('-5', '1.5', '4294967296', '1e308', '-0', 'true', '[]', '{}'),
);
const object = (entries: [string, string][]) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
// JSON.parse makes a "__proto__" key an own property, exactly as in a hostile file.
const objectWithKeys = fc.array(fc.tuple(key, leaf), { maxLength: 8 }).map(object);
const anyJson: fc.Arbitrary<string> = fc.oneof(
  leaf,
  objectWithKeys,
  fc.array(fc.oneof(leaf, objectWithKeys), { maxLength: 6 }).map((a) => `[${a.join(',')}]`),
);

/** A valid value with one field (or one entry of an array field) replaced by hostile text. */
const nearValid = (base: () => Record<string, unknown>) =>
  fc.tuple(key, anyJson, fc.nat()).map(([k, v, i]) => {
    const entries = Object.entries(base()).map(([name, value]): [string, string] => {
      if (name !== k) return [name, JSON.stringify(value)];
      if (!Array.isArray(value) || value.length === 0) return [name, v];
      const items = value.map((x) => JSON.stringify(x));
      items[i % items.length] = v;
      return [name, `[${items.join(',')}]`];
    });
    return object(entries.some(([name]) => name === k) ? entries : [...entries, [k, v]]);
  });

const startJson = () => JSON.parse(JSON.stringify(positionToJson(newGame(2, 77))));
const listJson = () => ({
  suits: 2,
  rules: 'classic',
  budget: 1000,
  from: 5,
  to: 12,
  won: 3,
  grades: encodeGrades([1, 0, 2, 0, 0, 3, 0, 0]),
  needed: encodeNeeded([9, 0, 14, 0, 0, 19, 0, 0]),
});

const HIDDEN = /[\p{C}\u2028\u2029]/u;

/** A refusal: a known error code and a short, visible, one-line message. */
function expectRefusal(r: { ok: false; error: string; message: string }, codes: readonly string[]): void {
  expect(codes).toContain(r.error);
  expect(r.message.length).toBeGreaterThan(5);
  expect(r.message.length).toBeLessThan(400);
  expect(r.message).not.toMatch(HIDDEN);
}

const POSITION_ERRORS = [
  'not-an-object',
  'bad-suits',
  'bad-deal',
  'bad-rules',
  'bad-columns',
  'unknown-card',
  'face-down-on-top',
  'face-down-above-face-up',
  'bad-stock',
  'bad-completed',
  'bad-moves',
  'bad-won',
  'wrong-cards',
  'won-mismatch',
  'deal-mismatch',
];
const LIST_ERRORS = ['not-an-object', 'bad-suits', 'bad-rules', 'bad-budget', 'bad-range', 'too-long', 'bad-grades', 'bad-won', 'bad-needed'];

describe('every decoder answers hostile JSON with a typed result, never an exception', () => {
  it('position files', () => {
    fc.assert(
      fc.property(fc.oneof(anyJson, nearValid(startJson)), (text) => {
        const r = parsePosition(JSON.parse(text));
        if (!r.ok) return expectRefusal(r, POSITION_ERRORS);
        const p = r.value.position;
        const cards = p.stock.length + p.completed.length * 13 + p.columns.reduce((n, c) => n + c.cards.length, 0);
        expect(cards).toBe(104);
      }),
      { numRuns: 300 },
    );
  });

  it('moves files', () => {
    const valid = () => ({ list: [{ type: 'deal' }, { type: 'move', from: 0, to: 9, count: 1 }, { type: 'undo' }] });
    fc.assert(
      fc.property(fc.oneof(anyJson, nearValid(valid)), (text) => {
        const parsed: unknown = JSON.parse(text);
        const r = decodeMoves(Array.isArray(parsed) ? parsed : (Reflect.get(Object(parsed), 'list') ?? parsed));
        if (!r.ok) return expectRefusal(r, ['not-an-array', 'bad-entry']);
        for (const a of r.value) {
          expect(['move', 'deal', 'undo', 'redo']).toContain(a.type);
          if (a.type === 'move') expect([a.from, a.to, a.count].every(Number.isInteger)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('verified-list files', () => {
    fc.assert(
      fc.property(fc.oneof(anyJson, nearValid(listJson)), (text) => {
        const r = decodeList(JSON.parse(text));
        if (!r.ok) return expectRefusal(r, LIST_ERRORS);
        const grades = decodeGrades(r.value);
        expect(grades).toHaveLength(r.value.to - r.value.from + 1);
        expect(encodeGrades(grades)).toBe(r.value.grades);
      }),
      { numRuns: 300 },
    );
  });

  it('deal lines from workers and progress files', () => {
    const line = () => ({ deal: 4, result: 'solved', positions: 10, ms: 1, moves: 80 });
    fc.assert(
      fc.property(fc.oneof(anyJson, nearValid(line)), (text) => {
        const r = decodeDealLine(JSON.parse(text));
        if (!r.ok) return expectRefusal(r, ['bad-line']);
        expect(['solved', 'unsolvable', 'unknown']).toContain(r.value.result);
      }),
    );
  });

  it('command-line flags', () => {
    const word = fc.oneof(
      fc.constantFrom('--suits', '--deal', '--rules', '--position', '--from', '--to', '--budget', '--', '-', '--__proto__', '--constructor'),
      fc.constantFrom('1', '2', '4', '7', 'classic', '-1', '4294967296', '01', '1e3', ' 1'),
      oddString,
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 10 }), fc.boolean(), (args, range) => {
        const r = range ? decodeFlags(args, rangeFlags) : decodeFlags(args, gameFlags);
        if (!r.ok) return expectRefusal(r, ['unexpected-argument', 'unknown-flag', 'repeated-flag', 'missing-value', 'bad-value']);
        for (const [k, v] of Object.entries(r.value)) {
          expect(args).toContain('--' + k);
          expect(v).not.toBeUndefined();
        }
      }),
      { numRuns: 500 },
    );
  });
});
