import { describe, expect, it } from 'vitest';
import { evaluateJslt } from '../../../src/domain/jslt/evaluate.js';

const EVENT = {
  user: { id: 'u1', 'user-agent': 'Mozilla/5.0', 'first name': 'Ann', roles: ['admin', 'dev'] },
  geo: { lat: 59.9, lon: 10.7 },
  ips: ['10.0.0.1', '10.0.0.2', '10.0.0.3'],
  matrix: [
    [1, 2],
    [3, 4],
  ],
  text: 'Hello',
  zero: 0,
  nothing: null,
};

describe('JSLT paths', () => {
  it.each<[string, unknown, unknown]>([
    ['.', EVENT.geo, EVENT.geo],
    ['.', 'scalar', 'scalar'],
    ['.user.id', EVENT, 'u1'],
    ['.geo.lat', EVENT, 59.9],
    ['.zero', EVENT, 0],
    ['.nothing', EVENT, null],
    ['.user.user-agent', EVENT, 'Mozilla/5.0'],
    ['.user."first name"', EVENT, 'Ann'],
    ['."user".id', EVENT, 'u1'],
    ['."a\\"b"', { 'a"b': 1 }, 1],
    ['.ips[0]', EVENT, '10.0.0.1'],
    ['.ips[2]', EVENT, '10.0.0.3'],
    ['.ips[-1]', EVENT, '10.0.0.3'],
    ['.ips[-3]', EVENT, '10.0.0.1'],
    ['.ips[3]', EVENT, null],
    ['.ips[-4]', EVENT, null],
    ['.ips[1.7]', EVENT, '10.0.0.2'],
    ['.ips[.zero]', EVENT, '10.0.0.1'],
    ['.matrix[1][0]', EVENT, 3],
    ['.user.roles[1]', EVENT, 'dev'],
    ['.[1]', ['a', 'b'], 'b'],
    ['.text[1]', EVENT, 'e'],
    ['.text[-1]', EVENT, 'o'],
    ['.ips[1:]', EVENT, ['10.0.0.2', '10.0.0.3']],
    ['.ips[:1]', EVENT, ['10.0.0.1']],
    ['.ips[-2:]', EVENT, ['10.0.0.2', '10.0.0.3']],
    ['.ips[1:9]', EVENT, ['10.0.0.2', '10.0.0.3']],
    ['.ips[2:1]', EVENT, []],
    ['.text[1:3]', EVENT, 'el'],
    ['.text[:-1]', EVENT, 'Hell'],
    // A missing key, or a step on a value it does not apply to, gives null.
    ['.missing', EVENT, null],
    ['.missing.deeper[0]', EVENT, null],
    ['.user.id.length', EVENT, null],
    ['.ips.first', EVENT, null],
    ['.geo[0]', EVENT, null],
    ['.zero[0]', EVENT, null],
    ['.0', { 0: 'zero' }, 'zero'],
    ['.if', { if: 1 }, 1],
    ['.a', null, null],
    ['.a', undefined, null],
    ['.constructor', {}, null],
    ['.__proto__', {}, null],
    ['.toString', { a: 1 }, null],
    ['. user', { user: 1 }, 1],
    ['.a .b', { a: { b: 2 } }, 2],
    ['.a\n  ."b"', { a: { b: 2 } }, 2],
  ])('%s on %j is %j', (expression, input, expected) => {
    expect(evaluateJslt(expression, input)).toEqual(expected);
  });

  it('chains keys and indexes after a function call', () => {
    expect(evaluateJslt('split(.ua, " ")[0]', { ua: 'Mozilla/5.0 (X11)' })).toBe('Mozilla/5.0');
    expect(evaluateJslt('get-key(., "a").b', { a: { b: 2 } })).toBe(2);
  });
});

describe('JSLT literals and constructors', () => {
  it.each<[string, unknown]>([
    ['"text"', 'text'],
    ['""', ''],
    ['"tab\\tnew\\nline \\"quoted\\" \\\\ \\/ \\b\\f\\r"', 'tab\tnew\nline "quoted" \\ / \b\f\r'],
    ['"\\u00e9\\u20AC"', 'é€'],
    ['0', 0],
    ['42', 42],
    ['-7', -7],
    ['2.5', 2.5],
    ['-0.25', -0.25],
    ['1e3', 1000],
    ['1.5E-2', 0.015],
    ['true', true],
    ['false', false],
    ['null', null],
    ['[]', []],
    ['[1, "a", null, [true]]', [1, 'a', null, [true]]],
    ['[1, 2,]', [1, 2]],
    ['{}', {}],
    ['{"a": 1, "b": [2], "c": {"d": "e"}}', { a: 1, b: [2], c: { d: 'e' } }],
    ['{"a": 1,}', { a: 1 }],
    [
      '{"ok": true, "no": false, "zero": 0, "empty": ""}',
      { ok: true, no: false, zero: 0, empty: '' },
    ],
    // The object constructor leaves out keys whose value is null, [] or {}.
    ['{"a": null, "b": [], "c": {}, "d": .missing, "e": 1}', { e: 1 }],
    ['{"__proto__": 1}', JSON.parse('{"__proto__": 1}')],
    ['// a comment\n{"a": 1} // another', { a: 1 }],
    ['(((1)))', 1],
  ])('%s is %j', (expression, expected) => {
    expect(evaluateJslt(expression, null)).toEqual(expected);
  });

  it('builds objects from the input, with computed keys', () => {
    expect(
      evaluateJslt(
        '{"user": .user.id, "agent": .user.user-agent, "where": [.geo.lat, .geo.lon]}',
        EVENT,
      ),
    ).toEqual({ user: 'u1', agent: 'Mozilla/5.0', where: [59.9, 10.7] });
    expect(evaluateJslt('{.key: .value}', { key: 'k', value: 'v' })).toEqual({ k: 'v' });
    expect(evaluateJslt('{"id-" + .user.id: 1}', EVENT)).toEqual({ 'id-u1': 1 });
  });

  it('refuses a computed key that is not text, or twice the same', () => {
    expect(() => evaluateJslt('{.key: 1}', { key: 3 })).toThrow(
      'Object key must be text, not 3 at line 1, column 2',
    );
    expect(() => evaluateJslt('{.a: 1, .b: 2}', { a: 'k', b: 'k' })).toThrow(
      "Duplicate key 'k' in object at line 1, column 9",
    );
  });
});
