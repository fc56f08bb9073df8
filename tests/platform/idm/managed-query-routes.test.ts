import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonb } from '../../../src/platform/store/db.js';
import { mulberry32 } from '../../../src/platform/store/seed/prng.js';
import { bearer, createIdmTestApp, type IdmTestApp } from './idm-test-app.js';

interface Envelope {
  result: Record<string, unknown>[];
  resultCount: number;
  pagedResultsCookie: string | null;
  totalPagedResultsPolicy: string;
  totalPagedResults: number;
  remainingPagedResults: number;
}

const USERS_PER_REALM = 30;
let idm: IdmTestApp;
let alphaDocs: { id: string; doc: Record<string, unknown> }[];
beforeAll(async () => {
  idm = await createIdmTestApp(USERS_PER_REALM);
  alphaDocs = await idm.db
    .selectFrom('managed_objects')
    .select(['id', 'doc'])
    .where('type', '=', 'alpha_user')
    .execute();
}, 60_000);
afterAll(() => idm.close());

function query(params: Record<string, string>, token = 'admin', object = 'alpha_user') {
  const search = new URLSearchParams(params).toString();
  return idm.app.inject({
    method: 'GET',
    url: `/openidm/managed/${object}?${search}`,
    headers: bearer(token),
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : '');
/** Unicode's root order, as the platform's `text_order` collation sorts text. */
const compareText = new Intl.Collator('und').compare;
const compare = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);

describe('GET /openidm/managed/{object}?_queryFilter', () => {
  it('needs the administrator', async () => {
    expect((await query({ _queryFilter: 'true' }, 'alpha-demo')).statusCode).toBe(403);
    expect((await query({ _queryFilter: 'true' }, 'nobody')).statusCode).toBe(401);
  });

  it('finds objects by filter, case-insensitively', async () => {
    const response = await query({ _queryFilter: 'userName eq "DEMO" and mail co "@alpha."' });
    expect(response.statusCode).toBe(200);
    const body = response.json<Envelope>();
    expect(body.result).toHaveLength(1);
    expect(body.result[0]).toMatchObject({ userName: 'demo', givenName: 'Demo', sn: 'Alpha User' });
    expect(body).toMatchObject({
      resultCount: 1,
      pagedResultsCookie: null,
      totalPagedResultsPolicy: 'NONE',
      totalPagedResults: -1,
      remainingPagedResults: -1,
    });
  });

  it('finds the reports of a manager through the relationship reference', async () => {
    const head = alphaDocs.find(({ doc }) => doc.manager === undefined)!;
    const response = await query({
      _queryFilter: `manager/_ref eq "managed/alpha_user/${head.id}"`,
    });
    const expected = alphaDocs.filter(
      ({ doc }) =>
        (doc.manager as { _ref?: string } | undefined)?._ref === `managed/alpha_user/${head.id}`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(
      response
        .json<Envelope>()
        .result.map((user) => user._id)
        .sort(),
    ).toEqual(expected.map(({ id }) => id).sort());
  });

  it('sorts, pages, keeps _fields and counts exactly', async () => {
    const response = await query({
      _queryFilter: 'accountStatus eq "active" or accountStatus pr',
      _sortKeys: 'sn,-givenName',
      _pageSize: '7',
      _pagedResultsOffset: '7',
      _fields: 'userName,sn,givenName,password',
      _totalPagedResultsPolicy: 'EXACT',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<Envelope>();
    const sorted = [...alphaDocs].sort(
      (left, right) =>
        compareText(text(left.doc.sn), text(right.doc.sn)) ||
        compareText(text(right.doc.givenName), text(left.doc.givenName)) ||
        compare(left.id, right.id),
    );
    expect(body.result.map((user) => user._id)).toEqual(sorted.slice(7, 14).map(({ id }) => id));
    expect(
      body.result.every(
        (user) => Object.keys(user).sort().join() === '_id,_rev,givenName,sn,userName',
      ),
    ).toBe(true);
    expect(body).toMatchObject({
      resultCount: 7,
      totalPagedResultsPolicy: 'EXACT',
      totalPagedResults: alphaDocs.length,
      remainingPagedResults: alphaDocs.length - 14,
    });
    expect(body.pagedResultsCookie).toEqual(expect.any(String));
  });

  it('sorts names in the order people read them, accented letters beside their base letters', async () => {
    const surnames = ['Zimmer', 'Łukasiewicz', 'Émond', 'Lopez', 'eaton', 'Müller', 'Murphy'];
    await idm.db
      .insertInto('managed_objects')
      .values(
        surnames.map((sn, index) => ({
          type: 'bravo_user',
          id: `sort-order-${index}`,
          doc: jsonb({ userName: `sort.order${index}`, givenName: 'Sortorder', sn }),
        })),
      )
      .execute();
    const sorted = async (sortKeys: string) =>
      (
        await query(
          { _queryFilter: 'givenName eq "Sortorder"', _sortKeys: sortKeys },
          'admin',
          'bravo_user',
        )
      )
        .json<Envelope>()
        .result.map((user) => user.sn);
    const expected = ['eaton', 'Émond', 'Lopez', 'Łukasiewicz', 'Müller', 'Murphy', 'Zimmer'];
    expect(await sorted('sn')).toEqual(expected);
    expect(await sorted('-sn')).toEqual([...expected].reverse());
  });

  it('walks every page through pagedResultsCookie', async () => {
    const seen: string[] = [];
    let cookie: string | null = '';
    for (let page = 0; cookie !== null && page < 20; page += 1) {
      const params: Record<string, string> = {
        _queryFilter: 'true',
        _pageSize: '8',
        _sortKeys: '_id',
      };
      if (cookie) params._pagedResultsCookie = cookie;
      const body: Envelope = (await query(params)).json<Envelope>();
      seen.push(...body.result.map((user) => String(user._id)));
      cookie = body.pagedResultsCookie;
    }
    expect(seen).toEqual(alphaDocs.map(({ id }) => id).sort());
  });

  it('answers only ids for query-all-ids', async () => {
    const body = (await query({ _queryId: 'query-all-ids', _pageSize: '3' })).json<Envelope>();
    expect(body.result).toHaveLength(3);
    expect(body.result.every((user) => Object.keys(user).sort().join() === '_id,_rev')).toBe(true);
  });

  it('rejects a malformed filter naming the position', async () => {
    const response = await query({ _queryFilter: 'userName eq "demo" and (mail co' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      reason: 'Bad Request',
      message: 'Invalid query filter at position 31: expected a value',
      detail: { position: 31 },
    });
  });

  it.each([
    [{}],
    [{ _queryFilter: 'true', _pageSize: '-1' }],
    [{ _queryFilter: 'true', _pageSize: 'ten' }],
    [{ _queryFilter: 'true', _pagedResultsOffset: '1.5' }],
    [{ _queryFilter: 'true', _sortKeys: 'sn,a//b' }],
    [{ _queryFilter: 'true', _totalPagedResultsPolicy: 'SOME' }],
    [{ _queryFilter: 'true', _pagedResultsCookie: 'not-a-cookie' }],
    [{ _queryId: 'query-by-magic' }],
    [{ _queryFilter: Array.from({ length: 501 }, () => 'mail pr').join(' or ') }],
  ])('rejects bad parameters %j with 400', async (params) => {
    expect((await query(params as Record<string, string>)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown object type', async () => {
    expect((await query({ _queryFilter: 'true' }, 'admin', 'charlie_user')).statusCode).toBe(404);
  });

  it('never answers 500, whatever the filter', async () => {
    const random = mulberry32(2026);
    const pieces = [
      '/userName',
      'mail',
      'preferences/updates',
      ' ',
      '(',
      ')',
      '!',
      '"',
      '\\',
      'eq',
      'co',
      'gt',
      'pr',
      'and',
      'or',
      'true',
      'null',
      '1',
      '-2.5e3',
      '"x"',
      '"%_"',
      '~1',
      '/',
      '\u0000',
      '"\\u0000"',
      'aliasList/0',
      '_id',
      '_rev',
    ];
    const statuses = new Set<number>();
    for (let run = 0; run < 300; run += 1) {
      const length = 1 + Math.floor(random() * 10);
      let filter = '';
      for (let i = 0; i < length; i += 1) {
        filter += `${pieces[Math.floor(random() * pieces.length)]}${random() < 0.7 ? ' ' : ''}`;
      }
      const response = await query({ _queryFilter: filter, _sortKeys: '-mail' });
      expect([200, 400], filter).toContain(response.statusCode);
      if (response.statusCode === 400) {
        expect(response.json<{ message: string }>().message, filter).toMatch(
          /^Invalid query filter at position \d+: /,
        );
      }
      statuses.add(response.statusCode);
    }
    expect([...statuses].sort()).toEqual([200, 400]);
  }, 60_000);
});
