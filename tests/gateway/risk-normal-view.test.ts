import { describe, expect, it, vi } from 'vitest';
import { loadRiskNormalView } from '../../src/gateway/models/risk-normal-view.js';
import type { AnalyticsClient, AnalyticsRun } from '../../src/gateway/upstream/analytics.js';

const run = (status: AnalyticsRun['status']): AnalyticsRun => ({
  _id: 'run-1',
  templateName: 'User-Normal-View',
  status,
  parameters: { userName: ['alice'] },
  timeframe: { preset: 'custom', startDate: '2026-05-10', endDate: '2026-05-10' },
  rangeStart: '2026-05-10T00:00:00.000Z',
  rangeEnd: '2026-05-11T00:00:00.000Z',
  rowCount: null,
  fileType: null,
  startedAt: '2026-11-27T12:00:00.000Z',
  endedAt: null,
  columns: [],
});

const ROWS = [
  { category: 'city', value: 'Paris', count: 30, tenantCount: 600 },
  { category: 'city', value: 'Lyon', count: 0, tenantCount: 200 },
  { category: 'city', value: 'Sydney', count: 2, tenantCount: 9 },
  { category: 'events', value: 'all', count: 32, tenantCount: 900 },
];

function analytics(statuses: AnalyticsRun['status'][], pageSize = 2) {
  const reads = [...statuses];
  return {
    run: vi.fn(() => Promise.resolve(run('running'))),
    runById: vi.fn(() => Promise.resolve(run(reads.shift() ?? 'succeeded'))),
    rows: vi.fn((_id: string, input: { offset: number }) =>
      Promise.resolve({
        result: ROWS.slice(input.offset, input.offset + pageSize),
        totalPagedResults: ROWS.length,
        summary: {},
        columns: [],
      }),
    ),
  };
}

describe('the normal view through the report User-Normal-View', () => {
  it('runs the template for the user up to the day of the event, waits for it and reads every row', async () => {
    const client = analytics(['running', 'succeeded']);
    const wait = vi.fn(() => Promise.resolve());
    const view = await loadRiskNormalView(
      client as unknown as AnalyticsClient,
      'alice',
      '2026-05-10T21:30:00+02:00',
      { wait },
    );
    expect(client.run).toHaveBeenCalledWith('User-Normal-View', {
      parameters: { userName: ['alice'] },
      timeframe: { preset: 'custom', startDate: '2026-05-10', endDate: '2026-05-10' },
    });
    expect(wait.mock.calls).toEqual([[25], [50]]);
    expect(client.rows).toHaveBeenCalledTimes(2);
    expect(view).toMatchObject({
      userId: 'alice',
      from: '2025-11-11T00:00:00.000Z',
      to: '2026-05-11T00:00:00.000Z',
      userEvents: 32,
      realmEvents: 900,
    });
    const city = view.features.find((feature) => feature.feature === 'city')!;
    expect(city.user).toEqual([
      { value: 'Paris', count: 30 },
      { value: 'Sydney', count: 2 },
    ]);
    expect(city.realm.map((value) => value.value)).toEqual(['Paris', 'Lyon', 'Sydney']);
    expect(city.values).toContainEqual({ value: 'Sydney', userCount: 2, realmCount: 9 });
    expect(view.features.map((feature) => feature.feature)).toEqual([
      'city',
      'country',
      'os',
      'device',
      'userAgentType',
      'dayparting',
      'weekday',
    ]);
  });

  it('runs up to now without an event time', async () => {
    const client = analytics([]);
    await loadRiskNormalView(client as unknown as AnalyticsClient, 'alice', null, {
      wait: () => Promise.resolve(),
    });
    expect(client.run).toHaveBeenCalledWith('User-Normal-View', {
      parameters: { userName: ['alice'] },
      timeframe: { preset: 'today' },
    });
  });

  it('fails as unavailable when the run fails or never ends', async () => {
    const failed = analytics(['failed']);
    await expect(
      loadRiskNormalView(failed as unknown as AnalyticsClient, 'alice', null, {
        wait: () => Promise.resolve(),
      }),
    ).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    const stuck = analytics(Array<AnalyticsRun['status']>(100).fill('running'));
    await expect(
      loadRiskNormalView(stuck as unknown as AnalyticsClient, 'alice', null, {
        wait: () => Promise.resolve(),
      }),
    ).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    expect(stuck.rows).not.toHaveBeenCalled();
  });
});
