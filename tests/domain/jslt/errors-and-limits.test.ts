import { describe, expect, it } from 'vitest';
import {
  compileJslt,
  evaluateJslt,
  JsltEvaluationError,
  JsltSyntaxError,
} from '../../../src/domain/jslt/evaluate.js';

function syntaxError(expression: string): JsltSyntaxError {
  try {
    compileJslt(expression);
  } catch (error) {
    if (error instanceof JsltSyntaxError) return error;
    throw error;
  }
  throw new Error(`${expression} compiled`);
}

describe('JSLT syntax errors name their position', () => {
  it.each<[string, string]>([
    ['(.a + )', "Unexpected ')' at line 1, column 7"],
    ['.a )', "Unexpected ')' at line 1, column 4"],
    ['round(.a))', "Unexpected ')' at line 1, column 10"],
    ['.a ) #', "Unexpected ')' at line 1, column 4"],
    ['', 'Unexpected end of expression at line 1, column 1'],
    ['   ', 'Unexpected end of expression at line 1, column 4'],
    ['.a +', 'Unexpected end of expression at line 1, column 5'],
    ['.a ==', 'Unexpected end of expression at line 1, column 6'],
    ['(.a', "Expected ')' but found end of expression at line 1, column 4"],
    ['1 < 2 < 3', "Unexpected '<' at line 1, column 7"],
    ['[1 2]', "Expected ']' but found '2' at line 1, column 4"],
    ['{"a" 1}', "Expected ':' but found '1' at line 1, column 6"],
    ['{"a": 1 "b": 2}', `Expected '}' but found '"b"' at line 1, column 9`],
    ['if .a 1', "Expected '(' but found '.a' at line 1, column 4"],
    ['if (.a) ', 'Unexpected end of expression at line 1, column 9'],
    ['.a else 1', "Unexpected 'else' at line 1, column 4"],
    ['.a.', "Unexpected '.' at line 1, column 3"],
    ['.a[', 'Unexpected end of expression at line 1, column 4'],
    ['.a[1', "Expected ']' but found end of expression at line 1, column 5"],
    ['(.a).b', "Unexpected '.b' at line 1, column 5"],
    ['01', "Unexpected '1' at line 1, column 2"],
    ['foo', "Unexpected 'foo' at line 1, column 1"],
    ['foo(1)', "Unknown function 'foo' at line 1, column 1"],
    ['.a + capture(.b, "x")', "Unknown function 'capture' at line 1, column 6"],
    ['round()', "Function 'round' takes 1 argument, not 0 at line 1, column 1"],
    ['split("a")', "Function 'split' takes 2 arguments, not 1 at line 1, column 1"],
    ['get-key(1)', "Function 'get-key' takes 2 to 3 arguments, not 1 at line 1, column 1"],
    ['fallback(1)', "Function 'fallback' takes at least 2 arguments, not 1 at line 1, column 1"],
    ['"abc', 'Unterminated string at line 1, column 1'],
    ['.a + "\\x"', "Invalid escape '\\x' in string at line 1, column 7"],
    ['"\\u12G4"', "Invalid escape '\\u12G4' in string at line 1, column 2"],
    ['test("123", "\\d+")', "Invalid escape '\\d' in string at line 1, column 14"],
    ['.a - 1', "Unsupported operator '-' at line 1, column 4"],
    ['.a * 2', "Unsupported operator '*' at line 1, column 4"],
    ['.a | .b', "Unsupported operator '|' at line 1, column 4"],
    ['$x', "Unexpected character '$' at line 1, column 1"],
    ['let x = 1 $x', "Unsupported JSLT construct 'let' at line 1, column 1"],
    ['[for (.a) .]', "Unsupported JSLT construct 'for' at line 1, column 2"],
    ['{"a": 1, "a": 2}', "Duplicate key 'a' in object at line 1, column 10"],
    ['1e999', "Number out of range '1e999' at line 1, column 1"],
    ['{\n  "a": .a,\n  "b": round(.b\n}', "Expected ')' but found '}' at line 4, column 1"],
    ['// comment\n  .a ]', "Unexpected ']' at line 2, column 6"],
  ])('%j', (expression, message) => {
    const error = syntaxError(expression);
    expect(error.message).toBe(message);
    expect(error.name).toBe('JsltSyntaxError');
    expect(message).toContain(`line ${error.position.line}, column ${error.position.column}`);
  });

  it('reports syntax errors from evaluateJslt before reading the input', () => {
    expect(() => evaluateJslt('.a )', { a: 1 })).toThrow(JsltSyntaxError);
  });
});

