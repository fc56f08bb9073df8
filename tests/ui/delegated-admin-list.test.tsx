import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { ManagedListPage } from '../../src/ui/features/delegated-admin/managed-list-page.js';
import {
  ManagedListPage_CsvDocument,
  ManagedListPage_ListDocument,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const COLUMNS = [
  { __typename: 'ManagedColumn', name: 'userName', title: 'Username' },
  { __typename: 'ManagedColumn', name: 'givenName', title: 'First Name' },
  { __typename: 'ManagedColumn', name: 'accountStatus', title: 'Status' },
];

const row = (id: string, userName: string, givenName: string) => ({
  __typename: 'ManagedListRow',
  id,
  values: { userName, givenName, accountStatus: 'active' },
});

const listInput = (overrides: Record<string, unknown> = {}) => ({
  resourceType: 'managed',
  resourceName: 'alpha_user',
  sortKey: null,
  sortDescending: false,
  search: null,
  pageSize: 10,
  offset: 0,
  ...overrides,
});

function listMock(
  input: Record<string, unknown>,
  rows: ReturnType<typeof row>[],
  total = rows.length,
): MockLink.MockedResponse {
  return {
    request: { query: ManagedListPage_ListDocument, variables: { input } },
    result: {
      data: {
        managedList: {
          __typename: 'ManagedList',
          title: 'Alpha realm - Users',
          total,
          columns: COLUMNS,
          rows,
        },
      },
    },
  };
}

const FIRST_PAGE = Array.from({ length: 10 }, (_, index) =>
  row(`id-${index}`, `user${index}`, `Name ${index}`),
);

function renderList(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <Route path="/list/:resourceType/:resourceName">
      <ManagedListPage />
    </Route>,
    { path: '/list/managed/alpha_user', mocks },
  );
}

describe('delegated-admin list', () => {
  it('shows the resource title, its columns, a page of rows and where the page is', async () => {
    renderList([listMock(listInput(), FIRST_PAGE, 23)]);
    expect(
      (await screen.findByRole('heading', { level: 1, name: 'Alpha realm - Users' })).textContent,
    ).toBe('Alpha realm - Users');
    const table = await screen.findByRole('grid', { name: 'Alpha realm - Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[▲▼]/g, '')),
    ).toEqual(['Username', 'First Name', 'Status']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('rowheader', { name: 'user3' })).toBeTruthy();
    const statuses = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastElementChild?.textContent);
    expect(new Set(statuses)).toEqual(new Set(['Active']));
    expect(screen.getByText('1–10 of 23')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(
      true,
    );
    const pageSize = screen.getByRole('button', { name: /Rows per page/ });
    expect(pageSize.textContent).toContain('10');
  });

  it('sorts by a column, then pages forward, with the spec page size', async () => {
    renderList([
      listMock(listInput(), FIRST_PAGE, 23),
      listMock(listInput({ sortKey: 'givenName' }), FIRST_PAGE, 23),
      listMock(listInput({ sortKey: 'givenName', sortDescending: true }), FIRST_PAGE, 23),
      listMock(
        listInput({ sortKey: 'givenName', sortDescending: true, offset: 10 }),
        [row('id-x', 'userx', 'Name X')],
        23,
      ),
    ]);
    const header = await screen.findByRole('columnheader', { name: /First Name/ });
    fireEvent.click(header);
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
    fireEvent.click(header);
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('descending'));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('rowheader', { name: 'userx' })).toBeTruthy();
    expect(screen.getByText('11–11 of 23')).toBeTruthy();
  });

  it('searches every column once the user stops typing, from the first page', async () => {
    renderList([
      listMock(listInput(), FIRST_PAGE, 23),
      listMock(listInput({ search: 'ann' }), [row('id-ann', 'ann', 'Ann')]),
      listMock(listInput({ search: 'nobody' }), []),
    ]);
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'ann' } });
    expect(await screen.findByRole('rowheader', { name: 'ann' })).toBeTruthy();
    expect(screen.getByText('1–1 of 1')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(await screen.findByText('No results match your search.')).toBeTruthy();
  });

  it('opens the edit page of a row', async () => {
    const view = renderList([listMock(listInput(), FIRST_PAGE, 23)]);
    fireEvent.click(await screen.findByRole('rowheader', { name: 'user2' }));
    await waitFor(() => expect(view.currentPath()).toBe('/edit/managed/alpha_user/id-2'));
  });

  it('exports the current search and sort as a CSV file', async () => {
    const createObjectURL = vi.fn((blob: Blob) => {
      void blob;
      return 'blob:csv';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderList([
      listMock(listInput(), FIRST_PAGE, 23),
      listMock(listInput({ search: 'ann' }), [row('id-ann', 'ann', 'Ann')]),
      {
        request: {
          query: ManagedListPage_CsvDocument,
          variables: {
            input: {
              resourceType: 'managed',
              resourceName: 'alpha_user',
              sortKey: null,
              sortDescending: false,
              search: 'ann',
            },
          },
        },
        result: {
          data: {
            managedListCsv: {
              __typename: 'ManagedListCsv',
              filename: 'alpha_user.csv',
              csv: 'Username,First Name,Status\r\nann,Ann,active\r\n',
              rowCount: 1,
            },
          },
        },
      },
    ]);
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search' }), {
      target: { value: 'ann' },
    });
    await screen.findByRole('rowheader', { name: 'ann' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('1 row exported to alpha_user.csv.')).toBeTruthy();
    expect(clicked).toHaveBeenCalledOnce();
    const blob = createObjectURL.mock.calls[0]![0];
    expect(await blob.text()).toBe('\uFEFFUsername,First Name,Status\r\nann,Ann,active\r\n');
    vi.unstubAllGlobals();
  });

  it('says on the search field why a search is refused, and takes it back once it is shortened', async () => {
    const tooLong = 'x'.repeat(101);
    renderList([
      listMock(listInput(), FIRST_PAGE, 23),
      {
        request: {
          query: ManagedListPage_ListDocument,
          variables: { input: listInput({ search: tooLong }) },
        },
        result: {
          errors: [
            {
              message: 'Invalid input',
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: [
                  { field: 'search', message: 'validation.maxLength', values: { length: 100 } },
                ],
              },
            },
          ],
        },
      },
      listMock(listInput({ search: 'ann' }), [row('id-ann', 'ann', 'Ann')]),
    ]);
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: tooLong } });
    expect(await screen.findByText('Use at most 100 characters.')).toBeTruthy();
    expect(search.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/error retrieving/i)).toBeNull();

    fireEvent.change(search, { target: { value: 'ann' } });
    expect(await screen.findByRole('rowheader', { name: 'ann' })).toBeTruthy();
    expect(screen.queryByText('Use at most 100 characters.')).toBeNull();
    expect(search.getAttribute('aria-invalid')).toBeNull();
  });

  it('says so when the list cannot be retrieved, and tries again', async () => {
    renderList([
      {
        request: { query: ManagedListPage_ListDocument, variables: { input: listInput() } },
        result: { errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] },
      },
      listMock(listInput(), FIRST_PAGE, 23),
    ]);
    expect((await screen.findByRole('alert')).textContent).toMatch(/connecting to the server/i);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'user0' })).toBeTruthy();
  });
});
