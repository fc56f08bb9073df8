import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { RUN_REPORT_ROUTE } from '../../../src/domain/app-paths.js';
import { RunReportPage } from '../../../src/ui/features/reports/run-report-page.js';
import {
  RunReportPage_RunDocument,
  RunReportPage_TemplateDocument,
  TemplateEditor_SaveDocument,
} from '../../../src/ui/gql/graphql.js';
import { renderWithProviders } from '../support/render.js';

const template = {
  __typename: 'ReportTemplate',
  name: 'User-Normal-View',
  rev: '1',
  description: "A user's usual sign-in attributes.",
  dataSource: 'signInAttributes',
  parameters: [{ __typename: 'ReportParameter', name: 'userName', required: true }],
  columns: [{ __typename: 'ReportColumn', name: 'category', label: 'Category', source: 'category' }],
  aggregates: [
    { __typename: 'ReportAggregate', name: 'count', label: 'Count', function: 'count', column: null },
  ],
  filters: [],
  sorting: [],
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

  it("refuses a definition naming a column its data source lacks before saving, with the reason", async () => {
    render([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit template' }));
    const definition = screen.getByRole('textbox', { name: /Definition/ });
    const edited = JSON.parse((definition as HTMLTextAreaElement).value) as Record<string, unknown>;
    fireEvent.change(definition, {
      target: {
        value: JSON.stringify({
          ...edited,
          columns: [{ name: 'hash', label: 'Hash', source: 'password_hash' }],
        }),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(
      await screen.findByText(/columns\.0\.source: The data source has no such column\./),
    ).toBeTruthy();
  });

  it('saves the definition by revision, and a second save sends the revision the first one made', async () => {
    const input = {
      description: template.description,
      dataSource: template.dataSource,
      parameters: [{ name: 'userName', required: true }],
      columns: [{ name: 'category', label: 'Category', source: 'category' }],
      aggregates: [{ name: 'count', label: 'Count', function: 'count', column: null }],
      filters: [],
      sorting: [],
    };
    const saveMock = (rev: string, next: string): MockLink.MockedResponse => ({
      request: {
        query: TemplateEditor_SaveDocument,
        variables: { name: template.name, rev, input },
      },
      result: { data: { saveReportTemplate: { ...template, rev: next } } },
    });
    render([saveMock('1', '2'), saveMock('2', '3')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit template' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('The template was saved.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(screen.queryByText('The template was saved.')).toBeNull());
    expect(await screen.findByText('The template was saved.')).toBeTruthy();
  });
});
