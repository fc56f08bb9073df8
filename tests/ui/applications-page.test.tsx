import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../src/ui/app/route-view.js';
import { ApplicationsPage } from '../../src/ui/features/applications/applications-page.js';
import { ApplicationsPage_ApplicationsDocument } from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';
import { signedInShellMocks } from './support/shell-mocks.js';

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';

const application = (
  id: string,
  name: string,
  launchUrl: string | null,
  icon: string | null = ICON,
) => ({
  __typename: 'WorkforceApplication',
  id,
  name,
  description: `${name} for everyone.`,
  icon,
  launchUrl,
});

function applications(list: unknown[]): MockLink.MockedResponse {
  return {
    request: { query: ApplicationsPage_ApplicationsDocument },
    result: { data: { workforceApplications: list } },
  };
}

describe('/applications', () => {
  it('is Not Found while the workforce feature is off', async () => {
    renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/applications',
      mocks: signedInShellMocks,
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
  });

  it('shows a tile with a launch link per application when the feature is on', async () => {
    renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/applications',
      boot: { enabledFeatures: ['workforce'] },
      mocks: [
        ...signedInShellMocks,
        applications([
          application('app-mail', 'Corporate Mail', 'https://mail.example.com/'),
          application('app-hr', 'HR Portal', 'https://hr.example.com/', null),
        ]),
      ],
    });
    const mail = await screen.findByRole('link', { name: /^Corporate Mail/ });
    expect(mail.getAttribute('href')).toBe('https://mail.example.com/');
    expect(mail.getAttribute('target')).toBe('_blank');
    expect(mail.getAttribute('rel')).toBe('noopener noreferrer');
    expect(mail.textContent).toContain('(opens in a new tab)');
    expect(screen.getByRole('link', { name: /^HR Portal/ }).getAttribute('href')).toBe(
      'https://hr.example.com/',
    );
    expect(screen.getByText('Corporate Mail for everyone.')).toBeTruthy();
    const navigation = screen.getByRole('navigation');
    expect(within(navigation).getByRole('link', { name: 'Applications' })).toBeTruthy();
  });
});

describe('ApplicationsPage', () => {
  it('says so when no application is assigned', async () => {
    renderWithProviders(<ApplicationsPage />, { mocks: [applications([])] });
    expect(await screen.findByText('No applications have been assigned to you yet.')).toBeTruthy();
  });

  it('names an application without a launch address, without a link', async () => {
    renderWithProviders(<ApplicationsPage />, {
      mocks: [applications([application('app-x', 'Ledger', null)])],
    });
    expect(await screen.findByText('This application has no address to open.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Ledger' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the retrieval error and a way to try again', async () => {
    renderWithProviders(<ApplicationsPage />, {
      mocks: [
        {
          request: { query: ApplicationsPage_ApplicationsDocument },
          result: { errors: [{ message: 'boom', extensions: { code: 'NOT_FOUND' } }] },
        },
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error retrieving applications.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
