import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseQueryFilter } from '../../../../src/domain/query-filter/parse-query-filter.js';
import type { QueryFilterNode } from '../../../../src/domain/query-filter/query-filter-ast.js';
import { evaluateFilter } from '../../../../src/platform/idm/query/evaluate-filter.js';
import {
  escapeLike,
  filterToSql,
  textArrayLiteral,
} from '../../../../src/platform/idm/query/filter-to-sql.js';
import { jsonb, type Db } from '../../../../src/platform/store/db.js';
import { migrateToLatest } from '../../../../src/platform/store/migrate.js';
import { mulberry32 } from '../../../../src/platform/store/seed/prng.js';
import { memoryDb } from '../../../support/memory-store.js';

const DOCS: Record<string, Record<string, unknown>> = {
  a: {
    userName: 'Alice',
    mail: 'alice@example.com',
    age: 30,
    score: 1.5,
    active: true,
    name: { first: 'Ann', last: 'Lee' },
    tags: ['red', 'Blue'],
    note: '50% off_now',
    nick: null,
  },
  b: {
    userName: 'bob',
    mail: 'bob@example.org',
    age: '30',
    active: 'true',
    name: 'Bob B',
    tags: [1, 2],
    'a/b': 'slash',
    'ti~lde': 't',
  },
  c: {
    userName: 'CHARLIE',
    age: 45,
    active: false,
    name: { first: 'Charlie' },
    tags: 'red',
    nick: 'chuck',
    note: '50 percent',
  },
  d: { userName: 'Zoë', age: 5, items: [{ k: 'x' }, { k: 'y' }] },
};

let db: Db;
beforeAll(async () => {
  db = memoryDb();
  await migrateToLatest(db);
  await db
    .insertInto('managed_objects')
    .values(Object.entries(DOCS).map(([id, doc]) => ({ type: 't', id, doc: jsonb(doc) })))
    .execute();
}, 60_000);
afterAll(() => db.destroy());

async function matching(filter: QueryFilterNode | string): Promise<string[]> {
  const node = typeof filter === 'string' ? parseQueryFilter(filter) : filter;
  const { rows } = await sql<{ id: string }>`
    select id from managed_objects where type = 't' and ${filterToSql(node)} order by id
  `.execute(db);
  return rows.map((row) => row.id);
}

