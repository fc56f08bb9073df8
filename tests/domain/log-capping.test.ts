import { describe, expect, it } from 'vitest';
import {
  capLogValue,
  capString,
  errorForLog,
  LOG_STRING_LIMIT,
} from '../../src/domain/log-capping.js';

describe('log capping', () => {
  it('cuts long strings and says how much was left out', () => {
    const capped = capString('x'.repeat(5000));
    expect(capped.length).toBeLessThan(LOG_STRING_LIMIT + 50);
    expect(capped).toMatch(/\[3976 more characters\]$/);
    expect(capString('short')).toBe('short');
  });

  it('bounds depth, keys and items of any value', () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 2000; level += 1) deep = { deep };
    const wide = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i]));
    const capped = capLogValue({ deep, wide, list: Array.from({ length: 500 }, () => 'y') });
    expect(JSON.stringify(capped).length).toBeLessThan(2000);
    expect((capped as { list: unknown[] }).list).toHaveLength(21);
  });

  it('keeps the stack of a fault and drops it for a client error', () => {
    const fault = errorForLog(new TypeError('boom'), { stack: true });
    expect(fault).toMatchObject({ type: 'TypeError', message: 'boom' });
    expect(fault.stack).toContain('TypeError: boom');

    const refused = Object.assign(new Error('Conflict'), { statusCode: 409 });
    expect(errorForLog(refused, { stack: true })).toEqual({
      type: 'Error',
      message: 'Conflict',
      status: 409,
    });
  });

  it('caps the message and stack of an error carrying a huge value', () => {
    const error = new Error(`Invalid value ${'z'.repeat(900_000)}`);
    expect(JSON.stringify(errorForLog(error, { stack: true })).length).toBeLessThan(6000);
  });
});
