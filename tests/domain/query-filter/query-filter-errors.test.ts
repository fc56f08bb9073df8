import { describe, expect, it } from 'vitest';
import { parseQueryFilter } from '../../../src/domain/query-filter/parse-query-filter.js';
import { QueryFilterSyntaxError } from '../../../src/domain/query-filter/query-filter-syntax-error.js';
import { mulberry32 } from '../../../src/platform/store/seed/prng.js';

function syntaxErrorOf(text: string): QueryFilterSyntaxError {
  try {
    parseQueryFilter(text);
  } catch (error) {
    if (error instanceof QueryFilterSyntaxError) return error;
    throw new Error(`not a QueryFilterSyntaxError for ${JSON.stringify(text)}: ${String(error)}`);
  }
  throw new Error(`no error for ${JSON.stringify(text)}`);
}

describe('malformed query filters', () => {
  it.each([
    ['', 0, 'expected an expression'],
    ['   ', 3, 'expected an expression'],
    ['/userName eq', 12, 'expected a value'],
    ['/userName eq ', 13, 'expected a value'],
    ['/userName eq bjensen', 13, 'expected a value'],
    ['/userName eq True', 13, 'expected a value'],
    ['/userName eq 01', 13, 'expected a value'],
    ['/userName eq 1.', 13, 'expected a value'],
    ['/userName eq .5', 13, 'expected a value'],
    ['/userName eq +1', 13, 'expected a value'],
    ['/userName eq 1e', 13, 'expected a value'],
    ['/userName eq 1e999', 13, 'number out of range'],
    ['/userName eq (', 13, 'expected a value'],
    ['/userName eq )', 13, 'expected a value'],
    ['/userName eq !', 13, 'expected a value'],
    ['/userName', 9, 'expected an operator (eq, co, sw, gt, ge, lt, le or pr)'],
    ['/userName xx "a"', 10, 'expected an operator (eq, co, sw, gt, ge, lt, le or pr)'],
    ['/userName "a"', 10, 'expected an operator (eq, co, sw, gt, ge, lt, le or pr)'],
    ['/userName (', 10, 'expected an operator (eq, co, sw, gt, ge, lt, le or pr)'],
    ['/userName eq "a', 13, 'unterminated string'],
    ['/userName eq "a\\', 13, 'unterminated string'],
    ['/userName eq "a\\q"', 15, 'invalid escape in string'],
    ['/userName eq "\\u12G4"', 14, 'invalid unicode escape: expected 4 hex digits'],
    ['/userName eq "\\u12"', 14, 'invalid unicode escape: expected 4 hex digits'],
    ['true false', 5, "expected 'and', 'or' or the end of the filter"],
    ['true)', 4, "unexpected ')'"],
    ['/a pr /b pr', 6, "expected 'and', 'or' or the end of the filter"],
    ['(true', 5, "expected 'and', 'or' or ')'"],
    ['((true)', 7, "expected 'and', 'or' or ')'"],
    ['(true false)', 6, "expected 'and', 'or' or ')'"],
    ['()', 1, 'expected an expression'],
    [')', 0, 'expected an expression'],
    ['true and', 8, 'expected an expression'],
    ['true or ', 8, 'expected an expression'],
    ['and true', 0, 'expected an expression'],
    ['true and or true', 9, 'expected an expression'],
    ['!', 1, 'expected an expression'],
    ['!()', 2, 'expected an expression'],
    ['"userName" eq "x"', 0, 'expected an expression'],
    ['/ eq "x"', 1, 'expected a field name'],
    ['/a//b eq "x"', 3, 'expected a field name'],
    ['/a/ eq "x"', 3, 'expected a field name'],
    ['/a~2 eq "x"', 2, "invalid escape in field path: use '~0' or '~1'"],
    ['/a~ eq "x"', 2, "invalid escape in field path: use '~0' or '~1'"],
    ['/x eq "ok" and /b~1c~ pr', 20, "invalid escape in field path: use '~0' or '~1'"],
    ['/userName eq "x" and /mail eq', 29, 'expected a value'],
    ['true "dangling', 5, 'unterminated string'],
    ['/a eq "x" or "unterminated', 13, 'unterminated string'],
  ])('rejects %j at position %i', (text, position, reason) => {
    const error = syntaxErrorOf(text);
    expect(error.position).toBe(position);
    expect(error.reason).toBe(reason);
    expect(error.message).toBe(`Invalid query filter at position ${position}: ${reason}`);
  });

  it('rejects filters nested more than 100 levels deep, naming the first level too many', () => {
    expect(() => parseQueryFilter(`${'('.repeat(100)}true${')'.repeat(100)}`)).not.toThrow();
    expect(() => parseQueryFilter(`${'!'.repeat(100)}true`)).not.toThrow();
    const parens = syntaxErrorOf(`${'('.repeat(5000)}true${')'.repeat(5000)}`);
    expect(parens.position).toBe(100);
    expect(parens.reason).toBe('nested more than 100 levels deep');
    expect(syntaxErrorOf(`${'!('.repeat(60)}true${')'.repeat(60)}`).position).toBe(100);
  });

  it('names the position of the first problem in the text', () => {
    expect(syntaxErrorOf('/a eq and "unterminated').position).toBe(6);
  });

  it('never throws anything but QueryFilterSyntaxError on random input', () => {
    const random = mulberry32(7);
    const pieces = [
      '/a',
      'b',
      ' ',
      ' ',
      '(',
      ')',
      '!',
      '"',
      '\\',
      'eq',
      'co',
      'pr',
      'and',
      'or',
      'true',
      'false',
      'null',
      '1',
      '-',
      '.',
      'e',
      '~',
      '~1',
      '/',
      'u',
      '"x"',
      '\t',
      '0',
      'é',
      '\u0000',
    ];
    for (let run = 0; run < 5000; run += 1) {
      const length = Math.floor(random() * 12);
      let text = '';
      for (let i = 0; i < length; i += 1) text += pieces[Math.floor(random() * pieces.length)];
      try {
        parseQueryFilter(text);
      } catch (error) {
        expect(error, text).toBeInstanceOf(QueryFilterSyntaxError);
        const { position } = error as QueryFilterSyntaxError;
        expect(position).toBeGreaterThanOrEqual(0);
        expect(position).toBeLessThanOrEqual(text.length);
      }
    }
  }, 60_000);
});
