import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLClient, signIn, type GraphQLResult } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';

const RUN = `mutation Run($templateName: String!, $input: RunReportInput!) {
  runReport(templateName: $templateName, input: $input) { id status }
}`;
const RUN_STATUS = `query RunStatus($id: ID!) { reportRun(id: $id) { id status rowCount fileType } }`;
const ROWS = `query Rows($id: ID!, $input: ReportRowsInput!) {
  reportRows(id: $id, input: $input) { columns { name label aggregate } rows totalCount summary }
}`;
const EXPORT = `mutation Export($runId: ID!, $format: ReportFileFormat!) {
  requestReportExport(runId: $runId, format: $format) { exportId status fileName downloadPath }
}`;
const SAVE = `mutation Save($name: String!, $rev: String, $input: ReportDefinitionInput!) {
  saveReportTemplate(name: $name, rev: $rev, input: $input) { name rev }
}`;

let stack: RunningStack;
let admin: GraphQLClient;

const data = <T>(result: GraphQLResult<T>): T => {
  expect(result.errors, result.raw).toBeUndefined();
  return result.data!;
};
const codeOf = (result: GraphQLResult<unknown>) => result.errors?.[0]?.extensions?.code;

async function finishedRun(templateName: string, input: unknown) {
  const { runReport } = data(
    await admin.request<{ runReport: { id: string } }>(RUN, { templateName, input }),
  );
  for (let attempt = 0; attempt < 100; attempt++) {
    const { reportRun } = data(
      await admin.request<{ reportRun: { status: string; rowCount: number } }>(RUN_STATUS, {
        id: runReport.id,
      }),
    );
    if (reportRun.status !== 'running') return { id: runReport.id, ...reportRun };
  }
  throw new Error('the run did not end');
}

beforeAll(async () => {
  stack = await startStack({ platformEnv: { SEED_USERS_PER_REALM: '12' } });
  admin = new GraphQLClient(stack.url);
  data(await signIn(admin, { realm: 'alpha', username: 'realmadmin', password: 'Realm!Passw0rd' }));
}, 120_000);
afterAll(() => stack?.close());

describe('reports through GraphQL', () => {
  it('lists templates, runs sign-in activity, views its rows and downloads them as CSV', async () => {
    const { reportTemplates } = data(
      await admin.request<{ reportTemplates: { name: string }[] }>(
        `{ reportTemplates(search: "activity") { name } }`,
      ),
    );
    expect(reportTemplates.map((template) => template.name)).toEqual(['sign-in-activity']);
    const run = await finishedRun('sign-in-activity', {
      parameters: [],
      timeframe: { preset: 'last7Days' },
    });
    expect(run.status).toBe('succeeded');
    const { reportRows } = data(
      await admin.request<{
        reportRows: { rows: { count: number }[]; totalCount: number; summary: { count: number } };
      }>(ROWS, { id: run.id, input: { pageSize: 10, offset: 0, sortKey: '-count', filters: [] } }),
    );
    expect(reportRows.totalCount).toBe(run.rowCount);
    const { requestReportExport } = data(
      await admin.request<{ requestReportExport: { status: string; downloadPath: string } }>(
        EXPORT,
        { runId: run.id, format: 'csv' },
      ),
    );
    expect(requestReportExport.status).toBe('available');
    const file = await fetch(`${stack.url}${requestReportExport.downloadPath}`, {
      headers: { cookie: admin.jar.header() },
    });
    expect(file.status).toBe(200);
    const lines = (await file.text()).trim().split('\r\n');
    expect(lines).toHaveLength(run.rowCount + 1);
    const counted = lines.slice(1).reduce((sum, line) => sum + Number(line.split(',')[2]), 0);
    expect(counted).toBe(reportRows.summary.count);
    const anonymous = await fetch(`${stack.url}${requestReportExport.downloadPath}`);
    expect(anonymous.status).toBe(401);
  });

  it('refuses a custom timeframe whose end is before its start, per field', async () => {
    const refused = await admin.request(RUN, {
      templateName: 'sign-in-activity',
      input: {
        parameters: [],
        timeframe: { preset: 'custom', startDate: '2026-05-10', endDate: '2026-05-01' },
      },
    });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.fieldErrors).toEqual([
      expect.objectContaining({
        field: 'input.timeframe.endDate',
        message: 'validation.isAfterDate',
      }),
    ]);
  });

  it('refuses an invalid definition with the reason, and a missing template as NOT_FOUND', async () => {
    const refused = await admin.request(SAVE, {
      name: 'bad',
      rev: null,
      input: {
        description: '',
        dataSource: 'users',
        parameters: [],
        columns: [{ name: 'secret', label: 'Secret', source: 'password_hash' }],
        aggregates: [],
        filters: [],
        sorting: [],
      },
    });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.fieldErrors).toEqual([
      expect.objectContaining({
        field: 'input.columns.0.source',
        message: 'reporting.validation.unknownColumn',
      }),
    ]);
    const missing = await admin.request(`{ reportTemplate(name: "nope") { name } }`);
    expect(codeOf(missing)).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND while the reports feature is off', async () => {
    const db = stack.platform.db;
    const stored = await db
      .selectFrom('config_objects')
      .select('doc')
      .where('id', '=', 'ui/features')
      .executeTakeFirstOrThrow();
    const features = stored.doc as { features: { name: string; enabled: boolean }[] };
    const off = features.features.map((feature) =>
      feature.name === 'automatedReports' ? { ...feature, enabled: false } : feature,
    );
    const write = (doc: unknown) =>
      db
        .updateTable('config_objects')
        .set({ doc: JSON.stringify(doc) })
        .where('id', '=', 'ui/features')
        .execute();
    await write({ ...features, features: off });
    try {
      expect(codeOf(await admin.request(`{ reportTemplates { name } }`))).toBe('NOT_FOUND');
    } finally {
      await write(features);
    }
  });
});
