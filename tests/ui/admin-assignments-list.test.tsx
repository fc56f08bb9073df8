import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AssignmentsListPage } from '../../src/ui/features/admin-assignments/assignments-list-page.js';
import { AssignmentsListPage_AssignmentsDocument } from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

const LIST_INPUT = {
  search: null,
  sortKey: 'name',
  sortDescending: false,
  pageSize: 10,
  offset: 0,
};

const row = (id: string, name: string) => ({
  __typename: 'Assignment',
  id,
  name,
  description: `${name} get a directory account`,
  mapping: 'managedAlpha_user_systemLdapAccount',
  attributes: [{ __typename: 'AssignmentAttribute', name: 'employeeType' }],
});

const listMock = (
  rows: ReturnType<typeof row>[],
  input: Record<string, unknown> = LIST_INPUT,
): MockLink.MockedResponse => ({
  request: { query: AssignmentsListPage_AssignmentsDocument, variables: { input } },
  result: { data: { assignments: { __typename: 'AssignmentPage', total: rows.length, rows } } },
});

const renderList = (mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(<AssignmentsListPage />, { path: '/admin/assignments', mocks });

describe('the assignments list', () => {
  it('asks for 10 rows sorted by name, shows them, and opens one', async () => {
    const rendered = renderList([listMock([row('a-1', 'Engineers'), row('a-2', 'Operators')])]);
    const table = await screen.findByRole('grid', { name: 'Assignments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[▲▼]/g, '')),
    ).toEqual(['Name', 'Description', 'Mapping', 'Attributes']);
    const [engineers] = within(table).getAllByRole('row').slice(1);
    expect(within(engineers!).getByText('Engineers')).toBeTruthy();
    fireEvent.click(within(engineers!).getByText('Engineers'));
    await waitFor(() => expect(rendered.currentPath()).toBe('/admin/assignments/a-1'));
  });

  it('says when there are none', async () => {
    renderList([listMock([])]);
    expect(await screen.findByText('There are no assignments yet.')).toBeTruthy();
  });

  it('shows the retrieval error', async () => {
    renderList([
      {
        request: {
          query: AssignmentsListPage_AssignmentsDocument,
          variables: { input: LIST_INPUT },
        },
        result: { errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] },
      },
    ]);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('sorts only by the columns the server sorts by', async () => {
    renderList([
      listMock([row('a-1', 'Engineers')]),
      listMock([row('a-1', 'Engineers')], { ...LIST_INPUT, sortKey: 'mapping' }),
    ]);
    const table = await screen.findByRole('grid', { name: 'Assignments' });
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Attributes').hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(header('Attributes'));
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(header('Mapping'));
    await waitFor(() => expect(header('Mapping').getAttribute('aria-sort')).toBe('ascending'));
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
  });
});
