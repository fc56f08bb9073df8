import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { VIEW_REPORT_ROUTE } from '../../../src/domain/app-paths.js';
import { ViewReportPage } from '../../../src/ui/features/reports/view-report-page.js';
import { ViewReportPage_RowsDocument } from '../../../src/ui/gql/graphql.js';
import { formatDateTime } from '../../../src/ui/lib/format-date.js';
import { renderWithProviders } from '../support/render.js';

const RUN_ID = '0b7c2b0e-1111-4222-8333-944455556666';
const DAYS = ['2026-11-30', '2026-11-28', '2026-11-27'];

const rowsRequest = (sortKey: string | null) => ({
  query: ViewReportPage_RowsDocument,
  variables: { id: RUN_ID, input: { pageSize: 10, offset: 0, sortKey, filters: [] } },
});

const rowsResult = (days: string[]) => ({
  data: {
    reportRows: {
      __typename: 'ReportRowsPage',
      totalCount: days.length,
      rows: days.map((day) => ({ day })),
      summary: {},
      columns: [{ __typename: 'ReportOutputColumn', name: 'day', label: 'Day', aggregate: null }],
      sorting: [{ __typename: 'ReportSort', column: 'day', direction: 'desc' }],
    },
  },
});

const renderView = (mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(
    <Route path={VIEW_REPORT_ROUTE}>
      <ViewReportPage />
    </Route>,
    { path: `/reports/sign-in-activity/${RUN_ID}`, mocks },
  );

describe('View Report', () => {
  it("marks the template's order on its column, and sorts the other way when it is pressed", async () => {
    renderView([
      { request: rowsRequest(null), result: rowsResult(DAYS) },
      { request: rowsRequest('day'), result: rowsResult([...DAYS].reverse()) },
    ]);
    const header = await screen.findByRole('columnheader', { name: /Day/ });
    await screen.findByText(DAYS[0]!);
    expect(header.getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(header);
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
    const cells = () => screen.getAllByText(/^2026-11-/).map((cell) => cell.textContent);
    await waitFor(() => expect(cells()).toEqual([...DAYS].reverse()));
  });

  it('is one region of the page, not a second main landmark', async () => {
    renderView([{ request: rowsRequest(null), result: rowsResult(DAYS) }]);
    await screen.findByText(DAYS[0]!);
    expect(screen.queryByRole('main')).toBeNull();
  });

  it('shows time values as dates in the active language, not raw ISO timestamps', async () => {
    const created = '2026-11-30T21:32:30.35+00:00';
    const request = {
      query: ViewReportPage_RowsDocument,
      variables: { id: RUN_ID, input: { pageSize: 10, offset: 0, sortKey: null, filters: [] } },
    };
    renderView([
      {
        request,
        result: {
          data: {
            reportRows: {
              __typename: 'ReportRowsPage',
              totalCount: 1,
              rows: [{ userName: 'bjensen', created }],
              summary: { firstCreated: created },
              columns: [
                {
                  __typename: 'ReportOutputColumn',
                  name: 'userName',
                  label: 'User',
                  aggregate: null,
                },
                {
                  __typename: 'ReportOutputColumn',
                  name: 'created',
                  label: 'Created',
                  aggregate: null,
                },
                {
                  __typename: 'ReportOutputColumn',
                  name: 'firstCreated',
                  label: 'First created',
                  aggregate: 'min',
                },
              ],
              sorting: [],
            },
          },
        },
      },
    ]);
    await screen.findByText('bjensen');
    const shown = formatDateTime(created, 'en');
    expect(shown).toMatch(/^(November 30|December 1), 2026 \d{1,2}:32 [AP]M$/);
    expect(screen.getAllByText(shown)).toHaveLength(2);
    expect(screen.queryByText(created)).toBeNull();
  });

  it('filters an enumerated column by the words shown, sending the stored values they stand for', async () => {
    const columns = [
      {
        __typename: 'ReportOutputColumn',
        name: 'campaignName',
        label: 'Campaign',
        aggregate: null,
      },
      {
        __typename: 'ReportOutputColumn',
        name: 'campaignStatus',
        label: 'Campaign status',
        aggregate: null,
      },
    ];
    const page = (rows: Record<string, string>[]) => ({
      data: {
        reportRows: {
          __typename: 'ReportRowsPage',
          totalCount: rows.length,
          rows,
          summary: {},
          columns,
          sorting: [],
        },
      },
    });
    const request = (filters: unknown[]) => ({
      query: ViewReportPage_RowsDocument,
      variables: { id: RUN_ID, input: { pageSize: 10, offset: 0, sortKey: null, filters } },
    });
    const q1 = { campaignName: 'Q1 review', campaignStatus: 'signed-off' };
    const q2 = { campaignName: 'Q2 review', campaignStatus: 'in-progress' };
    renderView([
      { request: request([]), result: page([q1, q2]) },
      {
        request: request([
          { column: 'campaignStatus', value: 'signed OFF', anyOf: ['signed-off'] },
        ]),
        result: page([q1]),
      },
      {
        request: request([
          { column: 'campaignStatus', value: 'signed OFF', anyOf: ['signed-off'] },
          { column: 'campaignName', value: 'Q2' },
        ]),
        result: page([]),
      },
    ]);
    await screen.findByText('Q2 review');
    fireEvent.change(screen.getByRole('textbox', { name: 'Filter by Campaign status' }), {
      target: { value: 'signed OFF' },
    });
    await waitFor(() => expect(screen.queryByText('Q2 review')).toBeNull());
    expect(screen.getByText('Signed off')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Filter by Campaign' }), {
      target: { value: 'Q2' },
    });
    expect(await screen.findByText('No rows match.')).toBeTruthy();
  });
});
