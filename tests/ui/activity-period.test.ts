import { describe, expect, it } from 'vitest';
import { periodRange } from '../../src/ui/features/admin-activity/activity-period.js';

const NOW = new Date(2026, 10, 20, 15, 30);

describe("the activity log's period", () => {
  it('covers the custom days entered, both included, in local time', () => {
    expect(periodRange('custom', NOW, { from: '2026-11-01', to: '2026-11-05' })).toEqual({
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 6).toISOString(),
    });
  });

  it('leaves a custom end open until a day is entered, across a month end', () => {
    expect(periodRange('custom', NOW, { from: '', to: '2026-11-30' })).toEqual({
      from: null,
      to: new Date(2026, 11, 1).toISOString(),
    });
  });

  it('starts today and the last seven days at local midnight', () => {
    expect(periodRange('today', NOW, { from: '', to: '' })).toEqual({
      from: new Date(2026, 10, 20).toISOString(),
      to: null,
    });
    expect(periodRange('last7Days', NOW, { from: '', to: '' }).from).toBe(
      new Date(2026, 10, 14).toISOString(),
    );
  });
});
