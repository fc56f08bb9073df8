import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileMenu, ProfileMenu_MeFragment } from '../../src/ui/app/layout/profile-menu.js';
import { AppRoutes } from '../../src/ui/app/route-view.js';
import { makeFragmentData } from '../../src/ui/gql/fragment-masking.js';
import {
  SignOutProvider_SignOutDocument,
  SocialLinkCompletion_CompleteDocument,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';
import { signedInShellMocks, signedInUser } from './support/shell-mocks.js';

describe('app shell', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  const renderDashboard = () => renderDashboardWith([]);

  it('has a skip link, a banner, the main navigation and the main landmark', async () => {
    await renderDashboard();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(screen.getByRole('banner')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Profile']);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    expect(links[1]?.getAttribute('aria-current')).toBeNull();
  });

  it('collapses and expands the side menu and remembers the choice', async () => {
    await renderDashboard();
    const toggle = screen.getByRole('button', { name: 'Toggle navigation menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe('side-menu');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(window.localStorage.getItem('identity-console.side-menu-open')).toBe('false');
  });

  it('navigates with the side menu without leaving the shell', async () => {
    const view = await renderDashboard();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(view.currentPath()).toBe('/profile'));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('shows an OAuth return screen under the top bar, without the side menu, on the journey background', async () => {
    renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/oauthReturn?state=link-state&code=link-code',
      mocks: [
        ...signedInShellMocks,
        {
          request: { query: SocialLinkCompletion_CompleteDocument, variables: () => true },
          result: {
            errors: [
              {
                message: 'refused',
                extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_STATE' },
              },
            ] as never,
          },
        },
      ],
    });
    const card = await screen.findByRole('region', { name: 'Your account was not linked' });
    expect(within(card).getByRole('alert').textContent).toMatch(/expired or was already used/);
    const banner = screen.getByRole('banner');
    expect(banner.textContent).toContain('Identity Console');
    expect(screen.queryByRole('button', { name: 'Toggle navigation menu' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const main = screen.getByRole('main');
    expect(main.contains(card)).toBe(true);
    expect(main.className).toMatch(/journeyMain/);
  });
});

describe('ProfileMenu', () => {
  /** Ann Smith of Example Corp, with no profile image, and what `fields` changes. */
  const meWith = (fields: { company?: string; mail?: string; profileImage?: string | null }) =>
    makeFragmentData(
      {
        id: signedInUser.id,
        displayName: 'Ann Smith',
        company: 'Example Corp',
        mail: 'ann@example.com',
        profileImage: null,
        ...fields,
      },
      ProfileMenu_MeFragment,
    );
  const me = meWith({});

  it('shows the avatar initials, the name and company, and offers Profile and Sign out', async () => {
    renderWithProviders(<ProfileMenu me={me} />);
    const trigger = await screen.findByRole('button', { name: /Ann Smith/ });
    expect(trigger.textContent).toBe('ASAnn SmithExample Corp');
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');

    fireEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: /Ann Smith/ });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Sign out']);
    expect(items[0]?.getAttribute('href')).toBe('/profile');
  });

  it("shows the user's profile image as the avatar when the platform holds one", async () => {
    const pictured = meWith({ profileImage: 'https://images.example/ann.png' });
    renderWithProviders(<ProfileMenu me={pictured} />);
    const trigger = await screen.findByRole('button', { name: /Ann Smith/ });
    expect(trigger.querySelector('img')?.getAttribute('src')).toBe(
      'https://images.example/ann.png',
    );
    expect(trigger.textContent).toBe('Ann SmithExample Corp');
  });

  it('shows the company or name and the email or name at the top of the dropdown', async () => {
    renderWithProviders(<ProfileMenu me={me} />);
    fireEvent.click(await screen.findByRole('button', { name: /Ann Smith/ }));
    await screen.findByRole('menu');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Example Corp')).toBeTruthy();
    expect(within(dialog).getByText('ann@example.com')).toBeTruthy();
  });

  it('shows a user without company or email by name once in the trigger and in the dropdown', async () => {
    const nameOnly = meWith({ company: 'Ann Smith', mail: '' });
    renderWithProviders(<ProfileMenu me={nameOnly} />);
    const trigger = await screen.findByRole('button', { name: /Ann Smith/ });
    expect(trigger.textContent).toBe('ASAnn Smith');
    fireEvent.click(trigger);
    await screen.findByRole('menu');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByText('Ann Smith')).toHaveLength(2);
  });

  it('offers Help and Docs in the menu where the bar is too narrow for them', async () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query === '(max-width: 575px)' ? ({ matches: true } as MediaQueryList) : matchMedia(query),
    );
    renderWithProviders(<ProfileMenu me={me} />);
    fireEvent.click(await screen.findByRole('button', { name: /Ann Smith/ }));
    const menu = await screen.findByRole('menu', { name: /Ann Smith/ });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Profile',
      'Help (opens in a new tab)',
      'Docs (opens in a new tab)',
      'Sign out',
    ]);
    expect(items[1]?.getAttribute('href')).toBe('https://help.example/');
    expect(items[2]?.getAttribute('target')).toBe('_blank');
    vi.restoreAllMocks();
  });

  it('starts the app-wide sign-out', async () => {
    const signOut = vi.fn();
    renderWithProviders(<ProfileMenu me={me} />, { signOut });
    fireEvent.click(await screen.findByRole('button', { name: /Ann Smith/ }));
    const item = await screen.findByRole('menuitem', { name: 'Sign out' });
    act(() => {
      fireEvent.click(item);
    });
    await waitFor(() => expect(signOut).toHaveBeenCalledOnce());
  });
});

describe('signing out from the shell', () => {
  it('ends the session, then leaves for the post-logout address', async () => {
    const view = await renderDashboardWith([
      {
        request: { query: SignOutProvider_SignOutDocument },
        result: {
          data: {
            signOut: {
              __typename: 'SignOutResult',
              postLogoutUrl: 'https://idp.example/bye',
              gotoRejected: false,
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /Ann Smith/ }));
    const item = await screen.findByRole('menuitem', { name: 'Sign out' });
    act(() => {
      fireEvent.click(item);
    });
    await waitFor(() => expect(view.exit.assign).toHaveBeenCalledWith('https://idp.example/bye'));
    expect(view.exit.reload).not.toHaveBeenCalled();
    expect(view.exit.replaceAddress).toHaveBeenCalled();
  });

  it('reloads when the gateway gives no post-logout address', async () => {
    const view = await renderDashboardWith([
      {
        request: { query: SignOutProvider_SignOutDocument },
        result: {
          data: {
            signOut: { __typename: 'SignOutResult', postLogoutUrl: null, gotoRejected: false },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /Ann Smith/ }));
    const item = await screen.findByRole('menuitem', { name: 'Sign out' });
    act(() => {
      fireEvent.click(item);
    });
    await waitFor(() => expect(view.exit.reload).toHaveBeenCalledOnce());
    expect(view.exit.assign).not.toHaveBeenCalled();
  });
});

async function renderDashboardWith(extraMocks: MockLink.MockedResponse[]) {
  const view = renderWithProviders(<AppRoutes />, {
    shell: true,
    path: '/dashboard',
    mocks: [...signedInShellMocks, ...extraMocks],
  });
  await screen.findByRole('heading', { level: 1, name: /Ann Smith/ });
  return view;
}
