import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppLayout, type ShellUser } from '../../src/ui/app/layout/app-layout.js';
import type { MenuItem } from '../../src/ui/app/layout/menu-items.js';
import { MenuBadges_GovernanceCountsDocument } from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

const user = {
  me: {
    id: 'ann',
    displayName: 'Ann Smith',
    company: 'Example Corp',
    mail: 'ann@example.com',
    idmRoles: [],
    amRoles: [],
    amAdmin: false,
  },
  privileges: [],
} as unknown as ShellUser;

/** One item of every kind the menu knows, the inbox badges read from the governance counts. */
const EVERY_KIND: readonly MenuItem[] = [
  { kind: 'route', id: 'dashboard', labelKey: 'menu.dashboard', to: '/dashboard' },
  { kind: 'divider', id: 'divider' },
  { kind: 'external', id: 'status', label: 'Service status', href: 'https://status.example/' },
  { kind: 'modal', id: 'about', label: 'About', modal: 'about' },
  { kind: 'event', id: 'leave', label: 'Leave', event: 'signOut' },
  { kind: 'event', id: 'unknown', label: 'Unknown', event: 'noSuchEvent' },
  {
    kind: 'group',
    id: 'inbox',
    labelKey: 'menu.inbox',
    badge: 'inbox',
    items: [
      {
        kind: 'route',
        id: 'approvals',
        labelKey: 'menu.approvals',
        to: '/approvals',
        badge: 'approvals',
      },
    ],
  },
];

const counts = {
  request: { query: MenuBadges_GovernanceCountsDocument },
  result: {
    data: {
      governanceCounts: { __typename: 'GovernanceCounts', pendingApprovals: 3, accessReviews: 2 },
    },
  },
};

function renderMenu(path: string) {
  const signOut = vi.fn();
  renderWithProviders(
    <AppLayout layout={{ navBar: true, sideMenu: true }} user={user} menuItems={EVERY_KIND}>
      <h1>Page</h1>
    </AppLayout>,
    { path, signOut, mocks: [counts], boot: { enabledFeatures: ['governance'] } },
  );
  return { signOut, nav: () => screen.getByRole('navigation', { name: 'Main' }) };
}

describe('side menu items of every kind', () => {
  it('links routes in the app and external sites in a new tab, divides them, and badges from the store', async () => {
    const { nav } = renderMenu('/approvals');
    const approvals = await within(nav()).findByRole('link', { name: /Approvals/ });
    await waitFor(() => expect(approvals.textContent).toBe('Approvals3'));
    expect(approvals.getAttribute('aria-current')).toBe('page');
    expect(within(nav()).getByRole('button', { name: 'Inbox' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(within(nav()).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    const external = within(nav()).getByRole('link', { name: 'Service status' });
    expect(external.getAttribute('href')).toBe('https://status.example/');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(nav().querySelectorAll('li[aria-hidden="true"]')).toHaveLength(1);
  });

  it('shows the closed group’s badge, the sum of its children', async () => {
    const { nav } = renderMenu('/dashboard');
    const inbox = within(nav()).getByRole('button', { name: /Inbox/ });
    await waitFor(() => expect(inbox.textContent).toBe('Inbox5'));
    expect(inbox.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(inbox);
    expect(within(nav()).getByRole('link', { name: /Approvals/ })).toBeTruthy();
  });

  it('opens the dialog a modal item names', async () => {
    const { nav } = renderMenu('/dashboard');
    fireEvent.click(within(nav()).getByRole('button', { name: 'About' }));
    const dialog = await screen.findByRole('dialog', { name: 'About Identity Console' });
    expect(dialog.textContent).toContain('Version 7.5.1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('runs the shell’s handler of an event item, and ignores an event the shell does not know', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { nav, signOut } = renderMenu('/dashboard');
    fireEvent.click(within(nav()).getByRole('button', { name: 'Unknown' }));
    await waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(signOut).not.toHaveBeenCalled();
    fireEvent.click(within(nav()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledOnce());
    warn.mockRestore();
  });
});
