import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IDM_ADMIN_ROLE } from '../../src/domain/roles.js';
import { AppRoutes } from '../../src/ui/app/route-view.js';
import { ROUTES } from '../../src/ui/app/routes.js';
import {
  DataSourcesPage_ListDocument,
  SideMenu_AutoAccessDocument,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';
import { shellUserMock, signedInShellMocks, signedInUser } from './support/shell-mocks.js';

const administrator = {
  ...signedInUser,
  id: 'realmadmin',
  displayName: 'Realm Admin',
  idmRoles: [IDM_ADMIN_ROLE, 'internal/role/openidm-authorized'],
};

const adminShellMocks: MockLink.MockedResponse[] = [
  shellUserMock(administrator),
  ...signedInShellMocks.slice(1),
];

const probe = (available: boolean, answered = vi.fn()): MockLink.MockedResponse => ({
  request: { query: SideMenu_AutoAccessDocument },
  result: () => {
    answered();
    return { data: { autoAccessAvailable: available, riskAnalysisAvailable: available } };
  },
});

const emptyList: MockLink.MockedResponse = {
  request: {
    query: DataSourcesPage_ListDocument,
    variables: { input: { search: null, sortDescending: false, pageSize: 10, after: null } },
  },
  result: {
    data: { dataSources: { __typename: 'DataSourcePage', total: 0, nextCursor: null, rows: [] } },
  },
};

const AUTO_ACCESS_ON = { boot: { enabledFeatures: ['autoAccess'] } };

const menuTexts = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('data sources routes and menu', () => {
  it('are for identity administrators and data analysts, behind the auto-access flag, inside the shell', () => {
    for (const path of ['/autoaccess/data-sources', '/autoaccess/data-sources/:id']) {
      expect(ROUTES.find((route) => route.path === path)).toMatchObject({
        kind: 'page',
        guard: {
          auth: true,
          featureFlag: 'autoAccess',
          roles: [IDM_ADMIN_ROLE, 'internal/role/Data_Analyst'],
        },
        layout: { navBar: true, sideMenu: true },
      });
    }
  });

  it('shows the list to an administrator, with Risk Administration open in the menu', async () => {
    renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/autoaccess/data-sources',
      mocks: [...adminShellMocks, probe(true), emptyList],
      ...AUTO_ACCESS_ON,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Sources' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(within(nav).getByRole('button', { name: 'Risk Administration' })).toBeTruthy(),
    );
    expect(
      within(nav)
        .getByRole('button', { name: 'Risk Administration' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect(
      within(nav).getByRole('link', { name: 'Data Sources' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(document.title).toBe('Data Sources | Identity Console');
  });

  it('sends a user without the administrator role to Forbidden', async () => {
    const view = renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/autoaccess/data-sources',
      mocks: signedInShellMocks,
      ...AUTO_ACCESS_ON,
    });
    await waitFor(() => expect(view.currentPath()).toBe('/forbidden'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'You do not have permission to view this site',
    );
  });

  it('is Not Found while the auto-access flag is off, even for an administrator', async () => {
    renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/autoaccess/data-sources/ds-1',
      mocks: adminShellMocks,
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
  });

  it('hides Risk Administration silently when the probe says the services refuse the user', async () => {
    const answered = vi.fn();
    renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/dashboard',
      mocks: [...adminShellMocks, probe(false, answered)],
      ...AUTO_ACCESS_ON,
    });
    await screen.findByRole('heading', { level: 1, name: /Realm Admin|Ann Smith/ });
    await waitFor(() => expect(answered).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(menuTexts()).toEqual([
        'Dashboard',
        'Profile',
        'Internal Roles',
        'Assignments',
        'Routes',
        'Configuration',
        'Activity Log',
        'Theme Editor',
      ]),
    );
    expect(screen.queryByRole('button', { name: 'Risk Administration' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows Risk Administration on every screen once the probe succeeded', async () => {
    renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/dashboard',
      mocks: [...adminShellMocks, probe(true)],
      ...AUTO_ACCESS_ON,
    });
    expect(await screen.findByRole('button', { name: 'Risk Administration' })).toBeTruthy();
  });
});
