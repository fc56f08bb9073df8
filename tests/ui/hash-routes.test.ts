import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHashRoutes } from '../../src/ui/app/hash-route-watch.js';
import { hashRouteTarget } from '../../src/ui/app/hash-routes.js';

describe('hashRouteTarget', () => {
  it('opens Forbidden for #/forbidden, keeping the realm', () => {
    expect(hashRouteTarget('#/forbidden', '?realm=alpha')).toBe('/forbidden?realm=alpha');
    expect(hashRouteTarget('#/forbidden/', '')).toBe('/forbidden');
  });

  it('opens Login on the journey a journeys hash route names', () => {
    expect(hashRouteTarget('#/service/Registration', '?realm=alpha')).toBe(
      '/login?realm=alpha&authIndexValue=Registration',
    );
    expect(hashRouteTarget('#/journeys/Reset%20Password', '')).toBe(
      '/login?authIndexValue=Reset+Password',
    );
    expect(hashRouteTarget('#/service/Login?goto=%2Fprofile', '?realm=bravo')).toBe(
      '/login?realm=bravo&goto=%2Fprofile&authIndexValue=Login',
    );
  });

  it('leaves any other hash alone', () => {
    for (const hash of ['', '#', '#main-content', '#/', '#/service/', '#/service/a/b', '#/other']) {
      expect(hashRouteTarget(hash, '?realm=alpha'), hash).toBeUndefined();
    }
    expect(hashRouteTarget('#/service/%E0%A4%A', '')).toBeUndefined();
  });
});

describe('startHashRoutes', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    window.history.replaceState(null, '', '/');
  });

  it('follows the hash route the page opens with, and one the address changes to', async () => {
    window.history.replaceState(null, '', '/?realm=alpha#/forbidden');
    const watch = startHashRoutes();
    stop = watch.stop;
    await watch.followed;
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/forbidden?realm=alpha',
    );

    window.location.hash = '#/service/Registration';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await vi.waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe(
        '/login?realm=alpha&authIndexValue=Registration',
      ),
    );
    expect(window.location.hash).toBe('');
  });

  it('leaves an address without a hash as it is', async () => {
    window.history.replaceState(null, '', '/profile?realm=alpha');
    const watch = startHashRoutes();
    stop = watch.stop;
    await watch.followed;
    expect(`${window.location.pathname}${window.location.search}`).toBe('/profile?realm=alpha');
  });
});
