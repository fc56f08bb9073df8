import { act, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { AppShell } from '../../src/ui/app/app.js';
import { createAuthErrorRelay } from '../../src/ui/app/auth-error-relay.js';
import { AppRoutes } from '../../src/ui/app/route-view.js';
import { NOT_FOUND_ROUTE, type AppRoute } from '../../src/ui/app/routes.js';
import { RouteGuard_SignOutAdminDocument } from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';
import { shellUserMock, signedInShellMocks, signedInUser } from './support/shell-mocks.js';

const Governed = lazy(() => Promise.resolve({ default: () => <h1>Governance</h1> }));

const GOVERNED_ROUTES: readonly AppRoute[] = [
  {
    kind: 'page',
    path: '/governed',
    guard: { featureFlag: 'governance' },
    layout: { navBar: false, sideMenu: false },
    titleKey: 'routes.dashboard',
    component: Governed,
  },
  NOT_FOUND_ROUTE,
];

describe('route guard', () => {
  it('shows Not Found for a route whose feature is off, and the page when it is on', async () => {
    const off = renderWithProviders(<AppRoutes routes={GOVERNED_ROUTES} />, {
      shell: true,
      path: '/governed',
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
    off.unmount();

    renderWithProviders(<AppRoutes routes={GOVERNED_ROUTES} />, {
      shell: true,
      path: '/governed',
      boot: { enabledFeatures: ['governance'] },
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Governance');
  });

  it('signs the administrator account out and sends it to Login with a message', async () => {
    let signedOut = false;
    const view = renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/dashboard',
      mocks: [
        shellUserMock({
          ...signedInUser,
          id: 'openidm-admin',
          displayName: 'Platform Admin',
          amAdmin: true,
          amRoles: ['ui-global-admin'],
        }),
        {
          request: { query: RouteGuard_SignOutAdminDocument },
          result: () => {
            signedOut = true;
            return { data: { signOut: { __typename: 'SignOutResult', postLogoutUrl: null } } };
          },
        },
      ],
    });
    await waitFor(() => expect(view.currentPath()).toBe('/login?goto=%2Fdashboard'));
    expect(signedOut).toBe(true);
    expect(
      await screen.findByText(
        'The platform administrator account cannot use this app. Sign in with a user account.',
      ),
    ).toBeTruthy();
    expect(view.history).not.toContain('/forbidden');
  });

  it('keeps a realm administrator, who is a managed user, in the app', async () => {
    const view = renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/dashboard',
      mocks: [
        shellUserMock({
          ...signedInUser,
          idmRoles: ['internal/role/openidm-admin', 'internal/role/openidm-authorized'],
        }),
        ...signedInShellMocks.slice(1),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Ann Smith/ })).toBeTruthy();
    expect(view.currentPath()).toBe('/dashboard');
  });

  it('sends a dashboard visit that returns from OAuth through /oauthReturn', async () => {
    const view = renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/dashboard?oauth_token=abc',
      mocks: signedInShellMocks,
    });
    await waitFor(() => expect(view.history).toContain('/oauthReturn?oauth_token=abc'));
    await waitFor(() => expect(view.currentPath()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: /Ann Smith/ })).toBeTruthy();
  });

  it('gives /oauthReturn the provider’s answer that came back to the dashboard', async () => {
    const view = renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/dashboard?state=abc&code=xyz',
      mocks: signedInShellMocks,
    });
    await waitFor(() => expect(view.history).toContain('/oauthReturn?state=abc&code=xyz'));
  });

  function renderWithRelay() {
    const authErrors = createAuthErrorRelay({
      onUnauthenticated: () => undefined,
      onForbidden: () => undefined,
    });
    const view = renderWithProviders(
      <AppShell authErrors={authErrors}>
        <AppRoutes />
      </AppShell>,
      { path: '/dashboard?realm=alpha', mocks: signedInShellMocks },
    );
    return { view, authErrors };
  }

  it('goes to Forbidden when the Apollo error link reports a 403', async () => {
    const { view, authErrors } = renderWithRelay();
    await screen.findByRole('heading', { level: 1, name: /Ann Smith/ });
    act(() => authErrors.handlers.onForbidden());
    await waitFor(() => expect(view.currentPath()).toBe('/forbidden'));
  });

  it('goes to Login, back to where the user was, when the Apollo error link reports a 401', async () => {
    const { view, authErrors } = renderWithRelay();
    await screen.findByRole('heading', { level: 1, name: /Ann Smith/ });
    act(() => authErrors.handlers.onUnauthenticated());
    await waitFor(() => expect(view.currentPath()).toBe('/login?realm=alpha&goto=%2Fdashboard'));
  });
});
