import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../../src/ui/features/dashboard/dashboard-page.js';
import { Dashboard_MeDocument } from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

const me = { __typename: 'Me', id: 'u-1', displayName: 'Ann Smith' };

describe('DashboardPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 4, 17, 15, 30));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('greets the user by display name for the time of day', async () => {
    renderWithProviders(<DashboardPage />, {
      mocks: [{ request: { query: Dashboard_MeDocument }, result: { data: { me } } }],
    });
    expect(screen.getByRole('status').textContent).toContain('Loading');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Good afternoon, Ann Smith');
  });

  it('offers the welcome widget with a link to the profile', async () => {
    renderWithProviders(<DashboardPage />, {
      mocks: [{ request: { query: Dashboard_MeDocument }, result: { data: { me } } }],
    });
    const link = await screen.findByRole('link', { name: 'Edit your profile' });
    expect(link.getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('region', { name: 'Welcome to your account' }).textContent).toContain(
      'Manage your personal information',
    );
  });

  it('points to the profile when no widget is available', async () => {
    renderWithProviders(<DashboardPage widgets={[]} />, {
      mocks: [{ request: { query: Dashboard_MeDocument }, result: { data: { me } } }],
    });
    const link = await screen.findByRole('link', { name: 'Go to your profile' });
    expect(link.getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says the server could not be reached when the gateway is unavailable', async () => {
    renderWithProviders(<DashboardPage />, {
      mocks: [
        {
          request: { query: Dashboard_MeDocument },
          result: { errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] },
        },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Issue connecting to the server.');
  });
});
