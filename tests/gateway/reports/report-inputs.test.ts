import type { GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../../src/gateway/context.js';
import { reportsResolvers } from '../../../src/gateway/resolvers/reports.js';
import { createAnalytics } from '../../../src/gateway/upstream/analytics.js';
import { createUpstreamHttp } from '../../../src/gateway/upstream/http.js';
import { useScriptedUpstream } from '../support/scripted-upstream.js';

const upstream = useScriptedUpstream();
const { received, answers } = upstream;

const info = {} as GraphQLResolveInfo;
const context = () =>
  ({
    idm: { features: () => Promise.resolve([{ name: 'automatedReports', enabled: true }]) },
    analytics: createAnalytics(
      createUpstreamHttp({ service: 'analytics', baseUrl: upstream.url, timeoutMs: 5_000 }),
      () => Promise.resolve('token-1'),
    ),
  }) as unknown as GatewayContext;

type Resolve = (
  parent: unknown,
  args: unknown,
  context: GatewayContext,
  info: GraphQLResolveInfo,
) => Promise<unknown>;
const mutation = (name: string) => (reportsResolvers.Mutation as Record<string, Resolve>)[name]!;

const RUN = {
  _id: '0b7c2b0e-1111-4222-8333-944455556666',
  templateName: 'sign-in-activity',
  status: 'running',
  parameters: { eventTypes: ['success', 'failure'] },
  timeframe: { preset: 'last7Days' },
  rangeStart: '2026-03-04T00:00:00.000Z',
  rangeEnd: '2026-03-11T00:00:00.000Z',
  rowCount: null,
  fileType: null,
  startedAt: '2026-03-10T10:00:00.000Z',
  endedAt: null,
  columns: [],
};

const runWith = (values: string[]) =>
  mutation('runReport')(
    null,
    {
      templateName: 'sign-in-activity',
      input: { parameters: [{ name: 'eventTypes', values }], timeframe: { preset: 'last7Days' } },
    },
    context(),
    info,
  );

const definition = {
  description: '',
  dataSource: 'signInEvents',
  parameters: [],
  columns: [{ name: 'day', label: 'Day', source: 'day' }],
  aggregates: [{ name: 'n', label: 'Events', function: 'count', column: null }],
  filters: [],
  sorting: [],
};

describe('report inputs at the gateway', () => {
  it('passes every value of a list parameter to the platform, and shows them all on the run', async () => {
    answers.push({ status: 201, body: RUN });
    const run = (await runWith(['success', 'failure'])) as { parameters: unknown };
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/templates/sign-in-activity?_action=run',
      body: { parameters: { eventTypes: ['success', 'failure'] } },
    });
    expect(run.parameters).toEqual([{ name: 'eventTypes', values: ['success', 'failure'] }]);
  });

  it('refuses a value outside the parameter’s values, and more values than allowed, before the platform', async () => {
    await expect(runWith(['success', 'maybe'])).rejects.toMatchObject({
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'input.parameters.0.eventTypes', message: 'validation.oneOf' }],
      },
    });
    await expect(runWith(Array.from({ length: 11 }, () => 'success'))).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(received).toEqual([]);
  });

  it('names a custom start date that is no real day by the shared rule’s own key', async () => {
    const run = mutation('runReport')(
      null,
      {
        templateName: 'sign-in-activity',
        input: {
          parameters: [],
          timeframe: { preset: 'custom', startDate: '2025-02-30', endDate: '2025-03-02' },
        },
      },
      context(),
      info,
    );
    await expect(run).rejects.toMatchObject({
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'input.timeframe.startDate', message: 'validation.invalid_format' }],
      },
    });
    expect(received).toEqual([]);
  });

  it('refuses a sum over a text column with the reason at its field, before the platform', async () => {
    await expect(
      mutation('saveReportTemplate')(
        null,
        {
          name: 'weekly',
          rev: null,
          input: {
            ...definition,
            aggregates: [{ name: 'total', label: 'Total', function: 'sum', column: 'userName' }],
          },
        },
        context(),
        info,
      ),
    ).rejects.toMatchObject({
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [
          { field: 'input.aggregates.0.column', message: 'reporting.validation.notNumeric' },
        ],
      },
    });
    expect(received).toEqual([]);
  });

  it('creates a new template only where none of its name exists (412 otherwise)', async () => {
    answers.push({
      status: 412,
      body: { code: 412, message: 'A report template of that name exists' },
    });
    await expect(
      mutation('saveReportTemplate')(
        null,
        { name: 'weekly', rev: null, input: definition },
        context(),
        info,
      ),
    ).rejects.toMatchObject({ status: 412 });
    expect(received[0]).toMatchObject({ method: 'PUT', url: '/templates/weekly' });
    expect(received[0]!.headers['if-none-match']).toBe('*');
  });

  it('names the fields the platform refuses, as its own checks do', async () => {
    answers.push({
      status: 400,
      body: {
        code: 400,
        message: 'No valid parameters were given for the report.',
        detail: { invalid: [{ field: 'parameters.startDate', message: 'validation.invalid' }] },
      },
    });
    await expect(runWith(['success'])).rejects.toMatchObject({
      message: 'No valid parameters were given for the report.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'input.parameters.startDate', message: 'validation.invalid' }],
      },
    });
    answers.push({ status: 400, body: { code: 400, message: 'Bad' } });
    await expect(runWith(['success'])).rejects.toMatchObject({ status: 400 });
  });
});
