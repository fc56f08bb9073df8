import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApprovalsPage } from '../../src/ui/features/approvals/approvals-page.js';
import { ApprovalsPage_ApprovalsDocument } from '../../src/ui/gql/graphql.js';
import { gatewayError, requestRow } from './access-request-fixtures.js';
import { renderWithProviders } from './support/render.js';

function approvalsMock(
  view: 'pending' | 'completed',
  rows: ReturnType<typeof requestRow>[],
  { page = 0, total = rows.length } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: ApprovalsPage_ApprovalsDocument,
      variables: { input: { view, pageSize: 10, page } },
    },
    result: { data: { approvals: { __typename: 'AccessRequestPage', total, rows } } },
  };
}

const PENDING = Array.from({ length: 10 }, (_, index) =>
  requestRow(`p-${index}`, `Pending app ${index}`, { priority: index === 0 ? 'high' : 'low' }),
);

const cellsOf = (row: HTMLElement) => [...row.children].map((cell) => cell.textContent);

describe('Approvals', () => {
  it('lists the pending requests first, with who asked for whom and the priority', async () => {
    renderWithProviders(<ApprovalsPage />, {
      path: '/approvals',
      mocks: [approvalsMock('pending', PENDING, { total: 11 })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Approvals' })).toBeTruthy();
    const tabs = await screen.findByRole('tablist', { name: 'Approvals to show' });
    expect(within(tabs).getByRole('tab', { name: 'Pending' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const table = await screen.findByRole('grid', { name: 'Pending' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Item', 'Requested for', 'Requested by', 'Priority', 'Request date']);
    expect(cellsOf(within(table).getAllByRole('row')[1]!).slice(0, 4)).toEqual([
      'Pending app 0',
      'Cara Diaz',
      'Ann Smith',
      'High',
    ]);
    expect(screen.getByText('1–10 of 11')).toBeTruthy();
  });

  it('shows the completed requests with their decision', async () => {
    renderWithProviders(<ApprovalsPage />, {
      path: '/approvals',
      mocks: [
        approvalsMock('pending', []),
        approvalsMock('completed', [
          requestRow('c-1', 'Payroll', { status: 'complete', decision: 'rejected' }),
        ]),
      ],
    });
    expect(await screen.findByText('No request is waiting for your decision.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    const table = await screen.findByRole('grid', { name: 'Completed' });
    await waitFor(() =>
      expect(cellsOf(within(table).getAllByRole('row')[1]!).slice(0, 4)).toEqual([
        'Payroll',
        'Cara Diaz',
        'Ann Smith',
        'Rejected',
      ]),
    );
  });

  it('opens a request to decide it', async () => {
    const view = renderWithProviders(<ApprovalsPage />, {
      path: '/approvals',
      mocks: [approvalsMock('pending', PENDING)],
    });
    fireEvent.click(await screen.findByRole('rowheader', { name: 'Pending app 4' }));
    await waitFor(() => expect(view.currentPath()).toBe('/approvals/p-4'));
  });

  it('says when the approvals cannot be read', async () => {
    renderWithProviders(<ApprovalsPage />, {
      path: '/approvals',
      mocks: [
        {
          request: {
            query: ApprovalsPage_ApprovalsDocument,
            variables: { input: { view: 'pending', pageSize: 10, page: 0 } },
          },
          result: gatewayError('INTERNAL_SERVER_ERROR'),
        },
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error getting the approvals.',
    );
  });
});
