import { describe, expect, it, vi } from 'vitest';
import { exportStatus, runOf } from '../../../src/gateway/models/reports.js';
import type { AnalyticsClient, AnalyticsRun } from '../../../src/gateway/upstream/analytics.js';

const RUN_ID = '0b7c2b0e-1111-4222-8333-944455556666';

const run = (status: AnalyticsRun['status']): AnalyticsRun => ({
  _id: RUN_ID,
  templateName: 'sign-in-activity',
  status,
  parameters: { eventTypes: ['failure'], userName: 'bob' },
  timeframe: { preset: 'last7Days' },
  rangeStart: '2026-03-04T00:00:00.000Z',
  rangeEnd: '2026-03-11T00:00:00.000Z',
  rowCount: status === 'succeeded' ? 3 : null,
  fileType: null,
  startedAt: '2026-03-10T10:00:00.000Z',
  endedAt: null,
  columns: [],
});

const analyticsWith = (status: AnalyticsRun['status']) =>
  ({ runById: vi.fn(() => Promise.resolve(run(status))) }) as unknown as AnalyticsClient;

describe('report exports at the gateway', () => {
  it('follow the run: generating while it runs, available with the file name the download saves as, error when it failed', async () => {
    await expect(exportStatus(analyticsWith('running'), `${RUN_ID}.csv`)).resolves.toEqual({
      exportId: `${RUN_ID}.csv`,
      status: 'generating',
      fileName: null,
      downloadPath: null,
    });
    await expect(exportStatus(analyticsWith('succeeded'), `${RUN_ID}.json`)).resolves.toEqual({
      exportId: `${RUN_ID}.json`,
      status: 'available',
      fileName: `sign-in-activity-${RUN_ID}.json`,
      downloadPath: `/downloads/reports/${RUN_ID}.json`,
    });
    await expect(exportStatus(analyticsWith('failed'), `${RUN_ID}.csv`)).resolves.toMatchObject({
      status: 'error',
      downloadPath: null,
    });
  });

  it('lists a run’s parameters as name and values', () => {
    expect(runOf(run('succeeded')).parameters).toEqual([
      { name: 'eventTypes', values: ['failure'] },
      { name: 'userName', values: ['bob'] },
    ]);
  });
});
