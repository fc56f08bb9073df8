import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_JS_BUDGET_BYTES,
  MEASURED_ROUTES,
  firstLoadWeight,
} from '../../scripts/bench/bundle-size.js';

describe('first-load byte budget', () => {
  it('has a built UI to measure', () => {
    expect(existsSync('dist/ui/.vite/manifest.json')).toBe(true);
  });

  it('keeps the /dashboard first-load JS within 200 KB gzip', () => {
    const dashboard = MEASURED_ROUTES.find(({ route }) => route === '/dashboard')!;
    const weight = firstLoadWeight('dist/ui', dashboard.route, dashboard.screen);
    expect(weight.files.length).toBeGreaterThan(1);
    expect(weight.jsGzipBytes).toBeLessThanOrEqual(DASHBOARD_JS_BUDGET_BYTES);
  });
});
