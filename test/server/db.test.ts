/**
 * Which database failures the API answers as "away, retry later" (503) and which as faults
 * (500), and which mark the store damaged (server/db.ts).
 */
import { describe, expect, it } from 'vitest';
import { classify, DbUnavailableError } from '../../server/db.ts';
import { errorFields } from '../../server/log.ts';

/** An error as pg and PGlite raise them for a message from the server. */
const fromServer = (code: string, message = 'x') => Object.assign(new Error(message), { severity: 'ERROR', code });

describe('classify', () => {
  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['53300', 'too many connections'],
    ['57014', 'canceling statement due to statement timeout'],
    ['25P03', 'idle-in-transaction timeout'],
    ['40001', 'serialization failure'],
  ])('%s (%s) is the database away', (code, message) => {
    const e = classify(fromServer(code, message));
    expect(e).toBeInstanceOf(DbUnavailableError);
    expect((e as Error).cause).toMatchObject({ code });
  });

  it.each([
    ['22008', 'date/time field value out of range'],
    ['42P01', 'relation does not exist'],
    ['08P01', 'protocol violation (a bug, not an outage)'],
    ['XX001', 'invalid page in block 0'],
    ['23505', 'duplicate key'],
  ])('%s (%s) is not', (code, message) => {
    const e = fromServer(code, message);
    expect(classify(e)).toBe(e);
  });

  it('takes a failure without SQLSTATE (refused, reset, terminated, timed out) for the database away', () => {
    for (const e of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
    ]) {
      expect(classify(e)).toBeInstanceOf(DbUnavailableError);
    }
    expect(errorFields(classify(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })))).toEqual({
      error: 'DbUnavailableError',
      message: 'write EPIPE',
      cause: 'Error',
      code: 'EPIPE',
    });
  });
});
