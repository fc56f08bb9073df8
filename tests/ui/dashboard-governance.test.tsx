import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardPage, dashboardWidgets } from '../../src/ui/features/dashboard/dashboard-page.js';
import {
  ApplicationsWidget_ApplicationsDocument,
  Dashboard_MeDocument,
  GovernanceCards_CountsDocument,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

const meMock: MockLink.MockedResponse = {
  request: { query: Dashboard_MeDocument },
  result: { data: { me: { __typename: 'Me', id: 'u-1', displayName: 'Ann Smith' } } },
};

const countsMock: MockLink.MockedResponse = {
  request: { query: GovernanceCards_CountsDocument },
  result: {
    data: {
      governanceCounts: {
        __typename: 'GovernanceCounts',
        accessReviews: 1,
        pendingApprovals: 2,
        pendingRequests: 3,
      },
    },
  },
};

const failedCounts: MockLink.MockedResponse = {
  request: { query: GovernanceCards_CountsDocument },
  result: { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
};

const applicationsMock: MockLink.MockedResponse = {
  request: { query: ApplicationsWidget_ApplicationsDocument },
  result: {
    data: {
      workforceApplications: [
        {
          __typename: 'WorkforceApplication',
          id: 'app-1',
          name: 'Payroll',
          icon: null,
          launchUrl: 'https://payroll.example.com',
        },
        {
          __typename: 'WorkforceApplication',
          id: 'app-2',
          name: 'Wiki',
          icon: null,
          launchUrl: null,
        },
      ],
    },
  },
};

const GOVERNANCE_ON = { enabledFeatures: ['governance'] };

const card = (name: string) => screen.findByRole('region', { name });

describe('dashboard with governance on', () => {
  it('chooses its widgets from the enabled features', () => {
    expect(dashboardWidgets([])).toEqual(['welcome']);
    expect(dashboardWidgets(['workforce', 'governance'])).toEqual([
      'governance',
      'applications',
      'welcome',
    ]);
  });

  it('shows the three counts, each card leading to its screen', async () => {
    renderWithProviders(<DashboardPage />, {
      boot: GOVERNANCE_ON,
      mocks: [meMock, countsMock],
    });
    const expected = [
      ['Access Reviews', '1', 'View Access Reviews', '/access-reviews'],
      ['Pending Approvals', '2', 'View Pending Approvals', '/approvals'],
      ['Pending Requests', '3', 'View Pending Requests', '/my-requests'],
    ] as const;
    for (const [title, count, link, path] of expected) {
      const region = await card(title);
      await waitFor(() => expect(within(region).getByText(count)).toBeTruthy());
      expect(within(region).getByRole('link', { name: link }).getAttribute('href')).toBe(path);
    }
    expect(screen.getByRole('region', { name: 'Welcome to your account' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'My Applications' })).toBeNull();
  });

  it('says in each card that its count could not be read, and reads again on retry', async () => {
    renderWithProviders(<DashboardPage />, {
      boot: GOVERNANCE_ON,
      mocks: [meMock, failedCounts, countsMock],
    });
    const reviews = await card('Access Reviews');
    expect((await within(reviews).findByRole('alert')).textContent).toBe(
      'There was an error retrieving access reviews.',
    );
    const approvals = await card('Pending Approvals');
    expect(within(approvals).getByRole('alert').textContent).toBe(
      'There was an error retrieving pending approvals.',
    );
    const requests = await card('Pending Requests');
    expect(within(requests).getByRole('alert').textContent).toBe(
      'There was an error retrieving pending requests.',
    );
    fireEvent.click(within(requests).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(requests).getByText('3')).toBeTruthy());
    expect(within(reviews).queryByRole('alert')).toBeNull();
  });

  it('shows no governance card while governance is off', async () => {
    renderWithProviders(<DashboardPage />, { mocks: [meMock] });
    await screen.findByRole('region', { name: 'Welcome to your account' });
    expect(screen.queryByRole('region', { name: 'Pending Approvals' })).toBeNull();
  });
});

describe('dashboard application list', () => {
  it('lists the workforce applications, opening each in a new tab', async () => {
    renderWithProviders(<DashboardPage />, {
      boot: { enabledFeatures: ['workforce'] },
      mocks: [meMock, applicationsMock],
    });
    const region = await card('My Applications');
    const payroll = await within(region).findByRole('link', {
      name: 'Payroll (opens in a new tab)',
    });
    expect(payroll.getAttribute('href')).toBe('https://payroll.example.com');
    expect(payroll.getAttribute('target')).toBe('_blank');
    expect(within(region).getByText('Wiki').tagName).toBe('SPAN');
    expect(
      within(region).getByRole('link', { name: 'View all applications' }).getAttribute('href'),
    ).toBe('/applications');
  });

  it('says when the applications could not be read', async () => {
    renderWithProviders(<DashboardPage />, {
      boot: { enabledFeatures: ['workforce'] },
      mocks: [
        meMock,
        {
          request: { query: ApplicationsWidget_ApplicationsDocument },
          result: { errors: [{ message: 'boom' }] },
        },
      ],
    });
    const region = await card('My Applications');
    expect((await within(region).findByRole('alert')).textContent).toBe(
      'There was an error retrieving applications.',
    );
  });
});
