import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataSourcesPage } from '../../src/ui/features/data-sources/data-sources-page.js';
import { DataSourcesPage_ListDocument } from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** An ISO time whose local rendering is the given wall-clock time, whatever the test's zone. */
const localIso = (year: number, month: number, day: number, h: number, m: number, s: number) =>
  new Date(year, month - 1, day, h, m, s).toISOString();

const source = (id: string, name: string, active = false) => ({
  __typename: 'DataSource',
  id,
  name,
  bucket: 'autoaccess-training',
  filePath: 'events/*.jsonl',
  active,
  created: localIso(2026, 3, 7, 9, 5, 4),
});

const input = (overrides: Record<string, unknown> = {}) => ({
  search: null,
  sortDescending: false,
  pageSize: 10,
  after: null,
  ...overrides,
});

function listMock(
  variables: Record<string, unknown>,
  rows: ReturnType<typeof source>[],
  total = rows.length,
  nextCursor: string | null = null,
): MockLink.MockedResponse {
  return {
    request: { query: DataSourcesPage_ListDocument, variables: { input: variables } },
    result: {
      data: { dataSources: { __typename: 'DataSourcePage', total, nextCursor, rows } },
    },
  };
}

const TEN = Array.from({ length: 10 }, (_, index) => source(`ds-${index}`, `Source ${index}`));

const renderList = (mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(<DataSourcesPage />, { path: '/autoaccess/data-sources', mocks });

describe('data sources list', () => {
  it('shows name, file, created date as YYYY-MM-DD HH:mm:ss and a translated status', async () => {
    renderList([listMock(input(), [source('ds-1', 'Sign-ins', true), source('ds-2', 'VPN')])]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Sources' })).toBeTruthy();
    const table = await screen.findByRole('grid', { name: 'Data Sources' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Name▲', 'File', 'Created', 'Status'],
      ['Sign-ins', 'autoaccess-training/events/*.jsonl', '2026-03-07 09:05:04', 'Active'],
      ['VPN', 'autoaccess-training/events/*.jsonl', '2026-03-07 09:05:04', 'Inactive'],
    ]);
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
  });

  it('pages forward from the cursor the page ended with, and back', async () => {
    renderList([
      listMock(input(), TEN, 12, 'cursor-10'),
      listMock(
        input({ after: 'cursor-10' }),
        [source('ds-10', 'Zed'), source('ds-11', 'Zulu')],
        12,
      ),
      listMock(input(), TEN, 12, 'cursor-10'),
    ]);
    await screen.findByRole('rowheader', { name: 'Source 3' });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('rowheader', { name: 'Zulu' })).toBeTruthy();
    expect(screen.getByText('11–12 of 12')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('rowheader', { name: 'Source 0' })).toBeTruthy();
  });

  it('sorts by name descending from the first page', async () => {
    renderList([
      listMock(input(), TEN, 12, 'cursor-10'),
      listMock(input({ sortDescending: true }), [source('ds-11', 'Zulu')], 12),
    ]);
    const header = await screen.findByRole('columnheader', { name: /Name/ });
    fireEvent.click(header);
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('descending'));
    expect(await screen.findByRole('rowheader', { name: 'Zulu' })).toBeTruthy();
  });

  it('searches names once the user stops typing, and says when nothing matches', async () => {
    renderList([
      listMock(input(), TEN, 12),
      listMock(input({ search: 'vpn' }), [source('ds-2', 'VPN')]),
      listMock(input({ search: 'nothing' }), []),
    ]);
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'vpn' } });
    expect(await screen.findByRole('rowheader', { name: 'VPN' })).toBeTruthy();
    fireEvent.change(search, { target: { value: 'nothing' } });
    expect(await screen.findByText('No data sources match your search.')).toBeTruthy();
  });

  it('opens a data source from its row', async () => {
    const view = renderList([listMock(input(), [source('ds-1', 'Sign-ins')])]);
    fireEvent.click(await screen.findByRole('rowheader', { name: 'Sign-ins' }));
    await waitFor(() => expect(view.currentPath()).toBe('/autoaccess/data-sources/ds-1'));
  });

  it('says when there are none yet', async () => {
    renderList([listMock(input(), [])]);
    expect(await screen.findByText('There are no data sources yet.')).toBeTruthy();
  });

  it('shows the fetch error with a retry', async () => {
    renderList([
      {
        request: { query: DataSourcesPage_ListDocument, variables: { input: input() } },
        result: { errors: [{ message: 'boom', extensions: { code: 'BAD_USER_INPUT' } }] },
      },
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error fetching the data sources.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
