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

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('first-load JavaScript budget of every route (needs `npm run build`)', () => {
  const manifest = readBuildManifest();

  it('reads every page of the route table', () => {
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/login', '/dashboard', '*']),
    );
    expect(pages).toHaveLength(ROUTES.filter((route) => route.kind === 'page').length);
  });

  it.each(pages)('$path stays within its first-load budget', (page) => {
    const { jsGzipBytes, chunks } = routeFirstLoad(manifest, page);
    expect(
      jsGzipBytes,
      `${page.path} (${page.modules.join(', ')}) loads ${kb(jsGzipBytes)} in ${chunks.length} chunks`,
    ).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
  });
});
