import { describe, expect, it } from 'vitest';
import { isDayKey, isInstallId } from '../../src/engine/daily.ts';
import { isOneOf, isRecord, isStrings, isWholeNumber, orNull, own, ownFields } from '../../src/engine/decode.ts';
import { err, ok } from '../../src/engine/result.ts';

describe('the Result kit', () => {
  it('a value, or a typed error with its message', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
    expect(err('bad-suits', '"suits" must be 1, 2 or 4.')).toEqual({ ok: false, error: 'bad-suits', message: '"suits" must be 1, 2 or 4.' });
    expect(err({ code: 'bad-field', field: 'deal' }, 'x')).toEqual({ ok: false, error: { code: 'bad-field', field: 'deal' }, message: 'x' });
  });
});

describe('field decoders', () => {
  it('own reads own properties only, and nothing of a non-object', () => {
    const parsed: unknown = JSON.parse('{"__proto__": 5, "a": 1}');
    expect(own(parsed, '__proto__')).toBe(5);
    expect(own(parsed, 'a')).toBe(1);
    expect(own({}, 'constructor')).toBeUndefined();
    expect(own({}, 'toString')).toBeUndefined();
    expect(own([1, 2], '0')).toBeUndefined();
    expect(own(null, 'a')).toBeUndefined();
    expect(own('text', 'length')).toBeUndefined();
  });

  it('ownFields reads several own properties the same way', () => {
    expect(ownFields(JSON.parse('{"a": 1, "constructor": 2}'), ['a', 'b', 'constructor'])).toEqual({ a: 1, b: undefined, constructor: 2 });
    expect(ownFields({}, ['toString', 'a'])).toEqual({ toString: undefined, a: undefined });
    expect(ownFields([7], ['0'])).toEqual({ 0: undefined });
    const hostile = ownFields(JSON.parse('{"__proto__": {"polluted": true}}'), ['__proto__']);
    expect(Object.getPrototypeOf(hostile)).toBe(Object.prototype);
    expect(own(hostile, '__proto__')).toEqual({ polluted: true });
  });

  it('isRecord takes objects, not null or arrays', () => {
    expect([{}, { a: 1 }].every(isRecord)).toBe(true);
    expect([null, [], 'x', 1, undefined].some(isRecord)).toBe(false);
  });

  it('isOneOf, isWholeNumber and isStrings', () => {
    expect(isOneOf(['a', 'b'], 'b')).toBe(true);
    expect(isOneOf(['a', 'b'], 'c')).toBe(false);
    expect(isOneOf(['a'], 1)).toBe(false);
    expect([0, 7, Number.MAX_SAFE_INTEGER].every((n) => isWholeNumber(n))).toBe(true);
    expect([-1, 1.5, NaN, Infinity, 2 ** 53, '3'].some((n) => isWholeNumber(n))).toBe(false);
    expect(isWholeNumber(10, 9)).toBe(false);
    expect([null, 3].every(orNull(isWholeNumber))).toBe(true);
    expect([undefined, -1, 'x'].some(orNull(isWholeNumber))).toBe(false);
    expect(isStrings(['a', ''])).toBe(true);
    expect(isStrings(['a', 1])).toBe(false);
  });
});

describe('the shared rules of daily results', () => {
  it('a day key is YYYY-MM-DD naming a real day', () => {
    expect(isDayKey('2026-02-28')).toBe(true);
    expect(isDayKey('2024-02-29')).toBe(true);
    expect(isDayKey('2026-02-29')).toBe(false);
    expect(isDayKey('2026-2-28')).toBe(false);
    expect(isDayKey('2026-13-01')).toBe(false);
    expect(isDayKey(20260228)).toBe(false);
  });

  it('an install id is 16 to 64 letters, digits, "-" or "_"', () => {
    expect(isInstallId('0f8c2a9e-5b1d-4c3e-9a7f-2d6b8e4c1a03')).toBe(true);
    expect(isInstallId('a'.repeat(16))).toBe(true);
    expect(isInstallId('a'.repeat(15))).toBe(false);
    expect(isInstallId('a'.repeat(65))).toBe(false);
    expect(isInstallId('a'.repeat(20) + ' ')).toBe(false);
    expect(isInstallId(null)).toBe(false);
  });
});
