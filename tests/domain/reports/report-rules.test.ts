import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { checkRunParameters } from '../../../src/domain/reports/report-run-inputs.js';
import {
  reportRowsArgsSchema,
  runReportArgsSchema,
} from '../../../src/domain/reports/report-gateway-inputs.js';
import { parameterChoices } from '../../../src/domain/reports/report-parameter-choices.js';
import {
  aggregateAcceptsColumn,
  reportDefinitionSchema,
} from '../../../src/domain/reports/report-template.js';
import {
  REPORT_DAY_BOUNDS,
  reportTimeframeSchema,
  timeframeRange,
} from '../../../src/domain/reports/report-timeframe.js';

const NOW = new Date('2026-03-10T15:30:00Z');

describe('report timeframes', () => {
  it('covers whole UTC days for each preset', () => {
    const range = (preset: 'today' | 'yesterday' | 'last7Days' | 'last30Days') =>
      timeframeRange({ preset }, NOW);
    expect(range('today')).toEqual({
      start: new Date('2026-03-10T00:00:00Z'),
      end: new Date('2026-03-11T00:00:00Z'),
    });
    expect(range('yesterday').start).toEqual(new Date('2026-03-09T00:00:00Z'));
    expect(range('last7Days').start).toEqual(new Date('2026-03-04T00:00:00Z'));
    expect(range('last30Days').start).toEqual(new Date('2026-02-09T00:00:00Z'));
    expect(
      timeframeRange({ preset: 'custom', startDate: '2026-01-01', endDate: '2026-01-01' }, NOW),
    ).toEqual({ start: new Date('2026-01-01T00:00:00Z'), end: new Date('2026-01-02T00:00:00Z') });
  });

  it('refuses a custom end before its start, and custom days that are missing', () => {
    const backwards = z.safeParse(reportTimeframeSchema, {
      preset: 'custom',
      startDate: '2026-05-10',
      endDate: '2026-05-01',
    });
    expect(backwards.error?.issues).toEqual([
      expect.objectContaining({ path: ['endDate'], message: 'validation.isAfterDate' }),
    ]);
    const missing = z.safeParse(reportTimeframeSchema, { preset: 'custom' });
    expect(missing.error?.issues.map((issue) => issue.path)).toEqual([['startDate'], ['endDate']]);
    expect(z.safeParse(reportTimeframeSchema, { preset: 'last7Days' }).success).toBe(true);
  });

  it('marks only the start when it is no real day, without comparing the end with it', () => {
    for (const startDate of ['2026-13-45', '2026-02-30']) {
      const result = z.safeParse(reportTimeframeSchema, {
        preset: 'custom',
        startDate,
        endDate: '2026-01-01',
      });
      expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['startDate'], 'validation.invalid_format'],
      ]);
    }
  });

  it('refuses custom days outside the range a report can cover, at the field that holds one', () => {
    const custom = (startDate: string, endDate: string) =>
      z.safeParse(reportTimeframeSchema, { preset: 'custom', startDate, endDate }).error?.issues;
    const outOfRange = (field: string, message: string, date: string): unknown =>
      expect.objectContaining({ path: [field], message, params: { date } });
    expect(custom('2026-01-01', '9999-12-31')).toEqual([
      outOfRange('endDate', 'validation.isBeforeDate', REPORT_DAY_BOUNDS.before),
    ]);
    expect(custom('0001-01-01', '2026-01-01')).toEqual([
      outOfRange('startDate', 'validation.isAfterDate', REPORT_DAY_BOUNDS.after),
    ]);
    expect(custom('1970-01-01', '2999-12-31')).toBeUndefined();
    const run = z.safeParse(runReportArgsSchema, {
      templateName: 'sign-in-activity',
      input: {
        parameters: [],
        timeframe: { preset: 'custom', startDate: '2026-01-01', endDate: '9999-12-31' },
      },
    });
    expect(run.error?.issues.map((issue) => issue.path)).toEqual([
      ['input', 'timeframe', 'endDate'],
    ]);
  });
});

describe('viewing a run', () => {
  it('bounds the stored values a filter may stand for, as it bounds the typed text', () => {
    const view = (anyOf: unknown) =>
      z.safeParse(reportRowsArgsSchema, {
        id: '0b7c2b0e-1111-4222-8333-944455556666',
        input: { pageSize: 10, offset: 0, filters: [{ column: 'eventType', value: 'a', anyOf }] },
      }).success;
    expect(view(['success'])).toBe(true);
    expect(view(null)).toBe(true);
    expect(view(Array.from({ length: 21 }, () => 'success'))).toBe(false);
    expect(view(['x'.repeat(201)])).toBe(false);
  });
});

