import { z } from 'zod';
import type { UpstreamHttp } from './http.js';

const outputColumnSchema = z.looseObject({
  name: z.string(),
  label: z.string(),
  aggregate: z.string().nullable(),
});

const templateSchema = z.looseObject({
  _rev: z.string(),
  name: z.string(),
  description: z.string(),
  dataSource: z.string(),
  parameters: z.array(z.looseObject({ name: z.string(), required: z.boolean() })),
  columns: z.array(z.looseObject({ name: z.string(), label: z.string(), source: z.string() })),
  aggregates: z.array(
    z.looseObject({
      name: z.string(),
      label: z.string(),
      function: z.string(),
      column: z.string().nullish(),
    }),
  ),
  filters: z.array(z.looseObject({ column: z.string(), operator: z.string(), value: z.string() })),
  sorting: z.array(z.looseObject({ column: z.string(), direction: z.string() })),
});
export type AnalyticsTemplate = z.infer<typeof templateSchema>;

const runSchema = z.looseObject({
  _id: z.string(),
  templateName: z.string(),
  status: z.enum(['running', 'succeeded', 'failed']),
  parameters: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  timeframe: z.looseObject({
    preset: z.enum(['today', 'yesterday', 'last7Days', 'last30Days', 'custom']),
    startDate: z.string().nullish(),
    endDate: z.string().nullish(),
  }),
  rangeStart: z.string(),
  rangeEnd: z.string(),
  rowCount: z.number().int().nullable(),
  fileType: z.enum(['csv', 'json']).nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  columns: z.array(outputColumnSchema),
});
export type AnalyticsRun = z.infer<typeof runSchema>;

const runPageSchema = z.looseObject({
  result: z.array(runSchema),
  totalPagedResults: z.number().int(),
});

const rowsPageSchema = z.looseObject({
  result: z.array(z.record(z.string(), z.unknown())),
  totalPagedResults: z.number().int(),
  summary: z.record(z.string(), z.unknown()),
  columns: z.array(outputColumnSchema),
  sorting: z.array(z.looseObject({ column: z.string(), direction: z.string() })).default([]),
});

export interface AnalyticsDefinition {
  description: string;
  dataSource: string;
  parameters: { name: string; required: boolean }[];
  columns: { name: string; label: string; source: string }[];
  aggregates: { name: string; label: string; function: string; column?: string | null }[];
  filters: { column: string; operator: string; value: string }[];
  sorting: { column: string; direction: string }[];
}

const segment = encodeURIComponent;

/** The analytics service (reports), called with the session's access token in its realm. */
export function createAnalytics(http: UpstreamHttp, accessToken: () => Promise<string>) {
  const call = async <S extends z.ZodType>(
    schema: S,
    request: Parameters<UpstreamHttp['request']>[1],
  ): Promise<z.infer<S>> => http.request(schema, { ...request, bearer: await accessToken() });
  return {
    templates: (search: string) =>
      call(z.looseObject({ result: z.array(templateSchema) }), {
        path: '/templates',
        query: { _queryFilter: 'true', ...(search === '' ? {} : { search }) },
      }).then((page) => page.result),
    template: (name: string) => call(templateSchema, { path: `/templates/${segment(name)}` }),
    saveTemplate: (name: string, rev: string | null, definition: AnalyticsDefinition) =>
      call(templateSchema, {
        method: 'PUT',
        path: `/templates/${segment(name)}`,
        body: definition,
        headers: rev === null ? { 'if-none-match': '*' } : { 'if-match': `"${rev}"` },
      }),
    run: (
      templateName: string,
      input: { parameters: Record<string, string[]>; timeframe: unknown },
    ) =>
      call(runSchema, {
        method: 'POST',
        path: `/templates/${segment(templateName)}`,
        query: { _action: 'run' },
        body: input,
      }),
    runs: (templateName: string, pageSize: number, offset: number) =>
      call(runPageSchema, {
        path: '/runs',
        query: {
          templateName,
          _pageSize: String(pageSize),
          _pagedResultsOffset: String(offset),
        },
      }),
    runById: (id: string) => call(runSchema, { path: `/runs/${segment(id)}` }),
    rows: (id: string, input: unknown) =>
      call(rowsPageSchema, {
        method: 'POST',
        path: `/runs/${segment(id)}`,
        query: { _action: 'view' },
        body: input,
      }),
  };
}

export type AnalyticsClient = ReturnType<typeof createAnalytics>;
