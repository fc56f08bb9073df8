import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_BYTE_ORDER_MARK } from '../../../src/domain/csv.js';
import { REPORT_ERROR_MESSAGES } from '../../../src/domain/reports/report-feature.js';
import { exportFileName } from '../../../src/domain/reports/export-file-name.js';
import { startAnalytics, type AnalyticsFixture } from './analytics-fixture.js';

let fixture: AnalyticsFixture;
beforeAll(async () => {
  fixture = await startAnalytics();
}, 120_000);
afterAll(() => fixture?.close());

const LAST_7_DAYS = { parameters: {}, timeframe: { preset: 'last7Days' } };

async function signInCountsByDayAndType() {
  const rows = await sql<{ day: string; eventType: string; count: string }>`
    select to_char(time at time zone 'UTC', 'YYYY-MM-DD') as day, result as "eventType",
      count(*) as count from am_auth_events
    where realm = 'alpha' and time >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - interval '6 days'
    group by 1, 2`.execute(fixture.platform.db);
  return rows.rows.map((row) => ({ ...row, count: Number(row.count) }));
}

describe('report templates', () => {
  it('lists the seeded templates of the realm, with search', async () => {
    const all = await fixture.call('GET', '/analytics/templates?_queryFilter=true');
    expect(all.statusCode).toBe(200);
    const names = all.json<{ result: { name: string }[] }>().result.map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'user-accounts-by-status',
        'sign-in-activity',
        'risky-sign-ins',
        'access-review-campaign-status',
        'User-Normal-View',
      ]),
    );
    const found = await fixture.call('GET', '/analytics/templates?search=ACTIVITY');
    expect(found.json<{ result: { name: string }[] }>().result.map((t) => t.name)).toEqual([
      'sign-in-activity',
    ]);
  });

  it('says the template is missing', async () => {
    const missing = await fixture.call('POST', '/analytics/templates/nope?_action=run', {
      body: LAST_7_DAYS,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(REPORT_ERROR_MESSAGES.templateMissing);
  });

  it('refuses a definition that names a column its source lacks, with the reason', async () => {
    const template = (await fixture.call('GET', '/analytics/templates/sign-in-activity')).json();
    const saved = await fixture.call('PUT', '/analytics/templates/sign-in-activity', {
      body: { ...template, columns: [{ name: 'pw', label: 'Password', source: 'password_hash' }] },
      headers: { 'if-match': String(template._rev) },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toContain('columns.0.source: reporting.validation.unknownColumn');
  });

  it('creates a template and updates it by revision only', async () => {
    const definition = {
      description: 'Users by status',
      dataSource: 'users',
      parameters: [],
      columns: [{ name: 'status', label: 'Status', source: 'accountStatus' }],
      aggregates: [{ name: 'n', label: 'Users', function: 'count', column: null }],
      filters: [],
      sorting: [],
    };
    const created = await fixture.call('PUT', '/analytics/templates/my-users', {
      body: definition,
      headers: { 'if-none-match': '*' },
    });
    expect(created.statusCode).toBe(201);
    const noRev = await fixture.call('PUT', '/analytics/templates/my-users', { body: definition });
    expect(noRev.statusCode).toBe(428);
    const stale = await fixture.call('PUT', '/analytics/templates/my-users', {
      body: definition,
      headers: { 'if-match': '"7"' },
    });
    expect(stale.statusCode).toBe(412);
    const updated = await fixture.call('PUT', '/analytics/templates/my-users', {
      body: { ...definition, description: 'Changed' },
      headers: { 'if-match': '"1"' },
    });
    expect(updated.json()).toMatchObject({ _rev: '2', description: 'Changed' });
  });
});

describe('report runs', () => {
  it('runs sign-in activity over the last 7 days off the request path; rows agree with the store', async () => {
    const run = await fixture.run('sign-in-activity', LAST_7_DAYS);
    expect(run).toMatchObject({ status: 'succeeded', templateName: 'sign-in-activity' });
    const expected = await signInCountsByDayAndType();
    expect(run.rowCount).toBe(expected.length);
    const view = await fixture.call('POST', `/analytics/runs/${String(run._id)}?_action=view`, {
      body: { pageSize: 100, offset: 0, sortKey: null, filters: [] },
    });
    const page = view.json<{
      result: { day: string; eventType: string; count: number }[];
      summary: { count: number };
      sorting: { column: string; direction: string }[];
    }>();
    expect(page.result).toEqual(expect.arrayContaining(expected));
    expect(page.sorting[0]).toEqual({ column: 'day', direction: 'desc' });
    expect(page.summary.count).toBe(expected.reduce((sum, row) => sum + row.count, 0));
  });

  it('pages, sorts and filters a run', async () => {
    const run = await fixture.run('sign-in-activity', LAST_7_DAYS);
    const url = `/analytics/runs/${String(run._id)}?_action=view`;
    const failures = await fixture.call('POST', url, {
      body: {
        pageSize: 2,
        offset: 0,
        sortKey: '-count',
        filters: [{ column: 'eventType', value: 'fail' }],
      },
    });
    const body = failures.json<{ result: { eventType: string; count: number }[] }>();
    expect(body.result.length).toBeLessThanOrEqual(2);
    expect(body.result.every((row) => row.eventType === 'failure')).toBe(true);
    const counts = body.result.map((row) => row.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const unknown = await fixture.call('POST', url, {
      body: { pageSize: 2, offset: 0, sortKey: 'password', filters: [] },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('filters an enumerated column by the stored values its shown words stand for, within bounds', async () => {
    const run = await fixture.run('sign-in-activity', LAST_7_DAYS);
    const url = `/analytics/runs/${String(run._id)}?_action=view`;
    const view = (filter: Record<string, unknown>) =>
      fixture.call('POST', url, {
        body: { pageSize: 100, offset: 0, filters: [{ column: 'eventType', ...filter }] },
      });
    const successes = await view({ value: 'Erfolgreich', anyOf: ['success'] });
    expect(successes.statusCode).toBe(200);
    const rows = successes.json<{ result: { eventType: string }[] }>().result;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.eventType === 'success')).toBe(true);
    const none = await view({ value: 'Abgezeichnet', anyOf: [] });
    expect(none.json<{ result: unknown[] }>().result).toEqual([]);
    const tooMany = await view({ value: 'x', anyOf: Array.from({ length: 21 }, () => 'success') });
    expect(tooMany.statusCode).toBe(400);
  });

  it("binds a parameter: `'; drop table users; --` returns no rows and changes nothing", async () => {
    const before = await fixture.platform.db
      .selectFrom('managed_objects')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const run = await fixture.run('User-Normal-View', {
      parameters: { userName: "'; drop table users; --" },
      timeframe: { preset: 'last30Days' },
    });
    expect(run).toMatchObject({ status: 'succeeded', rowCount: 0 });
    const after = await fixture.platform.db
      .selectFrom('managed_objects')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses a custom timeframe whose end is before its start, and missing parameters', async () => {
    const backwards = await fixture.call(
      'POST',
      '/analytics/templates/sign-in-activity?_action=run',
      {
        body: {
          parameters: {},
          timeframe: { preset: 'custom', startDate: '2026-05-10', endDate: '2026-05-01' },
        },
      },
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(REPORT_ERROR_MESSAGES.noValidParameters);
    const required = await fixture.call(
      'POST',
      '/analytics/templates/User-Normal-View?_action=run',
      {
        body: LAST_7_DAYS,
      },
    );
    expect(required.statusCode).toBe(400);
    expect(required.json().detail).toEqual({
      invalid: [{ field: 'parameters.userName', message: 'validation.invalid' }],
    });
    const outside = await fixture.call(
      'POST',
      '/analytics/templates/sign-in-activity?_action=run',
      {
        body: { parameters: { eventTypes: ['hacked'] }, timeframe: { preset: 'today' } },
      },
    );
    expect(outside.statusCode).toBe(400);
  });

  it('answers 400, not a server error, for a custom timeframe that ends in year 9999', async () => {
    const farEnd = await fixture.call('POST', '/analytics/templates/sign-in-activity?_action=run', {
      body: {
        parameters: {},
        timeframe: { preset: 'custom', startDate: '2026-01-01', endDate: '9999-12-31' },
      },
    });
    expect(farEnd.statusCode).toBe(400);
    expect(farEnd.json().detail).toEqual({
      invalid: [{ field: 'timeframe.endDate', message: 'validation.isBeforeDate' }],
    });
  });

  it('exports a run as CSV (UTF-8 with its byte order mark) and JSON with the same rows, named by template and run, and lists the run with its file type', async () => {
    const run = await fixture.run('sign-in-activity', LAST_7_DAYS);
    const url = `/analytics/runs/${String(run._id)}?_action=export`;
    const csv = await fixture.call('POST', `${url}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="${exportFileName('sign-in-activity', String(run._id), 'csv')}"`,
    );
    expect(csv.body.startsWith(CSV_BYTE_ORDER_MARK)).toBe(true);
    const lines = csv.body.slice(CSV_BYTE_ORDER_MARK.length).trim().split('\r\n');
    expect(lines[0]).toBe('Day,Event type,Events');
    expect(lines).toHaveLength(Number(run.rowCount) + 1);
    const json = await fixture.call('POST', `${url}&format=json`);
    const rows = json.json<unknown[]>();
    expect(rows).toHaveLength(Number(run.rowCount));
    const history = await fixture.call('GET', '/analytics/runs?templateName=sign-in-activity');
    const listed = history.json<{ result: { _id: string; fileType: string }[] }>().result;
    expect(listed.find((entry) => entry._id === run._id)?.fileType).toBe('json');
  });

  it('runs the access review campaign status over the governance tables', async () => {
    const run = await fixture.run('access-review-campaign-status', {
      parameters: {},
      timeframe: { preset: 'custom', startDate: '2000-01-01', endDate: '2100-01-01' },
    });
    expect(run.status).toBe('succeeded');
    const items = await fixture.platform.db
      .selectFrom('iga_certification_items')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('realm', '=', 'alpha')
      .executeTakeFirstOrThrow();
    const view = await fixture.call('POST', `/analytics/runs/${String(run._id)}?_action=view`, {
      body: { pageSize: 10, offset: 0, filters: [] },
    });
    expect(view.json<{ summary: { items: number } }>().summary.items).toBe(Number(items.n));
  });
});

describe('who may use reports', () => {
  it('refuses an end user, a token without the scope, and answers 404 with the flag off', async () => {
    const user = await fixture.call('GET', '/analytics/templates', { user: 'demo' });
    expect(user.statusCode).toBe(403);
    const unscoped = await fixture.call('GET', '/analytics/templates', {
      scopes: 'openid profile',
    });
    expect(unscoped.statusCode).toBe(403);
    const db = fixture.platform.db;
    const stored = await db
      .selectFrom('config_objects')
      .select('doc')
      .where('id', '=', 'ui/features')
      .executeTakeFirstOrThrow();
    const features = stored.doc as { features: { name: string; enabled: boolean }[] };
    const off = features.features.map((feature) =>
      feature.name === 'automatedReports' ? { ...feature, enabled: false } : feature,
    );
    await db
      .updateTable('config_objects')
      .set({ doc: JSON.stringify({ ...features, features: off }) })
      .where('id', '=', 'ui/features')
      .execute();
    try {
      expect((await fixture.call('GET', '/analytics/templates')).statusCode).toBe(404);
    } finally {
      await db
        .updateTable('config_objects')
        .set({ doc: JSON.stringify(features) })
        .where('id', '=', 'ui/features')
        .execute();
    }
  });
});

describe('what a fraud analyst may run', () => {
  const asAnalyst = { user: 'fraudanalyst' } as const;

  it('runs the normal view and reads its run and rows', async () => {
    const started = await fixture.call(
      'POST',
      '/analytics/templates/User-Normal-View?_action=run',
      {
        ...asAnalyst,
        body: { parameters: { userName: 'demo' }, timeframe: { preset: 'today' } },
      },
    );
    expect(started.statusCode).toBe(201);
    const id = started.json<{ _id: string }>()._id;
    expect((await fixture.call('GET', `/analytics/runs/${id}`, asAnalyst)).statusCode).toBe(200);
  });

  it('refuses every other template, the list, the editing and the history', async () => {
    const other = await fixture.run('sign-in-activity', {
      parameters: {},
      timeframe: { preset: 'last7Days' },
    });
    const refused = [
      await fixture.call('GET', '/analytics/templates', asAnalyst),
      await fixture.call('GET', '/analytics/templates/User-Normal-View', asAnalyst),
      await fixture.call('PUT', '/analytics/templates/User-Normal-View', {
        ...asAnalyst,
        body: {},
      }),
      await fixture.call('POST', '/analytics/templates/sign-in-activity?_action=run', {
        ...asAnalyst,
        body: { parameters: {}, timeframe: { preset: 'last7Days' } },
      }),
      await fixture.call('GET', '/analytics/runs', asAnalyst),
      await fixture.call('GET', `/analytics/runs/${String(other._id)}`, asAnalyst),
      await fixture.call('POST', `/analytics/runs/${String(other._id)}?_action=view`, {
        ...asAnalyst,
        body: { pageSize: 10, offset: 0, filters: [] },
      }),
    ];
    expect(refused.map((answer) => answer.statusCode)).toEqual(Array(7).fill(403));
  });
});

describe('report parameters', () => {
  it('runs with several values of a list parameter and keeps them all on the run', async () => {
    const run = await fixture.run('sign-in-activity', {
      parameters: { eventTypes: ['success', 'failure'] },
      timeframe: { preset: 'last7Days' },
    });
    expect(run.parameters).toEqual({ eventTypes: ['success', 'failure'] });
    expect(run.status).toBe('succeeded');
  });

  it('takes a required start date only from a custom timeframe', async () => {
    const name = 'sign-ins-between-days';
    const created = await fixture.call('PUT', `/analytics/templates/${name}`, {
      headers: { 'if-none-match': '*' },
      body: {
        description: 'Sign-ins between two days',
        dataSource: 'signInEvents',
        parameters: [
          { name: 'startDate', required: true },
          { name: 'endDate', required: true },
        ],
        columns: [{ name: 'day', label: 'Day', source: 'day' }],
        aggregates: [{ name: 'events', label: 'Events', function: 'count', column: null }],
        filters: [],
        sorting: [],
      },
    });
    expect(created.statusCode).toBe(201);
    const preset = await fixture.call('POST', `/analytics/templates/${name}?_action=run`, {
      body: LAST_7_DAYS,
    });
    expect(preset.statusCode).toBe(400);
    const refused = preset.json<{ detail: { invalid: { field: string }[] } }>().detail.invalid;
    expect(refused.map((each) => each.field)).toEqual([
      'parameters.startDate',
      'parameters.endDate',
    ]);
    const custom = await fixture.call('POST', `/analytics/templates/${name}?_action=run`, {
      body: {
        parameters: {},
        timeframe: { preset: 'custom', startDate: '2026-01-01', endDate: '2026-01-31' },
      },
    });
    expect(custom.statusCode).toBe(201);
  });
});
