import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { RUN_REPORT_ROUTE } from '../../../src/domain/app-paths.js';
import { RunReportPage } from '../../../src/ui/features/reports/run-report-page.js';
import {
  RunReportPage_RunDocument,
  RunReportPage_TemplateDocument,
} from '../../../src/ui/gql/graphql.js';
import { renderWithProviders } from '../support/render.js';

const template = {
  __typename: 'ReportTemplate',
  name: 'User-Normal-View',
  description: "A user's usual sign-in attributes.",
  parameters: [{ __typename: 'ReportParameter', name: 'userName', required: true }],
};

const templateMock: MockLink.MockedResponse = {
  request: { query: RunReportPage_TemplateDocument, variables: { name: 'User-Normal-View' } },
  result: { data: { reportTemplate: template } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const runMock = (variables: Record<string, unknown>): MockLink.MockedResponse => ({
  request: { query: RunReportPage_RunDocument, variables },
  result: {
    data: { runReport: { __typename: 'ReportRun', id: 'run-1', status: 'running' } },
  },
});

const render = (mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(
    <Route path={RUN_REPORT_ROUTE}>
      <RunReportPage />
    </Route>,
    { path: '/reports/User-Normal-View', mocks: [templateMock, ...mocks] },
  );

describe('Run Report', () => {
  it("refuses the run without the template's required parameter", async () => {
    render([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Run report' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
  });

  it('sends the parameters and the default timeframe, then opens the run history', async () => {
    const { currentPath } = render([
      runMock({
        templateName: 'User-Normal-View',
        input: {
          parameters: [{ name: 'userName', values: ["'; drop table users; --"] }],
          timeframe: { preset: 'last7Days' },
        },
      }),
    ]);
    fireEvent.change(await screen.findByRole('textbox', { name: /User name/ }), {
      target: { value: "'; drop table users; --" },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Run report' }));
    await waitFor(() => expect(currentPath()).toBe('/reports/User-Normal-View/history'));
  });

  it('sends every chosen value of a list parameter', async () => {
    const activity = {
      ...template,
      name: 'sign-in-activity',
      parameters: [{ __typename: 'ReportParameter', name: 'eventTypes', required: true }],
    };
    const { currentPath } = renderWithProviders(
      <Route path={RUN_REPORT_ROUTE}>
        <RunReportPage />
      </Route>,
      {
        path: '/reports/sign-in-activity',
        mocks: [
          {
            request: {
              query: RunReportPage_TemplateDocument,
              variables: { name: 'sign-in-activity' },
            },
            result: { data: { reportTemplate: activity } },
          },
          runMock({
            templateName: 'sign-in-activity',
            input: {
              parameters: [{ name: 'eventTypes', values: ['success', 'failure'] }],
              timeframe: { preset: 'last7Days' },
            },
          }),
        ],
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Run report' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Successful' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Failed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Run report' }));
    await waitFor(() => expect(currentPath()).toBe('/reports/sign-in-activity/history'));
  });

  it('links to the template editor', async () => {
    render([]);
    expect((await screen.findByRole('link', { name: 'Edit template' })).getAttribute('href')).toBe(
      '/reports/User-Normal-View/edit',
    );
  });

  it('asks a template that requires a start date for a custom timeframe only', async () => {
    const between = {
      ...template,
      name: 'between',
      parameters: [{ __typename: 'ReportParameter', name: 'startDate', required: true }],
    };
    const { currentPath } = renderWithProviders(
      <Route path={RUN_REPORT_ROUTE}>
        <RunReportPage />
      </Route>,
      {
        path: '/reports/between',
        mocks: [
          {
            request: { query: RunReportPage_TemplateDocument, variables: { name: 'between' } },
            result: { data: { reportTemplate: between } },
          },
          runMock({
            templateName: 'between',
            input: {
              parameters: [],
              timeframe: { preset: 'custom', startDate: '2026-01-01', endDate: '2026-01-31' },
            },
          }),
        ],
      },
    );
    const timeframe = await screen.findByRole('button', { name: /Timeframe/ });
    expect(timeframe.textContent).toContain('Custom');
    fireEvent.click(timeframe);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Custom',
    ]);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    fireEvent.change(screen.getByRole('textbox', { name: /Start date/ }), {
      target: { value: '2026-01-01' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /End date/ }), {
      target: { value: '2026-01-31' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Run report' }));
    await waitFor(() => expect(currentPath()).toBe('/reports/between/history'));
  });

  it('refuses custom days beyond the range a report covers, with the translated bounds', async () => {
    const between = {
      ...template,
      name: 'between',
      parameters: [{ __typename: 'ReportParameter', name: 'startDate', required: true }],
    };
    renderWithProviders(
      <Route path={RUN_REPORT_ROUTE}>
        <RunReportPage />
      </Route>,
      {
        path: '/reports/between',
        mocks: [
          {
            request: { query: RunReportPage_TemplateDocument, variables: { name: 'between' } },
            result: { data: { reportTemplate: between } },
          },
        ],
      },
    );
    fireEvent.change(await screen.findByRole('textbox', { name: /Start date/ }), {
      target: { value: '2026-01-01' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /End date/ }), {
      target: { value: '9999-12-31' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Run report' }));
    expect(await screen.findByText('Enter a date before January 1, 3000.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Start date/ }).getAttribute('aria-invalid')).toBe(
      null,
    );
  });

  it('marks only the start date when it is no real day', async () => {
    renderWithProviders(
      <Route path={RUN_REPORT_ROUTE}>
        <RunReportPage />
      </Route>,
      {
        path: '/reports/between',
        mocks: [
          {
            request: { query: RunReportPage_TemplateDocument, variables: { name: 'between' } },
            result: {
              data: {
                reportTemplate: {
                  ...template,
                  name: 'between',
                  parameters: [
                    { __typename: 'ReportParameter', name: 'startDate', required: true },
                  ],
                },
              },
            },
          },
        ],
      },
    );
    fireEvent.change(await screen.findByRole('textbox', { name: /Start date/ }), {
      target: { value: '2026-13-45' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /End date/ }), {
      target: { value: '2026-01-01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Run report' }));
    expect(await screen.findByText('This value is not in the expected format.')).toBeTruthy();
    expect(screen.queryByText(/Enter a date after/)).toBeNull();
    expect(screen.getByRole('textbox', { name: /End date/ }).getAttribute('aria-invalid')).toBe(
      null,
    );
  });
});
