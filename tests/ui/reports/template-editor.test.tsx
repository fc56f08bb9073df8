import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import {
  EDIT_REPORT_TEMPLATE_ROUTE,
  NEW_REPORT_TEMPLATE_PATH,
} from '../../../src/domain/app-paths.js';
import { TemplateEditorPage } from '../../../src/ui/features/reports/template-editor-page.js';
import {
  TemplateEditorPage_TemplateDocument,
  TemplateForm_SaveDocument,
} from '../../../src/ui/gql/graphql.js';
import { renderWithProviders } from '../support/render.js';

const stored = (rev: string) => ({
  __typename: 'ReportTemplate',
  name: 'sign-in-activity',
  rev,
  description: 'Sign-in events by event type and day.',
  dataSource: 'signInEvents',
  parameters: [{ __typename: 'ReportParameter', name: 'eventTypes', required: false }],
  columns: [{ __typename: 'ReportColumn', name: 'day', label: 'Day', source: 'day' }],
  aggregates: [
    {
      __typename: 'ReportAggregate',
      name: 'count',
      label: 'Events',
      function: 'count',
      column: null,
    },
  ],
  filters: [],
  sorting: [{ __typename: 'ReportSort', column: 'day', direction: 'desc' }],
});

/** The stored definition as the editor sends it back, with a column added. */
const withUserColumn = {
  description: 'Sign-in events by event type and day.',
  dataSource: 'signInEvents',
  parameters: [{ name: 'eventTypes', required: false }],
  columns: [
    { name: 'day', label: 'Day', source: 'day' },
    { name: 'eventType', label: 'eventType', source: 'eventType' },
  ],
  aggregates: [{ name: 'count', label: 'Events', function: 'count', column: null }],
  filters: [],
  sorting: [{ column: 'day', direction: 'desc' }],
};

const templateMock = (rev: string): MockLink.MockedResponse => ({
  request: { query: TemplateEditorPage_TemplateDocument, variables: { name: 'sign-in-activity' } },
  result: { data: { reportTemplate: stored(rev) } },
});

const saveMock = (
  variables: Record<string, unknown>,
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse => ({
  request: { query: TemplateForm_SaveDocument, variables },
  result,
});

const render = (path: string, mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(
    <Switch>
      <Route path={NEW_REPORT_TEMPLATE_PATH}>
        <TemplateEditorPage />
      </Route>
      <Route path={EDIT_REPORT_TEMPLATE_ROUTE}>
        <TemplateEditorPage />
      </Route>
    </Switch>,
    { path, mocks },
  );

async function choose(scope: HTMLElement, select: RegExp, option: string) {
  fireEvent.click(within(scope).getByRole('button', { name: select }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const row = (name: string) => screen.getByRole('group', { name });

describe('report template editor', () => {
  it('adds a column from the data source and saves the template at its revision', async () => {
    render('/reports/sign-in-activity/edit', [
      templateMock('4'),
      saveMock(
        { name: 'sign-in-activity', rev: '4', input: withUserColumn },
        { data: { saveReportTemplate: stored('5') } },
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add column' }));
    const added = row('Column 2');
    expect(within(added).getByRole('textbox', { name: 'Name' })).toHaveProperty(
      'value',
      'eventType',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(added).getByRole('button', { name: /Source column/ }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('The template was saved.')).toBeTruthy();
  });

  it('refuses, as it is chosen, a sum over a column that is not numeric', async () => {
    render('/reports/sign-in-activity/edit', [templateMock('4')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add aggregate' }));
    const aggregate = row('Aggregate 2');
    expect(within(aggregate).queryByRole('button', { name: /Column$/ })).toBeNull();
    await choose(aggregate, /Function/, 'Sum');
    await choose(aggregate, /Column$/, 'day (day)');
    expect(within(aggregate).getByText('Sum and average need a numeric column.')).toBeTruthy();
    await choose(aggregate, /Function/, 'Maximum');
    expect(within(aggregate).queryByText('Sum and average need a numeric column.')).toBeNull();
  });

  it('after a stale revision, loads the latest one and saves the edits at it', async () => {
    render('/reports/sign-in-activity/edit', [
      templateMock('4'),
      saveMock(
        { name: 'sign-in-activity', rev: '4', input: withUserColumn },
        { errors: [{ message: 'changed', extensions: { code: 'CONFLICT' } }] },
      ),
      templateMock('6'),
      saveMock(
        { name: 'sign-in-activity', rev: '6', input: withUserColumn },
        { data: { saveReportTemplate: stored('7') } },
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add column' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Someone else saved this template since you opened it.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load the latest version' }));
    expect(await screen.findByText(/The latest version is loaded/)).toBeTruthy();
    expect(row('Column 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('The template was saved.')).toBeTruthy();
  });

  it("shows the platform's reason for refusing a definition at its field", async () => {
    render('/reports/sign-in-activity/edit', [
      templateMock('4'),
      saveMock(
        { name: 'sign-in-activity', rev: '4', input: withUserColumn },
        {
          errors: [
            {
              message: 'Invalid report template',
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: [
                  { field: 'columns.1.source', message: 'reporting.validation.unknownColumn' },
                ],
              },
            },
          ],
        },
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add column' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(
      await within(row('Column 2')).findByText('The data source has no such column.'),
    ).toBeTruthy();
  });

  it('creates a copy of a template under a new name, then opens it', async () => {
    const { currentPath } = render('/reports/templates/new?from=sign-in-activity', [
      templateMock('4'),
      saveMock(
        {
          name: 'weekly-sign-ins',
          rev: null,
          input: { ...withUserColumn, columns: withUserColumn.columns.slice(0, 1) },
        },
        { data: { saveReportTemplate: { ...stored('1'), name: 'weekly-sign-ins' } } },
      ),
    ]);
    const name = await screen.findByRole('textbox', { name: /Template name/ });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Use letters, digits, - and _ (up to 64).')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Some fields need your attention.');
    fireEvent.change(name, { target: { value: 'weekly-sign-ins' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(currentPath()).toBe('/reports/weekly-sign-ins'));
  });

  it('starts a new template empty and asks for a column before saving', async () => {
    render(NEW_REPORT_TEMPLATE_PATH, []);
    fireEvent.change(await screen.findByRole('textbox', { name: /Template name/ }), {
      target: { value: 'accounts' },
    });
    expect(screen.getByText('No columns yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Add at least one column or aggregate.')).toBeTruthy();
  });

  it('moves and removes rows by keyboard-reachable buttons, the focus going to Add after a removal', async () => {
    render('/reports/sign-in-activity/edit', [templateMock('4')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add column' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Column 2 up' }));
    expect(within(row('Column 1')).getByRole('textbox', { name: 'Name' })).toHaveProperty(
      'value',
      'eventType',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Column 1' }));
    expect(within(row('Column 1')).getByRole('textbox', { name: 'Name' })).toHaveProperty(
      'value',
      'day',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add column' })),
    );
  });
});