describe('JSLT evaluation errors', () => {
  it('carry the position of the failing call or operator', () => {
    try {
      evaluateJslt('{\n  "n": 1 + round(.s)\n}', { s: 'x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(JsltEvaluationError);
      const { reason, position, message } = error as JsltEvaluationError;
      expect(reason).toBe('round() cannot round a non-number: "x"');
      expect(position).toEqual({ line: 2, column: 12 });
      expect(message).toBe('round() cannot round a non-number: "x" at line 2, column 12');
    }
  });

  it.each<[string, unknown, string]>([
    ['.s[.s]', { s: 'abc' }, 'Cannot index "abc" with "abc" at line 1, column 3'],
    ['.a[true]', { a: [1] }, 'Cannot index [1] with true at line 1, column 3'],
    ['.s[5]', { s: 'abc' }, 'String index 5 out of range at line 1, column 3'],
    ['.s[-4]', { s: 'abc' }, 'String index -1 out of range at line 1, column 3'],
    ['.a[0:"x"]', { a: [1] }, 'Cannot index [1] with "x" at line 1, column 3'],
  ])('%s on %j fails', (expression, input, message) => {
    expect(() => evaluateJslt(expression, input)).toThrow(message);
  });

  it('shortens long values in messages', () => {
    expect(() => evaluateJslt('round(.)', 'x'.repeat(100))).toThrow(
      `round() cannot round a non-number: "${'x'.repeat(56)}... at line 1, column 1`,
    );
  });
});

describe('JSLT bounds', () => {
  it('refuses expressions over 4 000 characters', () => {
    const fits = `"${'a'.repeat(3_998)}"`;
    expect(evaluateJslt(fits, null)).toHaveLength(3_998);
    expect(syntaxError(`${fits} `).message).toBe(
      'Expression longer than 4000 characters at line 1, column 4001',
    );
  });

  it('refuses nesting deeper than 64 levels, counting parentheses, arrays, objects and calls', () => {
    expect(evaluateJslt(`${'('.repeat(63)}1${')'.repeat(63)}`, null)).toBe(1);
    expect(syntaxError(`${'('.repeat(64)}1${')'.repeat(64)}`).message).toBe(
      'Expression nested deeper than 64 levels at line 1, column 65',
    );
    expect(() => compileJslt(`${'['.repeat(70)}${']'.repeat(70)}`)).toThrow('nested deeper');
    expect(() => compileJslt(`${'{"a":'.repeat(70)}1${'}'.repeat(70)}`)).toThrow('nested deeper');
    expect(() => compileJslt(`${'string('.repeat(70)}1${')'.repeat(70)}`)).toThrow('nested deeper');
  });

  it('runs long chains of steps, + and or without nesting', () => {
    expect(evaluateJslt('.a'.repeat(1_500), { a: null })).toBeNull();
    expect(evaluateJslt(`1${' + 1'.repeat(900)}`, null)).toBe(901);
    expect(evaluateJslt(`false${' or false'.repeat(400)} or true`, null)).toBe(true);
    expect(evaluateJslt(`true${' and true'.repeat(400)}`, null)).toBe(true);
  });

  it('refuses regular expressions over 200 characters', () => {
    const pattern = 'a'.repeat(200);
    expect(evaluateJslt('test(.s, .p)', { s: pattern, p: pattern })).toBe(true);
    expect(() => evaluateJslt('test(.s, .p)', { s: 'a', p: `${pattern}a` })).toThrow(
      'test() regular expression longer than 200 characters at line 1, column 1',
    );
    expect(() => evaluateJslt('replace("a", .p, "")', { p: `${pattern}a` })).toThrow(
      'replace() regular expression longer than 200 characters',
    );
    expect(() => evaluateJslt('split("a", .p)', { p: `${pattern}a` })).toThrow(
      'split() regular expression longer than 200 characters',
    );
  });

  it.each([
    '(a+)+$',
    '(a|aa)*b',
    '(x*)*',
    '((ab)+c)*',
    '(\\d+\\.){2,}',
    '(?:a+)+',
    '(?<name>a+)+',
    // JavaScript reads `[]` as an empty class, so the group after it is repeated.
    '[](a+)+]',
  ])('refuses %s, a repeated group that repeats or alternates', (pattern) => {
    expect(() => evaluateJslt('test("aaaa", .p)', { p: pattern })).toThrow(
      `test() regular expression repeats a repetition or alternative: '`,
    );
  });

  it.each([
    ['(https?://)?example', 'https://example', true],
    ['(ab)+c', 'ababc', true],
    ['[a+]+b', 'a+b', true],
    ['\\(a+\\)+', '(aa))', true],
    ['(a){2}', 'aa', true],
    ['(?:Chrome|Firefox)/\\d+', 'Firefox/120', true],
    ['(a+){1}', 'a', true],
  ])('accepts %s', (pattern, text, expected) => {
    expect(evaluateJslt('test(.s, .p)', { s: text, p: pattern })).toBe(expected);
  });

  it('refuses regular expressions on more than 10 000 characters', () => {
    const long = { s: 'a'.repeat(10_001) };
    expect(() => evaluateJslt('test(.s, "b")', long)).toThrow(
      'test() input longer than 10000 characters',
    );
    expect(() => evaluateJslt('split(.s, "b")', long)).toThrow('split() input longer');
    expect(() => evaluateJslt('replace(.s, "b", "c")', long)).toThrow('replace() input longer');
    expect(evaluateJslt('test(.s, "b")', { s: 'a'.repeat(10_000) })).toBe(false);
  });

  it('refuses text results over a million characters', () => {
    const half = { s: 'a'.repeat(500_001) };
    expect(() => evaluateJslt('.s + .s', half)).toThrow(
      "'+' produced text longer than 1000000 characters at line 1, column 4",
    );
    expect(() => evaluateJslt('join([.s, .s], "")', half)).toThrow(
      'join() produced text longer than 1000000 characters at line 1, column 1',
    );
    expect(evaluateJslt('size(.s + "a")', half)).toBe(500_002);
    expect(() => evaluateJslt('string([.s, .s])', half)).toThrow(
      'string() produced text longer than 1000000 characters at line 1, column 1',
    );
  });

  it('refuses sums beyond the range of numbers', () => {
    expect(() => evaluateJslt('1e308 + 1e308', null)).toThrow(
      "'+' result out of range: 1e+308 + 1e+308 at line 1, column 7",
    );
  });
});

describe('compileJslt', () => {
  it('parses once and runs on many inputs', () => {
    const compiled = compileJslt('lowercase(.country) + "/" + .city');
    expect(compiled.expression).toBe('lowercase(.country) + "/" + .city');
    expect(compiled.evaluate({ country: 'NO', city: 'Oslo' })).toBe('no/Oslo');
    expect(compiled.evaluate({ country: 'FR', city: 'Paris' })).toBe('fr/Paris');
    expect(compiled.evaluate(undefined)).toBe('null/null');
  });
});
