import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { LazyPage } from '../../src/ui/app/lazy-page.js';
import { PublicPagePreload } from '../../src/ui/app/route-view.js';
import { NOT_FOUND_ROUTE, type AppRoute, type PageRoute } from '../../src/ui/app/routes.js';

function pageAt(path: string, auth: boolean): PageRoute {
  const component: LazyPage = Object.assign(() => null, { preload: vi.fn() });
  return {
    kind: 'page',
    path,
    guard: auth ? { auth: true } : {},
    layout: { navBar: false, sideMenu: false },
    titleKey: 'routes.login',
    component,
  };
}

function openAt(path: string, routes: readonly AppRoute[]) {
  const location = memoryLocation({ path });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <PublicPagePreload routes={routes} />
    </Router>,
  );
  return location;
}

describe('the opened page’s early load', () => {
  it('starts loading a page that needs no sign-in, and only the page opened', () => {
    const login = pageAt('/login', false);
    const other = pageAt('/oauthReturn', false);
    const location = openAt('/login', [login, other, NOT_FOUND_ROUTE]);
    expect(login.component.preload).toHaveBeenCalled();
    location.navigate('/oauthReturn');
    expect(other.component.preload).not.toHaveBeenCalled();
  });

  it('leaves a page behind sign-in to load once the guard lets the visitor in', () => {
    const dashboard = pageAt('/dashboard', true);
    openAt('/dashboard', [dashboard, NOT_FOUND_ROUTE]);
    expect(dashboard.component.preload).not.toHaveBeenCalled();
  });
});
