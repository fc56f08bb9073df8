import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExportPanel } from '../../../src/ui/features/reports/export-panel.js';
import { WithFeatureMessages } from '../../../src/ui/i18n/with-feature-messages.js';
import { reportsMessages } from '../../../src/ui/features/reports/messages.js';
import { ExportPanel_RequestDocument } from '../../../src/ui/gql/graphql.js';
import { renderWithProviders } from '../support/render.js';

const RUN_ID = '0b7c2b0e-1111-4222-8333-944455556666';

const requestMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: ExportPanel_RequestDocument, variables: { runId: RUN_ID, format: 'csv' } },
  result,
});

const available = {
  data: {
    requestReportExport: {
      __typename: 'ReportExport',
      exportId: `${RUN_ID}.csv`,
      status: 'available',
      fileName: 'sign-in-activity.csv',
      downloadPath: `/downloads/reports/${RUN_ID}.csv`,
    },
  },
};

const render = (mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(
    <WithFeatureMessages messages={reportsMessages}>
      <ExportPanel templateName="sign-in-activity" runId={RUN_ID} />
    </WithFeatureMessages>,
    { mocks },
  );

describe('report export', () => {
  it('offers the file once the export is available', async () => {
    render([requestMock(available)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByRole('button', { name: 'Download sign-in-activity.csv' }),
    ).toBeTruthy();
  });

  it('says the export failed, with a retry that asks again', async () => {
    render([requestMock({ errors: [{ message: 'boom' }] }), requestMock(available)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText(
        'There was an error exporting the report. Try again or contact your administrator.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: 'Download sign-in-activity.csv' }),
    ).toBeTruthy();
  });
});
