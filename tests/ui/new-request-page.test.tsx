import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartUser } from '../../src/domain/request-cart.js';
import { useRequestCart } from '../../src/ui/app/request-cart/request-cart-context.js';
import { RequestCartProvider } from '../../src/ui/app/request-cart/request-cart-provider.js';
import { USER_SEARCH_DELAY_MS } from '../../src/domain/governance/governance-feature.js';
import { NewRequestPage } from '../../src/ui/features/new-request/new-request-page.js';
import {
  CatalogSection_ApplicationsDocument,
  CatalogSection_ItemsDocument,
  NewRequestPage_ConflictDocument,
  NewRequestPage_SubmitDocument,
} from '../../src/ui/gql/graphql.js';
import { ANN, BOB, CARA, SeededCart, gatewayError, usersFound } from './access-request-fixtures.js';
import { renderWithProviders } from './support/render.js';

afterEach(() => {
  vi.useRealTimers();
});

const catalogRow = (
  id: string,
  name: string,
  type: 'application' | 'entitlement' | 'role' = 'application',
) => ({
  __typename: 'CatalogItem',
  id,
  type,
  name,
  description: `${name} for daily work`,
  approvedBy: type === 'role' ? 'manager' : 'owner',
  application:
    type === 'entitlement'
      ? { __typename: 'CatalogApplicationRef', id: 'app-1', name: 'Payroll' }
      : null,
  owner: { __typename: 'GovernanceUser', id: 'u-9', displayName: 'Olga Owner' },
});

const ROWS = [
  catalogRow('app-1', 'Payroll'),
  catalogRow('ent-1', 'Payroll approver', 'entitlement'),
  catalogRow('role-1', 'Auditor', 'role'),
];

const catalogInput = (overrides: Record<string, unknown> = {}) => ({
  type: null,
  applicationId: null,
  search: null,
  pageSize: 10,
  page: 0,
  ...overrides,
});

