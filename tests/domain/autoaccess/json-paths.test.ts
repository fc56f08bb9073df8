import { describe, expect, it } from 'vitest';
import { flattenJsonPaths } from '../../../src/domain/autoaccess/json-paths.js';
import { evaluateJslt } from '../../../src/domain/jslt/evaluate.js';

const RAW_EVENT = {
  user: 'u1',
  'user-agent': 'Mozilla/5.0',
  ts: '2026-11-24T10:00:00Z',
  geo: { city: 'Oslo', coords: [59.9, 10.7], extra: {} },
  tags: [],
  result: { success: true, reason: null },
};

describe('flattenJsonPaths', () => {
  it.each<[string, unknown, string[]]>([
    [
      'a raw event',
      RAW_EVENT,
      [
        '.user',
        '.user-agent',
        '.ts',
        '.geo.city',
        '.geo.coords[0]',
        '.geo.coords[1]',
        '.geo.extra',
        '.tags',
        '.result.success',
        '.result.reason',
      ],
    ],
    ['an array at the top', [{ a: 1 }, 2], ['.[0].a', '.[1]']],
    ['nested arrays', { m: [[1], [2, [3]]] }, ['.m[0][0]', '.m[1][0]', '.m[1][1][0]']],
    ['a scalar', 'text', ['.']],
    ['null', null, ['.']],
    ['an empty object', {}, ['.']],
    [
      'keys that need quotes',
      { 'first name': 1, 'a.b': 2, '': 3, '9lives': 4, '-x': 5, if: 6, 'é-ß_1': 7, 'q"': 8 },
      ['."first name"', '."a.b"', '.""', '."9lives"', '."-x"', '."if"', '.é-ß_1', '."q\\""'],
    ],
  ])('lists the leaves of %s', (_name, value, expected) => {
    expect(flattenJsonPaths(value)).toEqual(expected);
  });

  it('gives paths that JSLT reads back to the same values', () => {
    const value = {
      ...RAW_EVENT,
      'first name': 'Ann',
      '9lives': 9,
      if: 'kw',
      'q"': 'quote',
      nested: [{ deep: [{ x: 'y' }] }],
    };
    for (const path of flattenJsonPaths(value)) {
      const segments = path.match(/\.("(?:[^"\\]|\\.)*"|[^.[]+)|\[(\d+)\]/g) ?? [];
      const expected = segments.reduce<unknown>((node, segment) => {
        const index = /^\[(\d+)\]$/.exec(segment);
        if (index) return (node as unknown[])[Number(index[1])];
        const key = segment.slice(1);
        return (node as Record<string, unknown>)[
          key.startsWith('"') ? (JSON.parse(key) as string) : key
        ];
      }, value);
      expect(evaluateJslt(path, value), path).toEqual(expected);
    }
  });

  it('stops at 500 paths', () => {
    const wide = Object.fromEntries(
      Array.from({ length: 600 }, (_, index) => [`k${index}`, index]),
    );
    const paths = flattenJsonPaths(wide);
    expect(paths).toHaveLength(500);
    expect(paths.at(-1)).toBe('.k499');
    expect(flattenJsonPaths({ list: Array.from({ length: 501 }, () => [1, 2]) })).toHaveLength(500);
  });

  it('lists a container 32 levels down as one path', () => {
    let deep: unknown = { leaf: 1 };
    for (let level = 0; level < 40; level += 1) deep = { d: deep };
    const [path] = flattenJsonPaths(deep);
    expect(flattenJsonPaths(deep)).toHaveLength(1);
    expect(path).toBe('.d'.repeat(32));
  });
});
