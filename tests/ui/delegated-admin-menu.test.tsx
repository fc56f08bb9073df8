import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  isActive,
  SIDE_MENU,
  withDelegatedAdminItems,
} from '../../src/ui/app/layout/menu-items.js';
import { AppRoutes } from '../../src/ui/app/route-view.js';
import { renderWithProviders } from './support/render.js';
import { ShellUser_MeDocument } from '../../src/ui/gql/graphql.js';
import { shellUserMock, signedInShellMocks, signedInUser } from './support/shell-mocks.js';

const ALPHA_USERS = {
  title: 'Alpha realm - Users',
  privilegePath: 'managed/alpha_user',
  resourceType: 'managed',
  resourceName: 'alpha_user',
};

describe('delegated-admin menu entries', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('come right after Profile, each opening the list of its resource', () => {
    const items = withDelegatedAdminItems(SIDE_MENU, [ALPHA_USERS]);
    const profile = items.findIndex((item) => item.id === 'profile');
    expect(items[profile + 1]).toMatchObject({
      kind: 'route',
      label: 'Alpha realm - Users',
      to: '/list/managed/alpha_user',
      privilege: 'managed/alpha_user',
    });
    expect(items).toHaveLength(SIDE_MENU.length + 1);
    const entry = items[profile + 1]!;
    expect(isActive(entry, '/list/managed/alpha_user')).toBe(true);
    expect(isActive(entry, '/edit/managed/alpha_user/u-1')).toBe(true);
    expect(isActive(entry, '/edit/managed/bravo_user/u-1')).toBe(false);
  });

  it('show in the side menu with the platform title and lead to the list', async () => {
    const view = renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/dashboard',
      mocks: [shellUserMock(signedInUser, [ALPHA_USERS]), ...signedInShellMocks.slice(1)],
    });
    await screen.findByRole('heading', { level: 1, name: /Ann Smith/ });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Dashboard', 'Profile', 'Alpha realm - Users']),
    );
    fireEvent.click(within(nav).getByRole('link', { name: 'Alpha realm - Users' }));
    await waitFor(() => expect(view.currentPath()).toBe('/list/managed/alpha_user'));
  });

  it('leave the user signed in, without those entries, when the privileges cannot be read', async () => {
    const privilegesFailed = {
      request: { query: ShellUser_MeDocument },
      result: {
        data: { me: signedInUser, privileges: null },
        errors: [
          {
            message: 'Privileges unavailable',
            path: ['privileges'],
            extensions: { code: 'UPSTREAM_UNAVAILABLE' },
          },
        ],
      },
      maxUsageCount: 2,
    };
    const view = renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/dashboard',
      mocks: [privilegesFailed, ...signedInShellMocks.slice(1)],
    });
    await screen.findByRole('heading', { level: 1, name: /Ann Smith/ });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Dashboard', 'Profile']),
    );
    expect(view.currentPath()).toBe('/dashboard');
  });
});
