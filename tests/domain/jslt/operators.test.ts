import { describe, expect, it } from 'vitest';
import { evaluateJslt } from '../../../src/domain/jslt/evaluate.js';

const INPUT = { n: 5, s: 'abc', t: true, f: false, z: 0, e: '', arr: [1, 2], obj: { k: 'v' } };

describe('JSLT truthiness (false, null, "", 0, [] and {} are false)', () => {
  it.each<[string, boolean]>([
    ['false', false],
    ['null', false],
    ['""', false],
    ['0', false],
    ['0.0', false],
    ['[]', false],
    ['{}', false],
    ['.missing', false],
    ['true', true],
    ['" "', true],
    ['"false"', true],
    ['"0"', true],
    ['1', true],
    ['-1', true],
    ['0.5', true],
    ['[0]', true],
    ['[false]', true],
    ['{"a": 1}', true],
    ['.', true],
  ])('%s is %s', (value, truth) => {
    expect(evaluateJslt(`if (${value}) "yes" else "no"`, INPUT)).toBe(truth ? 'yes' : 'no');
    expect(evaluateJslt(`not(${value})`, INPUT)).toBe(!truth);
  });
});

describe('JSLT if, and, or, not', () => {
  it.each<[string, unknown]>([
    ['if (.t) .s else .n', 'abc'],
    ['if (.f) .s else .n', 5],
    ['if (.f) .s', null],
    ['if (.t) if (.f) 1 else 2 else 3', 2],
    ['if (.z) 1 else if (.e) 2 else 3', 3],
    ['if (.n > 3) "big" else "small"', 'big'],
    ['if (.t) .s else .n + 1', 'abc'],
    ['.t and .n', true],
    ['.t and .z', false],
    ['.s and .arr and .obj', true],
    ['.f or .e', false],
    ['.f or .s', true],
    ['.f or .z or .arr', true],
    ['.t or .f and .f', true],
    ['(.t or .f) and .f', false],
    ['. and .n', true],
    ['not(.t)', false],
    ['not(.missing)', true],
    ['not(.t) or not(.f)', true],
    ['.t and not(.f and .t)', true],
  ])('%s is %j', (expression, expected) => {
    expect(evaluateJslt(expression, INPUT)).toEqual(expected);
  });

  it('evaluates only the branch it takes, and and/or only as far as needed', () => {
    expect(evaluateJslt('if (.t) 1 else round("x")', INPUT)).toBe(1);
    expect(evaluateJslt('.f and round("x")', INPUT)).toBe(false);
    expect(evaluateJslt('.t or round("x")', INPUT)).toBe(true);
    expect(() => evaluateJslt('.t and round("x")', INPUT)).toThrow('round()');
  });
});

describe('JSLT comparisons', () => {
  it.each<[string, boolean]>([
    ['1 == 1', true],
    ['1 == 1.0', true],
    ['1 == 2', false],
    ['"a" == "a"', true],
    ['"1" == 1', false],
    ['null == null', true],
    ['.missing == null', true],
    ['0 == null', false],
    ['false == null', false],
    ['[1, [2]] == [1, [2]]', true],
    ['[1, 2] == [2, 1]', false],
    ['{"a": 1, "b": [2]} == {"b": [2], "a": 1}', true],
    ['{"a": 1} == {"a": 1, "b": 2}', false],
    ['. == {"k": "v"}', false],
    ['.obj == {"k": "v"}', true],
    ['1 != 2', true],
    ['"a" != "a"', false],
    ['1 < 2', true],
    ['2 < 1', false],
    ['1.5 <= 1.5', true],
    ['2 > 1', true],
    ['1 >= 2', false],
    ['-1 < 0', true],
    ['"a" < "b"', true],
    ['"B" < "a"', true],
    ['"abc" >= "abd"', false],
    ['"10" < "9"', true],
    ['null < 0', true],
    ['null < ""', true],
    ['0 > null', true],
    ['null <= null', true],
    ['null < null', false],
    ['.n + 1 == 6', true],
  ])('%s is %s', (expression, expected) => {
    expect(evaluateJslt(expression, INPUT)).toBe(expected);
  });

  it.each<[string, string]>([
    ['1 < "2"', `'<' cannot compare 1 and "2" at line 1, column 3`],
    ['true > false', `'>' cannot compare true and false at line 1, column 6`],
    ['[1] <= [2]', `'<=' cannot compare [1] and [2] at line 1, column 5`],
    ['.obj >= 1', `'>=' cannot compare {"k":"v"} and 1 at line 1, column 6`],
  ])('%s cannot be ordered', (expression, message) => {
    expect(() => evaluateJslt(expression, INPUT)).toThrow(message);
  });
});

describe('JSLT +', () => {
  it.each<[string, unknown]>([
    ['1 + 2', 3],
    ['0.5 + 0.25', 0.75],
    ['-1 + 1', 0],
    ['.n + .n + .n', 15],
    ['"a" + "b"', 'ab'],
    ['"n=" + .n', 'n=5'],
    ['.n + "!"', '5!'],
    ['"x" + true', 'xtrue'],
    ['"x" + null', 'xnull'],
    ['"x" + [1, "a"]', 'x[1,"a"]'],
    ['"x" + {"a": 1}', 'x{"a":1}'],
    ['[1] + [2, 3]', [1, 2, 3]],
    ['[] + []', []],
    ['{"a": 1, "b": 2} + {"b": 3, "c": 4}', { a: 1, b: 2, c: 4 }],
    ['{} + {"a": 1}', { a: 1 }],
    ['[1] + null', [1]],
    ['null + [1]', [1]],
    ['{"a": 1} + null', { a: 1 }],
    ['null + {"a": 1}', { a: 1 }],
    ['1 + null', null],
    ['null + 1', null],
    ['null + null', null],
    ['.missing + 1', null],
    ['null + true', null],
  ])('%s is %j', (expression, expected) => {
    expect(evaluateJslt(expression, INPUT)).toEqual(expected);
  });

  it('keeps the merged object in left-to-right key order with the left value', () => {
    const merged = evaluateJslt('{"a": 1, "b": 2} + {"b": 3, "c": 4}', null) as object;
    expect(Object.entries(merged)).toEqual([
      ['b', 2],
      ['c', 4],
      ['a', 1],
    ]);
  });

  it.each<[string, string]>([
    ['1 + true', `'+' cannot add 1 and true at line 1, column 3`],
    ['[1] + {}', `'+' cannot add [1] and {} at line 1, column 5`],
    ['.arr + 1', `'+' cannot add [1,2] and 1 at line 1, column 6`],
    ['1 + 2 + false', `'+' cannot add 3 and false at line 1, column 7`],
    ['true + true', `'+' cannot add true and true at line 1, column 6`],
  ])('%s names the operands', (expression, message) => {
    expect(() => evaluateJslt(expression, INPUT)).toThrow(message);
  });
});
