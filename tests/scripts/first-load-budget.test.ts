import { describe, expect, it, vi } from 'vitest';
import {
  FIRST_LOAD_JS_BUDGET_BYTES,
  frameModules,
  lazyModuleKey,
  readBuildManifest,
  routeFirstLoad,
} from '../../scripts/first-load-budget.js';

vi.mock('../../src/ui/app/lazy-page.js', () => ({
  lazyPage: (load: () => Promise<unknown>) => ({ loaderSource: String(load) }),
}));

const { ROUTES } = await import('../../src/ui/app/routes.js');

const pages = ROUTES.flatMap((route) =>
  route.kind === 'page'
    ? [
        {
          path: route.path,
          modules: [
            lazyModuleKey((route.component as unknown as { loaderSource: string }).loaderSource),
            ...frameModules(route),
          ],
        },
      ]
    : [],
);

/**
 * Routes still over the 200 KB budget, each held to its current figure so it cannot grow; an entry
 * goes once its route is back under budget. Measured 2026-11-24 (issue 10). /profile composes every
 * card on first paint (forms, switches, select fields with react-aria's overlay code, zod).
 */
const OVER_BUDGET_CEILINGS_KB: Readonly<Record<string, number>> = {
  '/profile': 298,
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('first-load JavaScript budget of every route (needs `npm run build`)', () => {
  const manifest = readBuildManifest();

  it('reads every page of the route table', () => {
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/login', '/dashboard', '*']),
    );
    expect(pages).toHaveLength(ROUTES.filter((route) => route.kind === 'page').length);
    expect(
      Object.keys(OVER_BUDGET_CEILINGS_KB).filter(
        (path) => !pages.some((page) => page.path === path),
      ),
    ).toEqual([]);
  });

  it.each(pages)('$path stays within its first-load budget', (page) => {
    const { jsGzipBytes, chunks } = routeFirstLoad(manifest, page);
    const ceilingKb = OVER_BUDGET_CEILINGS_KB[page.path];
    const limit = ceilingKb === undefined ? FIRST_LOAD_JS_BUDGET_BYTES : ceilingKb * 1024;
    expect(
      jsGzipBytes,
      `${page.path} (${page.modules.join(', ')}) loads ${kb(jsGzipBytes)} in ${chunks.length} chunks`,
    ).toBeLessThanOrEqual(limit);
    if (ceilingKb !== undefined) {
      expect(
        jsGzipBytes,
        `${page.path} is back under 200 KB (${kb(jsGzipBytes)}): drop its ceiling`,
      ).toBeGreaterThan(FIRST_LOAD_JS_BUDGET_BYTES);
    }
  });
});
