import { describe, expect, it } from 'vitest';
import {
  checkJsonLimits,
  cloneJson,
  describeJsonLimitViolation,
  isStorableText,
  JSON_LIMITS,
} from '../../src/domain/json-limits.js';

function nested(levels: number): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < levels; level += 1) value = { a: value };
  return value;
}

describe('checkJsonLimits', () => {
  it('accepts a document at the depth limit and refuses one level more, naming where', () => {
    expect(checkJsonLimits(nested(JSON_LIMITS.maxDepth))).toBeUndefined();
    const violation = checkJsonLimits(nested(JSON_LIMITS.maxDepth + 1));
    expect(violation).toMatchObject({ limit: 'depth', max: JSON_LIMITS.maxDepth });
    expect(violation?.pointer).toBe('/a'.repeat(JSON_LIMITS.maxDepth));
    expect(describeJsonLimitViolation(violation!)).toContain('deeper than 20 levels');
  });

  it('checks a document 100 000 levels deep without overflowing the stack', () => {
    expect(checkJsonLimits(nested(100_000))?.limit).toBe('depth');
  });

  it('counts keys and array elements over the whole document', () => {
    const half = Array.from({ length: JSON_LIMITS.maxEntries / 2 }, (_, index) => index);
    expect(checkJsonLimits({ a: half.slice(0, -2), b: half })).toBeUndefined();
    expect(checkJsonLimits({ a: half, b: half })?.limit).toBe('entries');
  });

  it('measures the UTF-8 bytes of the JSON text', () => {
    const text = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;
    const fits = { name: 'é'.repeat(1000), list: [1, true, null, 'x'] };
    expect(text(fits)).toBeLessThan(JSON_LIMITS.maxBytes);
    expect(checkJsonLimits(fits, { ...JSON_LIMITS, maxBytes: text(fits) })).toBeUndefined();
    expect(checkJsonLimits(fits, { ...JSON_LIMITS, maxBytes: text(fits) - 1 })?.limit).toBe(
      'bytes',
    );
  });

  it('refuses NUL characters and unpaired surrogates in values and keys', () => {
    expect(checkJsonLimits({ a: 'x\u0000' })).toMatchObject({ limit: 'text', pointer: '/a' });
    expect(checkJsonLimits({ ['k\u0000']: 1 })?.limit).toBe('text');
    expect(checkJsonLimits(['\ud800'])).toMatchObject({ limit: 'text', pointer: '/0' });
    expect(isStorableText('😀 \u0001')).toBe(true);
  });

  it('refuses control characters other than tab and line breaks, as every text input does', () => {
    expect(checkJsonLimits({ a: 'x\u001b[31mred\u0007' })).toMatchObject({
      limit: 'text',
      pointer: '/a',
    });
    expect(checkJsonLimits([{ ['De\u0008mo']: 1 }])?.limit).toBe('text');
    expect(checkJsonLimits({ a: 'line one\r\n\tline two' })).toBeUndefined();
  });
});

describe('cloneJson', () => {
  it('copies a document deeper than recursion allows, without sharing anything', () => {
    const deep = nested(50_000) as { a: unknown };
    let left: unknown = deep;
    let right: unknown = cloneJson(deep);
    let shared = 0;
    for (let level = 0; level < 50_000; level += 1) {
      if (right === left) shared += 1;
      left = (left as { a: unknown }).a;
      right = (right as { a: unknown }).a;
    }
    expect(shared).toBe(0);
    expect(right).toBe('x');
  });

  it('keeps a __proto__ key as data', () => {
    const source = JSON.parse('{"__proto__":{"polluted":true},"list":[1,{"b":2}]}') as object;
    const copy = cloneJson(source);
    expect(Object.keys(copy)).toEqual(['__proto__', 'list']);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(copy).toEqual(source);
  });
});
