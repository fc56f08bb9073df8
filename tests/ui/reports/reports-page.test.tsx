import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportsPage } from '../../../src/ui/features/reports/reports-page.js';
import { ReportsPage_TemplatesDocument } from '../../../src/ui/gql/graphql.js';
import { renderWithProviders } from '../support/render.js';

describe('report templates list', () => {
  it('offers a new template, and a copy of each template', async () => {
    renderWithProviders(<ReportsPage />, {
      path: '/reports',
      mocks: [
        {
          request: { query: ReportsPage_TemplatesDocument, variables: { search: null } },
          result: {
            data: {
              reportTemplates: [
                {
                  __typename: 'ReportTemplate',
                  name: 'sign-in-activity',
                  description: 'Sign-in events by event type and day.',
                  dataSource: 'signInEvents',
                },
              ],
            },
          },
        },
      ],
    });
    const copy = await screen.findByRole('link', { name: 'Duplicate sign-in-activity' });
    expect(copy.getAttribute('href')).toBe('/reports/templates/new?from=sign-in-activity');
    expect(screen.getByRole('link', { name: 'New template' }).getAttribute('href')).toBe(
      '/reports/templates/new',
    );
  });
});
