import { describe, expect, it } from 'vitest';
import { parseQueryFilter } from '../../../src/domain/query-filter/parse-query-filter.js';

describe('parseQueryFilter', () => {
  it('parses the literals', () => {
    expect(parseQueryFilter('true')).toEqual({ kind: 'literal', value: true });
    expect(parseQueryFilter('false')).toEqual({ kind: 'literal', value: false });
    expect(parseQueryFilter('  TRUE ')).toEqual({ kind: 'literal', value: true });
  });

  it.each(['eq', 'co', 'sw', 'gt', 'ge', 'lt', 'le'] as const)('parses the %s comparison', (op) => {
    expect(parseQueryFilter(`/userName ${op} "bjensen"`)).toEqual({
      kind: 'comparison',
      op,
      path: ['userName'],
      value: 'bjensen',
    });
  });

  it('accepts operators and keywords in any case', () => {
    expect(parseQueryFilter('/a EQ 1 AND /b Pr')).toEqual({
      kind: 'and',
      operands: [
        { kind: 'comparison', op: 'eq', path: ['a'], value: 1 },
        { kind: 'presence', op: 'pr', path: ['b'] },
      ],
    });
  });

  it('parses presence', () => {
    expect(parseQueryFilter('/mail pr')).toEqual({ kind: 'presence', op: 'pr', path: ['mail'] });
  });

  it('parses nested paths, paths without a leading slash and pointer escapes', () => {
    expect(parseQueryFilter('/name/first eq "Ann"')).toMatchObject({ path: ['name', 'first'] });
    expect(parseQueryFilter('name/first eq "Ann"')).toMatchObject({ path: ['name', 'first'] });
    expect(parseQueryFilter('/a~1b/c~0d pr')).toMatchObject({ path: ['a/b', 'c~d'] });
    expect(parseQueryFilter('/_id eq "x"')).toMatchObject({ path: ['_id'] });
    expect(parseQueryFilter('/aliasList/0 pr')).toMatchObject({ path: ['aliasList', '0'] });
  });

  it('parses numbers', () => {
    const value = (text: string) => (parseQueryFilter(`/n eq ${text}`) as { value: unknown }).value;
    expect(value('0')).toBe(0);
    expect(value('42')).toBe(42);
    expect(value('-7')).toBe(-7);
    expect(value('3.25')).toBe(3.25);
    expect(value('-0.5')).toBe(-0.5);
    expect(value('1e3')).toBe(1000);
    expect(value('2.5E-2')).toBe(0.025);
    expect(value('1e+2')).toBe(100);
    expect(Object.is(value('-0'), 0)).toBe(true);
  });

  it('parses booleans and null values', () => {
    expect(parseQueryFilter('/active eq true')).toMatchObject({ value: true });
    expect(parseQueryFilter('/active eq false')).toMatchObject({ value: false });
    expect(parseQueryFilter('/manager eq null')).toMatchObject({ value: null });
  });

  it('decodes string escapes', () => {
    const value = (text: string) => (parseQueryFilter(`/s eq ${text}`) as { value: unknown }).value;
    expect(value(String.raw`"a\"b"`)).toBe('a"b');
    expect(value(String.raw`"back\\slash"`)).toBe('back\\slash');
    expect(value(String.raw`"a\/b"`)).toBe('a/b');
    expect(value(String.raw`"l1\nl2\tx"`)).toBe('l1\nl2\tx');
    expect(value(String.raw`"\u00e9t\u00C9"`)).toBe('étÉ');
    expect(value(String.raw`"\b\f\r"`)).toBe('\b\f\r');
    expect(value('""')).toBe('');
    expect(value('"with (parens) and spaces"')).toBe('with (parens) and spaces');
    expect(value('"Zoë 山田"')).toBe('Zoë 山田');
  });

  it('binds and tighter than or, and keeps n-ary chains flat', () => {
    expect(parseQueryFilter('/a pr or /b pr and /c pr or /d pr')).toEqual({
      kind: 'or',
      operands: [
        { kind: 'presence', op: 'pr', path: ['a'] },
        {
          kind: 'and',
          operands: [
            { kind: 'presence', op: 'pr', path: ['b'] },
            { kind: 'presence', op: 'pr', path: ['c'] },
          ],
        },
        { kind: 'presence', op: 'pr', path: ['d'] },
      ],
    });
  });

  it('honours parentheses', () => {
    expect(parseQueryFilter('(/a pr or /b pr) and /c pr')).toEqual({
      kind: 'and',
      operands: [
        {
          kind: 'or',
          operands: [
            { kind: 'presence', op: 'pr', path: ['a'] },
            { kind: 'presence', op: 'pr', path: ['b'] },
          ],
        },
        { kind: 'presence', op: 'pr', path: ['c'] },
      ],
    });
    expect(parseQueryFilter('((true))')).toEqual({ kind: 'literal', value: true });
    expect(parseQueryFilter('(/a eq "x")and(/b eq 1)')).toMatchObject({ kind: 'and' });
  });

  it('parses ! as a prefix binding tighter than and', () => {
    expect(parseQueryFilter('!/a pr and /b pr')).toEqual({
      kind: 'and',
      operands: [
        { kind: 'not', operand: { kind: 'presence', op: 'pr', path: ['a'] } },
        { kind: 'presence', op: 'pr', path: ['b'] },
      ],
    });
    expect(parseQueryFilter('!(true or false)')).toEqual({
      kind: 'not',
      operand: {
        kind: 'or',
        operands: [
          { kind: 'literal', value: true },
          { kind: 'literal', value: false },
        ],
      },
    });
    expect(parseQueryFilter('!!true')).toEqual({
      kind: 'not',
      operand: { kind: 'not', operand: { kind: 'literal', value: true } },
    });
  });

  it('accepts any whitespace between tokens', () => {
    expect(parseQueryFilter('\t/a\neq\r\n"x"  ')).toMatchObject({ kind: 'comparison', value: 'x' });
  });
});
