import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartUser } from '../../src/domain/request-cart.js';
import { useRequestCart } from '../../src/ui/app/request-cart/request-cart-context.js';
import { RequestCartProvider } from '../../src/ui/app/request-cart/request-cart-provider.js';
import { AppRoutes } from '../../src/ui/app/route-view.js';
import { USER_SEARCH_DELAY_MS } from '../../src/domain/governance/governance-feature.js';
import { MyRequestsPage } from '../../src/ui/features/my-requests/my-requests-page.js';
import {
  ChooseUsersDialog_MeDocument,
  MyRequestsPage_RequestsDocument,
} from '../../src/ui/gql/graphql.js';
import {
  ANN,
  BOB,
  CARA,
  SeededCart,
  gatewayError,
  requestRow,
  usersFound,
} from './access-request-fixtures.js';
import { renderWithProviders } from './support/render.js';
import { signedInShellMocks } from './support/shell-mocks.js';

afterEach(() => {
  vi.useRealTimers();
});

const requestsInput = (overrides: Record<string, unknown> = {}) => ({
  status: null,
  pageSize: 10,
  page: 0,
  ...overrides,
});

function requestsMock(
  input: Record<string, unknown>,
  rows: ReturnType<typeof requestRow>[],
  total = rows.length,
): MockLink.MockedResponse {
  return {
    request: { query: MyRequestsPage_RequestsDocument, variables: { input } },
    result: { data: { myAccessRequests: { __typename: 'AccessRequestPage', total, rows } } },
  };
}

const meMock: MockLink.MockedResponse = {
  request: { query: ChooseUsersDialog_MeDocument },
  result: { data: { me: { __typename: 'Me', id: ANN.id, displayName: ANN.displayName } } },
};

const FIRST_PAGE = Array.from({ length: 10 }, (_, index) =>
  requestRow(`r-${index}`, `App ${index}`, {
    status: index === 0 ? 'complete' : 'in-progress',
    priority: index === 0 ? 'high' : 'low',
  }),
);

/** What the cart holds, for the test to read. */
let cartUsers: readonly CartUser[] = [];
function CartProbe() {
  cartUsers = useRequestCart().users;
  return null;
}

function renderPage(mocks: MockLink.MockedResponse[], seeded: CartUser[] = []) {
  cartUsers = [];
  return renderWithProviders(
    <RequestCartProvider>
      <SeededCart users={seeded}>
        <MyRequestsPage />
        <CartProbe />
      </SeededCart>
    </RequestCartProvider>,
    { path: '/my-requests', mocks },
  );
}

describe('My Requests', () => {
  it('lists the requests with their item, user, priority, status label and date', async () => {
    renderPage([requestsMock(requestsInput(), FIRST_PAGE, 12)]);
    const table = await screen.findByRole('grid', { name: 'My Requests' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[▲▼]/g, '')),
    ).toEqual(['Item', 'Requested for', 'Priority', 'Status', 'Request date']);
    const first = within(table).getAllByRole('row')[1]!;
    expect([...first.children].map((cell) => cell.textContent)).toEqual([
      'App 0',
      'Cara Diaz',
      'High',
      'Completed',
      expect.stringContaining('2026') as string,
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
  });

  it('pages forward with the spec page size and filters by status from the first page', async () => {
    renderPage([
      requestsMock(requestsInput(), FIRST_PAGE, 12),
      requestsMock(requestsInput({ page: 1 }), [requestRow('r-10', 'App 10')], 12),
      requestsMock(requestsInput({ status: 'canceled' }), []),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('rowheader', { name: 'App 10' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Canceled' }));
    expect(await screen.findByText('No request has this status.')).toBeTruthy();
  });

  it('opens the details of a request', async () => {
    const view = renderPage([requestsMock(requestsInput(), FIRST_PAGE, 12)]);
    fireEvent.click(await screen.findByRole('rowheader', { name: 'App 3' }));
    await waitFor(() => expect(view.currentPath()).toBe('/my-requests/details/r-3'));
  });

  it('says when the requests cannot be read, and offers to try again', async () => {
    renderPage([
      {
        request: { query: MyRequestsPage_RequestsDocument, variables: { input: requestsInput() } },
        result: gatewayError('UPSTREAM_UNAVAILABLE'),
      },
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('Issue connecting to the server.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says when the user has no requests', async () => {
    renderPage([requestsMock(requestsInput(), [])]);
    expect(await screen.findByText('You have no access requests yet.')).toBeTruthy();
  });
});

async function typeUser(text: string) {
  const box = await vi.waitFor(() => screen.getByRole('combobox', { name: 'Add a user' }));
  act(() => box.focus());
  fireEvent.change(box, { target: { value: text } });
  await act(() => vi.advanceTimersByTimeAsync(USER_SEARCH_DELAY_MS));
}

async function pickUser(search: string, name: string) {
  await typeUser(search);
  const option = await vi.waitFor(() => screen.getByRole('option', { name: new RegExp(name) }));
  fireEvent.click(option);
}

describe('choosing the users of a new request', () => {
  it('offers the signed-in user first, adds others, then opens New Request with them', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const view = renderPage([requestsMock(requestsInput(), []), meMock, usersFound('bob', [BOB])]);
    fireEvent.click(await vi.waitFor(() => screen.getByRole('button', { name: 'New request' })));
    // The dialog loads as it opens.
    const dialog = await vi.waitFor(
      () => screen.getByRole('dialog', { name: 'Who is the request for?' }),
      { timeout: 5_000 },
    );
    fireEvent.click(
      await vi.waitFor(() => within(dialog).getByRole('button', { name: 'Request for myself' })),
    );
    await pickUser('bob', 'Bob Jones');
    const chosen = within(dialog).getByRole('list');
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Ann Smith (you)', 'Bob Jones']);
    expect(within(dialog).getByRole('heading', { name: 'Users chosen (2 of 10)' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(view.currentPath()).toBe('/my-requests/new-request'));
    expect(cartUsers).toEqual([
      { id: ANN.id, displayName: ANN.displayName },
      { id: BOB.id, displayName: BOB.displayName },
    ]);
  });

  it('refuses an eleventh user and asks for at least one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const ten = Array.from({ length: 10 }, (_, index) => ({
      id: `u-${index + 10}`,
      displayName: `User ${index + 10}`,
    }));
    const view = renderPage(
      [requestsMock(requestsInput(), []), meMock, usersFound('car', [CARA])],
      ten,
    );
    fireEvent.click(await vi.waitFor(() => screen.getByRole('button', { name: 'New request' })));
    const dialog = await vi.waitFor(() => screen.getByRole('dialog'), { timeout: 5_000 });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
    await pickUser('car', 'Cara Diaz');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'You have reached the maximum number of users for one request.',
    );
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);

    for (const user of ten) {
      fireEvent.click(within(dialog).getByRole('button', { name: `Remove ${user.displayName}` }));
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose at least one user.');
    expect(view.currentPath()).toBe('/my-requests');
  });
});

describe('the New Request route', () => {
  it('sends an empty cart back to My Requests', async () => {
    const view = renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/my-requests/new-request',
      mocks: [...signedInShellMocks, requestsMock(requestsInput(), [])],
      boot: { enabledFeatures: ['governance'] },
    });
    await waitFor(() => expect(view.currentPath()).toBe('/my-requests'));
    // The page, then its filter and table, each load as chunks of their own.
    expect(
      await screen.findByText('You have no access requests yet.', {}, { timeout: 5_000 }),
    ).toBeTruthy();
  });
});
