import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { RUN_HISTORY_ROUTE } from '../../../src/domain/app-paths.js';
import { RunHistoryPage } from '../../../src/ui/features/reports/run-history-page.js';
import { RunHistoryPage_RunsDocument } from '../../../src/ui/gql/graphql.js';
import { renderWithProviders } from '../support/render.js';

const run = {
  __typename: 'ReportRun',
  id: '0b7c2b0e-1111-4222-8333-944455556666',
  status: 'succeeded',
  startedAt: '2026-03-10T10:00:00.000Z',
  rowCount: 4,
  fileType: 'csv',
  parameters: [
    { __typename: 'ReportParameterValue', name: 'eventTypes', values: ['success', 'failure'] },
  ],
  timeframe: { __typename: 'ReportTimeframe', preset: 'last7Days', startDate: null, endDate: null },
};

describe('Run History', () => {
  it('shows every value of a list parameter as words, under the parameter’s name, and when the run started', async () => {
    renderWithProviders(
      <Route path={RUN_HISTORY_ROUTE}>
        <RunHistoryPage />
      </Route>,
      {
        path: '/reports/sign-in-activity/history',
        mocks: [
          {
            request: {
              query: RunHistoryPage_RunsDocument,
              variables: { templateName: 'sign-in-activity', pageSize: 10, offset: 0 },
            },
            result: {
              data: {
                reportRuns: { __typename: 'ReportRunPage', totalCount: 1, runs: [run] },
              },
            },
          },
        ],
      },
    );
    expect(await screen.findByText('Event types: Successful, Failed')).toBeTruthy();
    // As "Month D, YYYY h:mm A", in the browser's time zone.
    expect(screen.getByText(/^March (9|10|11), 2026 \d{1,2}:\d{2} [AP]M$/)).toBeTruthy();
  });
});
