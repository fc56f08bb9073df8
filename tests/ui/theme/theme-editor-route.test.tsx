import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDM_ADMIN_ROLE } from '../../../src/domain/roles.js';
import { AppRoutes } from '../../../src/ui/app/route-view.js';
import { ROUTES } from '../../../src/ui/app/routes.js';
import { ThemeEditor_ThemeRealmDocument } from '../../../src/ui/gql/graphql.js';
import { renderWithProviders } from '../support/render.js';
import { shellUserMock, signedInShellMocks, signedInUser } from '../support/shell-mocks.js';

const administrator = {
  ...signedInUser,
  id: 'openidm-admin',
  displayName: 'Platform Admin',
  idmRoles: [IDM_ADMIN_ROLE, 'internal/role/openidm-authorized'],
  amRoles: ['ui-global-admin'],
};

const adminShellMocks: MockLink.MockedResponse[] = [
  shellUserMock(administrator),
  ...signedInShellMocks.slice(1),
];

const noThemes: MockLink.MockedResponse = {
  request: { query: ThemeEditor_ThemeRealmDocument },
  result: { data: { themeRealm: { __typename: 'ThemeRealm', rev: '1', realms: [] } } },
};

describe('theme editor route', () => {
  it('is declared signed-in only and for the administrator role', () => {
    const route = ROUTES.find((entry) => entry.path === '/theme-editor');
    expect(route).toMatchObject({
      kind: 'page',
      guard: { auth: true, roles: [IDM_ADMIN_ROLE] },
      layout: { navBar: true, sideMenu: true },
      titleKey: 'routes.themeEditor',
    });
  });

  it('sends a signed-in user without the administrator role to Forbidden', async () => {
    const view = renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/theme-editor',
      mocks: signedInShellMocks,
    });
    await waitFor(() => expect(view.currentPath()).toBe('/forbidden'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'You do not have permission to view this site',
    );
  });

  it('opens the editor for the administrator, with its entry in the side menu', async () => {
    renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/theme-editor',
      mocks: [...adminShellMocks, noThemes],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Theme Editor' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(menu).getByRole('link', { name: 'Theme Editor' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(document.title).toBe('Theme Editor | Identity Console');
  });

  it('keeps the entry out of the side menu of other users', async () => {
    renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/dashboard',
      mocks: signedInShellMocks,
    });
    await screen.findByRole('heading', { level: 1, name: /Ann Smith/ });
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Profile']);
  });
});
