import { describe, expect, it } from 'vitest';
import { lastWeekDays, periodRange } from '../../src/ui/features/admin-activity/activity-period.js';

const NOW = new Date(2026, 10, 20, 15, 30);
const LAST_WEEK = lastWeekDays(NOW);

describe("the activity log's period", () => {
  it('covers the custom days chosen, both included, in local time', () => {
    expect(periodRange('custom', NOW, { from: '2026-11-01', to: '2026-11-05' })).toEqual({
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 6).toISOString(),
    });
    expect(periodRange('custom', NOW, { from: '2026-11-30', to: '2026-11-30' }).to).toBe(
      new Date(2026, 11, 1).toISOString(),
    );
    expect(periodRange('custom', NOW, { from: '2026-11-05', to: '2026-11-01' })).toEqual(
      periodRange('custom', NOW, { from: '2026-11-01', to: '2026-11-05' }),
    );
  });

  it('offers the last seven days, today included, as the first custom days', () => {
    expect(LAST_WEEK).toEqual({ from: '2026-11-14', to: '2026-11-20' });
    expect(lastWeekDays(new Date(2026, 2, 3, 1))).toEqual({ from: '2026-02-25', to: '2026-03-03' });
  });

  it('starts today and the last 7 and 30 days at local midnight, with no end', () => {
    expect(periodRange('today', NOW, LAST_WEEK)).toEqual({
      from: new Date(2026, 10, 20).toISOString(),
      to: null,
    });
    expect(periodRange('last7Days', NOW, LAST_WEEK).from).toBe(
      new Date(2026, 10, 14).toISOString(),
    );
    expect(periodRange('last30Days', NOW, LAST_WEEK).from).toBe(
      new Date(2026, 9, 22).toISOString(),
    );
  });
});