function catalogMock(
  input: Record<string, unknown> = catalogInput(),
  rows = ROWS,
): MockLink.MockedResponse {
  return {
    request: { query: CatalogSection_ItemsDocument, variables: { input } },
    result: {
      data: { accessCatalog: { __typename: 'CatalogItemPage', total: rows.length, rows } },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const applicationsMock: MockLink.MockedResponse = {
  request: { query: CatalogSection_ApplicationsDocument },
  result: {
    data: {
      catalogApplications: [{ __typename: 'CatalogItem', id: 'app-1', name: 'Payroll' }],
    },
  },
};

function conflictMock(
  itemId: string,
  userIds: string[],
  answer: Record<string, unknown>,
): MockLink.MockedResponse {
  return {
    request: { query: NewRequestPage_ConflictDocument, variables: { input: { itemId, userIds } } },
    result: answer,
  };
}

const noConflict = (itemId: string, userIds = [ANN.id, BOB.id]) =>
  conflictMock(itemId, userIds, { data: { catalogItemConflict: 'none' } });

const cartUser = (user: { id: string; displayName: string }): CartUser => ({
  id: user.id,
  displayName: user.displayName,
});

let cartUsers: readonly CartUser[] = [];
function CartProbe() {
  cartUsers = useRequestCart().users;
  return null;
}

function renderPage(
  mocks: MockLink.MockedResponse[],
  users: CartUser[] = [cartUser(ANN), cartUser(BOB)],
) {
  return renderWithProviders(
    <RequestCartProvider>
      <SeededCart users={users}>
        <NewRequestPage />
        <CartProbe />
      </SeededCart>
    </RequestCartProvider>,
    { path: '/my-requests/new-request', mocks: [applicationsMock, catalogMock(), ...mocks] },
  );
}

const basket = () => screen.getByRole('region', { name: 'Your request' });

async function addItem(name: string) {
  fireEvent.click(await vi.waitFor(() => screen.getByRole('rowheader', { name })));
  const dialog = await vi.waitFor(() => screen.getByRole('dialog', { name }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add to request' }));
}

describe('New Request', () => {
  it('starts with the cart users and shows the catalog with an item’s details', async () => {
    renderPage([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'New Request' })).toBeTruthy();
    const users = await screen.findByRole('region', { name: 'Requested for' });
    expect(
      within(users)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ann Smith×', 'Bob Jones×']);
    const table = await screen.findByRole('grid', { name: 'Access catalog' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    fireEvent.click(within(table).getByRole('rowheader', { name: 'Payroll approver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payroll approver' });
    expect(dialog.textContent).toContain('Payroll approver for daily work');
    expect(dialog.textContent).toContain('Entitlement');
    expect(dialog.textContent).toContain('Olga Owner');
    expect(dialog.textContent).toContain('Its owner');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(basket()).getByText('No item yet. Choose items in the catalog.')).toBeTruthy();
  });

  it('filters the catalog by type and application from the first page', async () => {
    renderPage([
      catalogMock(catalogInput({ type: 'role' }), [ROWS[2]!]),
      catalogMock(catalogInput({ type: 'role', applicationId: 'app-1' }), []),
    ]);
    expect(await screen.findByRole('rowheader', { name: 'Payroll' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /All types/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Role' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Payroll' })).toBeNull());
    expect(screen.getByRole('rowheader', { name: 'Auditor' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /All applications/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Payroll' }));
    expect(await screen.findByText('No item matches these filters.')).toBeTruthy();
  });

  it('adds an item once the server says the users may have it, and removes it again', async () => {
    renderPage([noConflict('role-1')]);
    await addItem('Auditor');
    await waitFor(() =>
      expect(
        within(basket())
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['AuditorRole×']),
    );
    const row = screen.getByRole('rowheader', { name: 'Auditor' }).parentElement!;
    expect(row.lastElementChild?.textContent).toBe('Added');
    fireEvent.click(screen.getByRole('rowheader', { name: 'Auditor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auditor' });
    expect(dialog.textContent).toContain('This item is already in the request.');
    expect(
      within(dialog).getByRole('button', { name: 'Add to request' }).hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(basket()).getByRole('button', { name: 'Remove Auditor' }));
    expect(within(basket()).getByText('No item yet. Choose items in the catalog.')).toBeTruthy();
  });

  it.each([
    [
      'pendingRequest',
      'Request Error: a request for this item already exists for one or more of the selected users.',
    ],
    [
      'existingAccess',
      'Request Error: one or more of the selected users already have access to this item.',
    ],
  ])('refuses an item with a %s and leaves the basket as it was', async (conflict, message) => {
    renderPage([
      conflictMock('app-1', [ANN.id, BOB.id], { data: { catalogItemConflict: conflict } }),
    ]);
    await addItem('Payroll');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(within(basket()).getByText('No item yet. Choose items in the catalog.')).toBeTruthy();
  });

  it('says when an item cannot be checked', async () => {
    renderPage([conflictMock('app-1', [ANN.id, BOB.id], gatewayError('UPSTREAM_UNAVAILABLE'))]);
    await addItem('Payroll');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error validating the access request.',
    );
    expect(within(basket()).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('refuses an eleventh user', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const ten = Array.from({ length: 10 }, (_, index) => ({
      id: `u-${index + 10}`,
      displayName: `User ${index + 10}`,
    }));
    renderPage([usersFound('car', [CARA])], ten);
    const box = await vi.waitFor(() => screen.getByRole('combobox', { name: 'Add a user' }));
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'car' } });
    await act(() => vi.advanceTimersByTimeAsync(USER_SEARCH_DELAY_MS));
    fireEvent.click(await vi.waitFor(() => screen.getByRole('option', { name: /Cara Diaz/ })));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'You have reached the maximum number of users for one request.',
      ),
    );
    const users = screen.getByRole('region', { name: 'Requested for' });
    expect(within(users).getAllByRole('listitem')).toHaveLength(10);
    expect(within(users).getByText('10 of 10 users')).toBeTruthy();
  });

  it('submits the request with its details, then returns to My Requests with an empty cart', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 27, 12, 0));
    const sent = vi.fn();
    const view = renderPage([
      noConflict('app-1'),
      noConflict('role-1'),
      {
        request: {
          query: NewRequestPage_SubmitDocument,
          variables: {
            input: {
              userIds: [ANN.id, BOB.id],
              itemIds: ['app-1', 'role-1'],
              justification: 'Month-end close',
              expiryDate: '2026-11-30',
              priority: 'high',
            },
          },
        },
        result: () => {
          sent();
          return {
            data: {
              submitAccessRequest: {
                __typename: 'SubmittedAccessRequest',
                requestIds: ['r-1', 'r-2', 'r-3', 'r-4'],
              },
            },
          };
        },
      },
    ]);
    const submit = await screen.findByRole('button', { name: 'Submit request' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Add at least one user and one item to submit.')).toBeTruthy();
    await addItem('Payroll');
    await waitFor(() => expect(within(basket()).getAllByRole('listitem')).toHaveLength(1));
    await addItem('Auditor');
    await waitFor(() => expect(within(basket()).getAllByRole('listitem')).toHaveLength(2));

    fireEvent.change(screen.getByRole('textbox', { name: 'Justification' }), {
      target: { value: 'Month-end close' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Priority/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'High' }));
    fireEvent.click(screen.getByRole('button', { name: /Choose a day/ }));
    fireEvent.click(await screen.findByRole('button', { name: /November 30, 2026/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(view.currentPath()).toBe('/my-requests'));
    expect(sent).toHaveBeenCalledOnce();
    expect(await screen.findByText('Your 4 requests were submitted.')).toBeTruthy();
    expect(cartUsers).toEqual([]);
  });

  it('says when the request cannot be submitted, and keeps the basket', async () => {
    const view = renderPage([
      noConflict('app-1'),
      {
        request: {
          query: NewRequestPage_SubmitDocument,
          variables: {
            input: {
              userIds: [ANN.id, BOB.id],
              itemIds: ['app-1'],
              justification: '',
              expiryDate: null,
              priority: 'low',
            },
          },
        },
        result: gatewayError('BAD_USER_INPUT'),
      },
    ]);
    await addItem('Payroll');
    await waitFor(() => expect(within(basket()).getAllByRole('listitem')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error submitting the access request.',
    );
    expect(within(basket()).getAllByRole('listitem')).toHaveLength(1);
    expect(view.currentPath()).toBe('/my-requests/new-request');
  });

  it('refuses a user added after an item when that user already has a pending request for it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderPage([
      noConflict('app-1'),
      usersFound('car', [CARA]),
      conflictMock('app-1', [CARA.id], { data: { catalogItemConflict: 'pendingRequest' } }),
    ]);
    await addItem('Payroll');
    await vi.waitFor(() => expect(within(basket()).getAllByRole('listitem')).toHaveLength(1));
    const box = screen.getByRole('combobox', { name: 'Add a user' });
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'car' } });
    await act(() => vi.advanceTimersByTimeAsync(USER_SEARCH_DELAY_MS));
    fireEvent.click(await vi.waitFor(() => screen.getByRole('option', { name: /Cara Diaz/ })));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Request Error: a request for this item already exists for one or more of the selected users.',
      ),
    );
    const users = screen.getByRole('region', { name: 'Requested for' });
    expect(within(users).queryByText('Cara Diaz')).toBeNull();
    expect(within(users).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the Request Error when the server finds a pending request on submit', async () => {
    renderPage([
      noConflict('app-1'),
      {
        request: {
          query: NewRequestPage_SubmitDocument,
          variables: {
            input: {
              userIds: [ANN.id, BOB.id],
              itemIds: ['app-1'],
              justification: '',
              expiryDate: null,
              priority: 'low',
            },
          },
        },
        result: {
          errors: [
            {
              message: 'A request for this item is already pending',
              extensions: { code: 'CONFLICT', reason: 'DUPLICATE_REQUEST' },
            },
          ],
        },
      },
    ]);
    await addItem('Payroll');
    await waitFor(() => expect(within(basket()).getAllByRole('listitem')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Request Error: a request for this item already exists for one or more of the selected users.',
    );
    expect(within(basket()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('refuses an end of access that is not after today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 27, 12, 0));
    renderPage([noConflict('app-1')]);
    await addItem('Payroll');
    await waitFor(() => expect(within(basket()).getAllByRole('listitem')).toHaveLength(1));
    const segments = within(screen.getByRole('group', { name: /Access ends/ })).getAllByRole(
      'spinbutton',
    );
    for (const segment of segments) fireEvent.keyDown(segment, { key: 'ArrowUp' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Choose a day after today.')).toBeTruthy();
  });

  it('goes back to My Requests on cancel and empties the cart', async () => {
    const view = renderPage([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(view.currentPath()).toBe('/my-requests'));
    expect(cartUsers).toEqual([]);
  });
});