describe('filterToSql', () => {
  it.each([
    ['true', ['a', 'b', 'c', 'd']],
    ['false', []],
    ['userName eq "alice"', ['a']],
    ['userName eq "ZOË"', ['d']],
    ['mail co "EXAMPLE"', ['a', 'b']],
    ['note co "%"', ['a']],
    ['note co "_"', ['a']],
    ['note sw "50%"', ['a']],
    ['userName sw "ch"', ['c']],
    ['userName gt "b"', ['b', 'c', 'd']],
    ['age gt 20', ['a', 'c']],
    ['age eq 30', ['a']],
    ['age eq "30"', ['b']],
    ['age ge 30 and age le 45', ['a', 'c']],
    ['age lt 10 or score eq 1.5', ['a', 'd']],
    ['age lt 1e300', ['a', 'c', 'd']],
    ['score gt 1e0', ['a']],
    ['active eq true', ['a']],
    ['active eq false', ['c']],
    ['active eq "TRUE"', ['b']],
    ['active gt false', ['a']],
    ['nick eq null', ['a', 'b', 'd']],
    ['nick gt null', []],
    ['nick pr', ['c']],
    ['!(nick pr)', ['a', 'b', 'd']],
    ['!(userName eq "alice")', ['b', 'c', 'd']],
    ['!(missing eq "x")', ['a', 'b', 'c', 'd']],
    ['!(age gt 20)', ['b', 'd']],
    ['tags eq "blue"', ['a']],
    ['tags eq "red"', ['a', 'c']],
    ['tags eq 2', ['b']],
    ['tags gt "q"', ['a', 'c']],
    ['name/first eq "ann"', ['a']],
    ['/name/first pr', ['a', 'c']],
    ['name eq "bob b"', ['b']],
    ['name gt 3', []],
    ['/a~1b eq "slash"', ['b']],
    ['ti~0lde pr', ['b']],
    ['items/1/k eq "y"', ['d']],
    ['items/x/k pr', []],
    ['userName/first eq "x"', []],
    ['_id eq "A"', ['a']],
    ['_id sw "b" or _id co "d"', ['b', 'd']],
    ['_id pr', ['a', 'b', 'c', 'd']],
    ['_id eq null', []],
    ['_rev eq 1', ['a', 'b', 'c', 'd']],
    ['_rev eq "1"', ['a', 'b', 'c', 'd']],
    ['_rev gt 1.5', []],
    ['_rev eq "x"', []],
    ['_rev sw "1"', ['a', 'b', 'c', 'd']],
  ])('%s matches %j', async (filter, ids) => {
    expect(await matching(filter)).toEqual(ids);
  });

  it('keeps hostile values as bound parameters', async () => {
    const hostile = `x'; drop table managed_objects; --`;
    expect(await matching(`userName eq ${JSON.stringify(hostile)}`)).toEqual([]);
    expect(await matching(`/${hostile.replace(/[ ()"]/g, '')} pr`)).toEqual([]);
    const compiled =
      sql`select 1 where ${filterToSql(parseQueryFilter(`mail co "secret-value" and /name/sec~1ret pr`))}`.compile(
        db,
      );
    expect(compiled.sql).not.toContain('secret');
    expect(compiled.parameters).toContain('secret-value');
    expect(compiled.parameters).toContain('{"name","sec/ret"}');
    expect(await db.selectFrom('managed_objects').select('id').execute()).toHaveLength(4);
  });

  it('matches nothing, without failing, for strings the store cannot hold', async () => {
    expect(await matching('userName eq "\\u0000"')).toEqual([]);
    expect(await matching('userName co "a\\u0000"')).toEqual([]);
    expect(await matching('userName gt "y\\u0000"')).toEqual(['d']);
    expect(await matching('/x\u0000y eq null')).toEqual(['a', 'b', 'c', 'd']);
    expect(await matching('/x\u0000y pr')).toEqual([]);
  });

  it('agrees with the in-memory evaluator on generated filters', async () => {
    const random = mulberry32(99);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const paths = [
      ['userName'],
      ['age'],
      ['active'],
      ['tags'],
      ['nick'],
      ['name', 'first'],
      ['name'],
      ['note'],
      ['missing'],
      ['tags', '0'],
    ];
    const values = [
      'alice',
      'B',
      'red',
      '30',
      '50%',
      '',
      'zoë',
      30,
      5,
      45,
      1.5,
      -1,
      true,
      false,
      null,
    ];
    const generate = (depth: number): QueryFilterNode => {
      const choice = Math.floor(random() * (depth > 2 ? 3 : 6));
      if (choice === 0) return { kind: 'presence', op: 'pr', path: pick(paths) };
      if (choice <= 2) {
        const op = pick(['eq', 'co', 'sw', 'gt', 'ge', 'lt', 'le'] as const);
        return { kind: 'comparison', op, path: pick(paths), value: pick(values) };
      }
      if (choice === 3) return { kind: 'not', operand: generate(depth + 1) };
      return {
        kind: choice === 4 ? 'and' : 'or',
        operands: [generate(depth + 1), generate(depth + 1)],
      };
    };
    for (let run = 0; run < 300; run += 1) {
      const filter = generate(0);
      const expected = Object.keys(DOCS).filter((id) => evaluateFilter(filter, DOCS[id]));
      expect(await matching(filter), JSON.stringify(filter)).toEqual(expected);
    }
  }, 60_000);
});

describe('SQL literals', () => {
  it('writes text[] literals that Postgres reads back segment for segment', async () => {
    const segments = ['a', 'with "quotes"', 'back\\slash', 'comma,brace}', ''];
    const { rows } = await sql<{
      value: string[];
    }>`select ${textArrayLiteral(segments)}::text[] as value`.execute(db);
    expect(rows[0]?.value).toEqual(segments);
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
