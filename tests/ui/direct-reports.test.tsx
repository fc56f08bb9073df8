import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { DIRECT_REPORT_ROUTE } from '../../src/domain/app-paths.js';
import { DirectReportDetailsPage } from '../../src/ui/features/direct-reports/direct-report-details-page.js';
import { DirectReportsPage } from '../../src/ui/features/direct-reports/direct-reports-page.js';
import {
  DirectReportDetailsPage_GrantsDocument,
  DirectReportDetailsPage_ReportDocument,
  DirectReportsPage_ReportsDocument,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

const bob = {
  __typename: 'GovernanceUser',
  id: 'u-2',
  userName: 'bob',
  displayName: 'Bob Jones',
  mail: 'bob@example.com',
};
const carol = { ...bob, id: 'u-3', userName: 'carol', displayName: 'Carol King', mail: null };

const reportsMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: DirectReportsPage_ReportsDocument },
  result,
});

const reportMock: MockLink.MockedResponse = {
  request: { query: DirectReportDetailsPage_ReportDocument, variables: { userId: 'u-2' } },
  result: { data: { directReport: bob } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const grantsMock = (
  grantType: string,
  names: string[],
  result?: MockLink.MockedResponse['result'],
): MockLink.MockedResponse => ({
  request: {
    query: DirectReportDetailsPage_GrantsDocument,
    variables: { userId: 'u-2', input: { grantType, search: null, pageSize: 10, page: 0 } },
  },
  result: result ?? {
    data: {
      directReportGrants: {
        __typename: 'GrantPage',
        total: names.length,
        rows: names.map((name, index) => ({
          __typename: 'Grant',
          id: `${grantType}-${index}`,
          grantType,
          grantedAt: '2026-02-01T09:00:00.000Z',
          expiryDate: null,
          source: 'role',
          item: {
            __typename: 'CatalogItem',
            id: `item-${grantType}-${index}`,
            type: grantType === 'account' ? 'application' : grantType,
            name,
            application: null,
          },
        })),
      },
    },
  },
});

const details = (path: string, mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(
    <Route path={DIRECT_REPORT_ROUTE}>
      <DirectReportDetailsPage />
    </Route>,
    { path, mocks: [reportMock, ...mocks] },
  );

describe('direct reports', () => {
  it('lists the reports, each leading to their accounts', async () => {
    renderWithProviders(<DirectReportsPage />, {
      mocks: [reportsMock({ data: { directReports: [bob, carol] } })],
    });
    const link = await screen.findByRole('link', { name: 'Bob Jones' });
    expect(link.getAttribute('href')).toBe('/my-reports/u-2/account');
    expect(screen.getByText('bob · bob@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Carol King' }).getAttribute('href')).toBe(
      '/my-reports/u-3/account',
    );
    expect(screen.getByText('carol')).toBeTruthy();
  });

  it('says when no one reports to the user', async () => {
    renderWithProviders(<DirectReportsPage />, {
      mocks: [reportsMock({ data: { directReports: [] } })],
    });
    expect(await screen.findByText('No one reports to you.')).toBeTruthy();
  });

  it('says when the reports could not be read', async () => {
    renderWithProviders(<DirectReportsPage />, {
      mocks: [reportsMock({ errors: [{ message: 'boom' }] })],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error getting direct reports.',
    );
  });
});

describe('direct report details', () => {
  it('shows the report’s accounts in the tab of the address', async () => {
    details('/my-reports/u-2/account', [grantsMock('account', ['Wiki', 'Payroll'])]);
    expect((await screen.findByRole('heading', { level: 1, name: 'Bob Jones' })).textContent).toBe(
      'Bob Jones',
    );
    const tabs = screen.getByRole('tablist', { name: 'Access' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Accounts', 'Roles', 'Entitlements']);
    expect(within(tabs).getByRole('tab', { name: 'Accounts' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const panel = screen.getByRole('tabpanel');
    const table = await within(panel).findByRole('grid', { name: 'Accounts' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByRole('rowheader', { name: 'Wiki' })).toBeTruthy();
  });

  it('moves to another tab by its address', async () => {
    const view = details('/my-reports/u-2/account', [
      grantsMock('account', ['Wiki']),
      grantsMock('role', ['Auditor']),
    ]);
    await screen.findByRole('grid', { name: 'Accounts' });
    fireEvent.click(screen.getByRole('tab', { name: 'Roles' }));
    await waitFor(() => expect(view.currentPath()).toBe('/my-reports/u-2/role'));
    const table = await screen.findByRole('grid', { name: 'Roles' });
    await within(table).findByRole('rowheader', { name: 'Auditor' });
    expect(screen.getByRole('tab', { name: 'Roles' }).getAttribute('aria-selected')).toBe('true');
  });

  it('goes to the accounts tab for an unknown access type', async () => {
    const view = details('/my-reports/u-2/groups', [grantsMock('account', [])]);
    await waitFor(() => expect(view.currentPath()).toBe('/my-reports/u-2/account'));
    expect(await screen.findByText('There is no access here yet.')).toBeTruthy();
  });

  it('says when the access could not be read', async () => {
    details('/my-reports/u-2/entitlement', [
      grantsMock('entitlement', [], { errors: [{ message: 'boom' }] }),
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "There was an error getting this direct report's access.",
    );
    expect(screen.getByRole('link', { name: 'Back to Direct Reports' }).getAttribute('href')).toBe(
      '/my-reports',
    );
  });
});
