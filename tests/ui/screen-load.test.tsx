import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../src/domain/constants.js';
import { lazyPage } from '../../src/ui/app/lazy-page.js';
import { AppRoutes } from '../../src/ui/app/route-view.js';
import { NOT_FOUND_ROUTE, type AppRoute } from '../../src/ui/app/routes.js';
import { renderWithProviders } from './support/render.js';

const FAILURE = 'This page could not be loaded. Check your connection and try again.';

function Slow() {
  return <h1>Slow page</h1>;
}

/** A route whose chunk each test answers itself, one load at a time. */
function slowRoute(load: () => Promise<{ Slow: typeof Slow }>): AppRoute[] {
  return [
    {
      kind: 'page',
      path: '/slow',
      guard: {},
      layout: { navBar: false, sideMenu: false },
      titleKey: 'routes.dashboard',
      component: lazyPage(load, 'Slow'),
    },
    NOT_FOUND_ROUTE,
  ];
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('a screen whose chunk does not arrive', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits 120 s, then says so with a retry that loads the screen again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const load = vi
      .fn<() => Promise<{ Slow: typeof Slow }>>()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValue({ Slow });
    renderWithProviders(<AppRoutes routes={slowRoute(load)} />, { shell: true, path: '/slow' });
    await settle();

    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByText(FAILURE)).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert').textContent).toBe(FAILURE);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'Slow page' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says so at once when the chunk fails to load', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const load = vi
      .fn<() => Promise<{ Slow: typeof Slow }>>()
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    renderWithProviders(<AppRoutes routes={slowRoute(load)} />, { shell: true, path: '/slow' });
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(FAILURE);
  });
});
