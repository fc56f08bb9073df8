import { describe, expect, it } from 'vitest';
import { filterToString } from '../../../src/domain/query-filter/filter-to-string.js';
import { parseQueryFilter } from '../../../src/domain/query-filter/parse-query-filter.js';
import type { QueryFilterNode } from '../../../src/domain/query-filter/query-filter-ast.js';
import { mulberry32 } from '../../../src/platform/store/seed/prng.js';

describe('filterToString', () => {
  it('writes the canonical form', () => {
    expect(
      filterToString(parseQueryFilter('userName EQ "bjensen" AND !(mail pr OR /a~1b lt 3)')),
    ).toBe('/userName eq "bjensen" and !(/mail pr or /a~1b lt 3)');
    expect(filterToString(parseQueryFilter('/s eq "q\\"\\n" or false'))).toBe(
      '/s eq "q\\"\\n" or false',
    );
  });

  it('round-trips generated trees', () => {
    const random = mulberry32(42);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const segments = ['a', 'name', 'first', 'x/y', 'ti~lde', '0', 'é'];
    const values = [
      '',
      'Ann',
      'a "quoted" \\ value',
      'tab\tnew\nline',
      '\u0001',
      0,
      -3,
      2.5,
      1e21,
      true,
      false,
      null,
    ];
    const path = () => Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(segments));
    const generate = (depth: number): QueryFilterNode => {
      const choice = depth > 3 ? Math.floor(random() * 3) : Math.floor(random() * 6);
      if (choice === 0) return { kind: 'literal', value: random() < 0.5 };
      if (choice === 1) return { kind: 'presence', op: 'pr', path: path() };
      if (choice === 2) {
        const op = pick(['eq', 'co', 'sw', 'gt', 'ge', 'lt', 'le'] as const);
        return { kind: 'comparison', op, path: path(), value: pick(values) };
      }
      if (choice === 3) return { kind: 'not', operand: generate(depth + 1) };
      const operands = Array.from({ length: 2 + Math.floor(random() * 2) }, () =>
        generate(depth + 1),
      );
      return { kind: choice === 4 ? 'and' : 'or', operands };
    };
    for (let run = 0; run < 500; run += 1) {
      const tree = generate(0);
      expect(parseQueryFilter(filterToString(tree))).toEqual(tree);
    }
  });
});
