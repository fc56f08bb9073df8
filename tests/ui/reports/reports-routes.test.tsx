import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDM_ADMIN_ROLE } from '../../../src/domain/roles.js';
import { AppRoutes } from '../../../src/ui/app/route-view.js';
import { ROUTES } from '../../../src/ui/app/routes.js';
import { renderWithProviders } from '../support/render.js';
import { shellUserMock, signedInShellMocks, signedInUser } from '../support/shell-mocks.js';

const administrator = {
  ...signedInUser,
  id: 'realmadmin',
  displayName: 'Realm Admin',
  idmRoles: [IDM_ADMIN_ROLE, 'internal/role/openidm-authorized'],
};

describe('reports routes', () => {
  it('are for administrators behind the automated-reports flag; View Report has no nav bar or side menu', () => {
    const routeOf = (path: string) => ROUTES.find((route) => route.path === path);
    for (const path of [
      '/reports',
      '/reports/:template',
      '/reports/:template/history',
      '/reports/templates/new',
      '/reports/:template/edit',
    ]) {
      expect(routeOf(path)).toMatchObject({
        kind: 'page',
        guard: { auth: true, featureFlag: 'automatedReports', roles: [IDM_ADMIN_ROLE] },
        layout: { navBar: true, sideMenu: true },
      });
    }
    expect(routeOf('/reports/:template/:runId')).toMatchObject({
      guard: { auth: true, featureFlag: 'automatedReports' },
      layout: { navBar: false, sideMenu: false },
    });
  });

  it('shows Not Found on every reports path while the flag is off', async () => {
    for (const path of [
      '/reports',
      '/reports/sign-in-activity',
      '/reports/sign-in-activity/history',
      '/reports/templates/new',
      '/reports/sign-in-activity/edit',
    ]) {
      const view = renderWithProviders(<AppRoutes />, {
        shell: true,
        path,
        mocks: [shellUserMock(administrator), ...signedInShellMocks.slice(1)],
        boot: { enabledFeatures: [] },
      });
      expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeTruthy();
      view.unmount();
    }
  });

  it('opens the template editor, not a run, at a template’s edit path', async () => {
    renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/reports/sign-in-activity/edit',
      mocks: [shellUserMock(administrator), ...signedInShellMocks.slice(1)],
      boot: { enabledFeatures: ['automatedReports'] },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Report: sign-in-activity' }),
    ).toBeTruthy();
  });
});
