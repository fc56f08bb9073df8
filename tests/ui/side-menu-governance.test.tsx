import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../src/ui/app/route-view.js';
import { MenuBadges_GovernanceCountsDocument } from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';
import { signedInShellMocks } from './support/shell-mocks.js';

const counts = (
  pendingApprovals: number,
  accessReviews: number,
  answered = vi.fn(),
): MockLink.MockedResponse => ({
  request: { query: MenuBadges_GovernanceCountsDocument },
  result: () => {
    answered();
    return {
      data: {
        governanceCounts: { __typename: 'GovernanceCounts', pendingApprovals, accessReviews },
      },
    };
  },
});

const GOVERNANCE_ON = { boot: { enabledFeatures: ['governance'] } };

const nav = () => screen.getByRole('navigation', { name: 'Main' });

async function openMenu(path: string, mocks: MockLink.MockedResponse[], boot = GOVERNANCE_ON) {
  const view = renderWithProviders(<AppRoutes />, {
    shell: true,
    path,
    mocks: [...signedInShellMocks, ...mocks],
    ...boot,
  });
  await screen.findByRole('navigation', { name: 'Main' });
  return view;
}

describe('side menu with governance on', () => {
  it('lists the governance entries in the spec order', async () => {
    await openMenu('/my-roles', [counts(0, 0)]);
    const entries = within(nav())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(entries).toEqual(['Inbox', 'My Access', 'Directory']);
    const links = within(nav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Dashboard',
      'Accounts',
      'Roles',
      'Entitlements',
      'Requests',
      'Profile',
    ]);
  });

  it('opens the group of the current route and marks the current entry', async () => {
    await openMenu('/my-roles', [counts(0, 0)]);
    const myAccess = within(nav()).getByRole('button', { name: 'My Access' });
    expect(myAccess.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav()).getByRole('link', { name: 'Roles' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(nav()).getByRole('button', { name: 'Directory' }).getAttribute('aria-expanded'),
    ).toBe('false');
    expect(within(nav()).queryByRole('link', { name: 'Delegates' })).toBeNull();
  });

  it('opens Directory on a direct report’s details', async () => {
    await openMenu('/my-reports/u-2/account', [counts(0, 0)]);
    expect(
      within(nav()).getByRole('button', { name: 'Directory' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(
      within(nav()).getByRole('link', { name: 'Direct Reports' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('counts approvals and access reviews on their entries, and their sum on the closed Inbox', async () => {
    await openMenu('/my-roles', [counts(2, 5)]);
    const inbox = within(nav()).getByRole('button', { name: /Inbox/ });
    await waitFor(() => expect(inbox.textContent).toBe('Inbox7'));
    fireEvent.click(inbox);
    expect(inbox.getAttribute('aria-expanded')).toBe('true');
    expect(inbox.textContent).toBe('Inbox');
    expect(within(nav()).getByRole('link', { name: /Approvals/ }).textContent).toBe('Approvals2');
    expect(within(nav()).getByRole('link', { name: /Access Reviews/ }).textContent).toBe(
      'Access Reviews5',
    );
  });

  it('shows no badge for a count of zero', async () => {
    await openMenu('/my-delegates', [counts(0, 1)]);
    fireEvent.click(within(nav()).getByRole('button', { name: /Inbox/ }));
    await waitFor(() =>
      expect(within(nav()).getByRole('link', { name: /Access Reviews/ }).textContent).toBe(
        'Access Reviews1',
      ),
    );
    expect(within(nav()).getByRole('link', { name: /Approvals/ }).textContent).toBe('Approvals');
  });

  it('counts again after the user moves to another screen', async () => {
    const second = vi.fn();
    await openMenu('/my-roles', [counts(2, 0), counts(1, 0, second)]);
    const inbox = within(nav()).getByRole('button', { name: /Inbox/ });
    await waitFor(() => expect(inbox.textContent).toBe('Inbox2'));
    expect(second).not.toHaveBeenCalled();
    fireEvent.click(within(nav()).getByRole('link', { name: 'Accounts' }));
    await waitFor(() => expect(inbox.textContent).toBe('Inbox1'));
    expect(second).toHaveBeenCalledOnce();
  });
});

describe('side menu with governance off', () => {
  it('asks for no counts', async () => {
    const answered = vi.fn();
    await openMenu('/dashboard', [counts(2, 5, answered)], { boot: { enabledFeatures: [] } });
    await screen.findByRole('heading', { level: 1, name: /Ann Smith/ });
    expect(within(nav()).queryByRole('button', { name: /Inbox/ })).toBeNull();
    expect(answered).not.toHaveBeenCalled();
  });
});