describe('report definitions and parameters', () => {
  const definition = {
    description: '',
    dataSource: 'signInEvents',
    parameters: [{ name: 'eventTypes', required: true }],
    columns: [{ name: 'day', label: 'Day', source: 'day' }],
    aggregates: [{ name: 'n', label: 'Events', function: 'count', column: null }],
    filters: [],
    sorting: [{ column: 'n', direction: 'desc' }],
  };

  it('accepts only the columns its data source names', () => {
    expect(z.safeParse(reportDefinitionSchema, definition).success).toBe(true);
    const reading = z.safeParse(reportDefinitionSchema, {
      ...definition,
      filters: [{ column: 'realm', operator: 'equals', value: 'bravo' }],
      sorting: [{ column: 'missing', direction: 'asc' }],
    });
    expect(reading.error?.issues.map((issue) => issue.message)).toEqual([
      'reporting.validation.unknownColumn',
      'reporting.validation.unknownSort',
    ]);
  });

  it('names the parameters that fail: required, unknown, outside their values', () => {
    expect(checkRunParameters(definition, { eventTypes: ['failure'] })).toEqual({
      values: { eventTypes: ['failure'] },
      invalid: [],
    });
    expect(checkRunParameters(definition, {}).invalid).toEqual(['eventTypes']);
    expect(checkRunParameters(definition, { eventTypes: ['x'], other: 'y' }).invalid).toEqual([
      'other',
      'eventTypes',
    ]);
  });
});

describe('aggregates and parameter values', () => {
  it('lets count read no column, sum and average only numbers, min and max any column', () => {
    expect(aggregateAcceptsColumn('count', undefined)).toBe(true);
    expect(aggregateAcceptsColumn('sum', 'number')).toBe(true);
    expect(aggregateAcceptsColumn('avg', 'text')).toBe(false);
    expect(aggregateAcceptsColumn('max', 'time')).toBe(true);
    expect(aggregateAcceptsColumn('min', undefined)).toBe(false);
  });

  it('checks each value of a list parameter against its values at the gateway', () => {
    const run = (values: string[]) =>
      z.safeParse(runReportArgsSchema, {
        templateName: 'sign-in-activity',
        input: { parameters: [{ name: 'eventTypes', values }], timeframe: { preset: 'today' } },
      });
    expect(run(['success', 'failure']).success).toBe(true);
    expect(run(['success', "'; drop table users; --"]).error?.issues).toEqual([
      expect.objectContaining({
        path: ['input', 'parameters', 0, 'eventTypes'],
        message: 'validation.oneOf',
      }),
    ]);
    expect(run(Array.from({ length: 11 }, () => 'success')).success).toBe(false);
    expect(parameterChoices('campaignName')).toBeNull();
    expect(parameterChoices('toString')).toBeNull();
  });

  it('requires a label on every column', () => {
    const parsed = z.safeParse(reportDefinitionSchema, {
      description: '',
      dataSource: 'users',
      parameters: [],
      columns: [{ name: 'status', label: '', source: 'accountStatus' }],
      aggregates: [],
      filters: [],
      sorting: [],
    });
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['columns', 0, 'label'], message: 'validation.required' }),
    ]);
  });
});

describe('start and end date parameters', () => {
  const between = {
    parameters: [
      { name: 'startDate', required: true },
      { name: 'endDate', required: false },
    ],
  };

  it('are declared on any data source, since the timeframe bounds its time column', () => {
    const parsed = z.safeParse(reportDefinitionSchema, {
      description: '',
      dataSource: 'users',
      parameters: between.parameters,
      columns: [{ name: 'status', label: 'Status', source: 'accountStatus' }],
      aggregates: [],
      filters: [],
      sorting: [],
    });
    expect(parsed.success).toBe(true);
  });

  it('come from a custom timeframe only: a required one fails under a preset, and as a value', () => {
    expect(checkRunParameters(between, {}, { preset: 'custom' })).toEqual({
      values: {},
      invalid: [],
    });
    expect(checkRunParameters(between, {}, { preset: 'last7Days' }).invalid).toEqual(['startDate']);
    expect(
      checkRunParameters(between, { endDate: '2026-01-01' }, { preset: 'custom' }).invalid,
    ).toEqual(['endDate']);
  });
});
