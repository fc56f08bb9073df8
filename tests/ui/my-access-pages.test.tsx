import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  MyAccountsPage,
  MyEntitlementsPage,
  MyRolesPage,
} from '../../src/ui/features/my-access/my-access-pages.js';
import {
  MyAccessPage_GrantsDocument,
  RequestRemovalDialog_RequestDocument,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

// The page loads the dialog lazily: loaded once here, so that no test waits on a cold import.
await import('../../src/ui/features/my-access/request-removal-dialog.js');

type GrantType = 'account' | 'role' | 'entitlement';

const grant = (
  id: string,
  grantType: GrantType,
  item: { type: string; name: string; application?: { id: string; name: string } },
  extra: { expiryDate?: string | null; source?: string } = {},
) => ({
  __typename: 'Grant',
  id,
  grantType,
  grantedAt: '2026-01-05T10:00:00.000Z',
  expiryDate: extra.expiryDate ?? null,
  source: extra.source ?? 'request',
  item: {
    __typename: 'CatalogItem',
    id: `item-${id}`,
    type: item.type,
    name: item.name,
    application: item.application
      ? { __typename: 'CatalogApplicationRef', ...item.application }
      : null,
  },
});

const grantsMock = (
  grantType: GrantType,
  rows: ReturnType<typeof grant>[],
  result?: MockLink.MockedResponse['result'],
): MockLink.MockedResponse => ({
  request: {
    query: MyAccessPage_GrantsDocument,
    variables: { input: { grantType, search: null, pageSize: 10, page: 0 } },
  },
  result: result ?? {
    data: { myGrants: { __typename: 'GrantPage', total: rows.length, rows } },
  },
});

const payroll = grant(
  'g-1',
  'entitlement',
  { type: 'entitlement', name: 'Payroll Admin', application: { id: 'app-1', name: 'Payroll' } },
  { expiryDate: '2026-12-31', source: 'certification' },
);

const removalMock = (
  justification: string,
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse => ({
  request: {
    query: RequestRemovalDialog_RequestDocument,
    variables: { input: { grantId: 'g-1', justification } },
  },
  result,
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map(
        (cell) => cell.textContent,
      ),
    );

describe('my access pages', () => {
  it('list the user’s entitlements with application, dates and source', async () => {
    renderWithProviders(<MyEntitlementsPage />, {
      mocks: [grantsMock('entitlement', [payroll])],
    });
    const table = await screen.findByRole('grid', { name: 'My Entitlements' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My Entitlements');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Application', 'Granted', 'Expires', 'Source', 'Actions']);
    expect(rowsOf(table)).toEqual([
      [
        'Payroll Admin',
        'Payroll',
        'January 5, 2026',
        'December 31, 2026',
        'Access review',
        'Request removal',
      ],
    ]);
  });

  it('name an account’s application and a role’s absence of one, with no end date as Never', async () => {
    renderWithProviders(<MyAccountsPage />, {
      mocks: [
        grantsMock('account', [grant('g-2', 'account', { type: 'application', name: 'Wiki' })]),
      ],
    });
    const table = await screen.findByRole('grid', { name: 'My Accounts' });
    expect(rowsOf(table)[0]?.slice(0, 5)).toEqual([
      'Wiki',
      'Wiki',
      'January 5, 2026',
      'Never',
      'Request',
    ]);
  });

  it('say when there is nothing to list, or when the list could not be read', async () => {
    renderWithProviders(<MyRolesPage />, { mocks: [grantsMock('role', [])] });
    expect(await screen.findByText('There is no access here yet.')).toBeTruthy();

    renderWithProviders(<MyRolesPage />, {
      mocks: [grantsMock('role', [], { errors: [{ message: 'boom' }] })],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error retrieving your access.',
    );
  });
});

describe('requesting the removal of a grant', () => {
  async function openDialog(mocks: MockLink.MockedResponse[]) {
    renderWithProviders(<MyEntitlementsPage />, {
      mocks: [grantsMock('entitlement', [payroll]), ...mocks],
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Request removal of Payroll Admin' }),
    );
    return screen.findByRole('dialog', { name: 'Request removal of Payroll Admin' });
  }

  it('needs a justification before it asks', async () => {
    const asked = vi.fn();
    const dialog = await openDialog([removalMock('', () => (asked(), { data: null }))]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit request' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(asked).not.toHaveBeenCalled();
  });

  it('sends the justification, says so and closes', async () => {
    const dialog = await openDialog([
      removalMock('No longer needed', {
        data: {
          requestAccessRemoval: { __typename: 'AccessRequest', id: 'r-9', status: 'in-progress' },
        },
      }),
    ]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Justification/ }), {
      target: { value: '  No longer needed ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      screen
        .getAllByRole('status')
        .some((status) => status.textContent?.includes('Your removal request has been submitted.')),
    ).toBe(true);
  });

  it('says when a removal is already pending and stays open', async () => {
    const dialog = await openDialog([
      removalMock('Done', {
        errors: [{ message: 'pending', extensions: { code: 'CONFLICT' } }],
      }),
    ]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Justification/ }), {
      target: { value: 'Done' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit request' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A request to remove this access is already pending.',
    );
  });
});
