import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SystemBanner } from '../../src/ui/app/layout/system-banner.js';
import { SystemBanner_NotificationDocument } from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

const notice = (details: string | null): MockLink.MockedResponse => ({
  request: { query: SystemBanner_NotificationDocument },
  result: {
    data: {
      systemNotification: {
        __typename: 'SystemNotification',
        message: 'Maintenance tonight',
        severity: 'warning',
        details,
      },
    },
  },
});

describe('system notification banner', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  it('shows the notice and opens its details in a dialog', async () => {
    renderWithProviders(<SystemBanner />, { mocks: [notice('From 22:00 to 23:00 UTC.')] });
    const banner = await screen.findByRole('region', { name: 'System notification' });
    expect(banner.textContent).toContain('Maintenance tonight');

    fireEvent.click(within(banner).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'System notification details' });
    expect(dialog.textContent).toContain('From 22:00 to 23:00 UTC.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no Details button when the notice has no details', async () => {
    renderWithProviders(<SystemBanner />, { mocks: [notice(null)] });
    const banner = await screen.findByRole('region', { name: 'System notification' });
    expect(within(banner).queryByRole('button', { name: 'Details' })).toBeNull();
  });

  it('stays dismissed for the rest of the browser session', async () => {
    const first = renderWithProviders(<SystemBanner />, { mocks: [notice(null)] });
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss system notification' }));
    expect(screen.queryByRole('region', { name: 'System notification' })).toBeNull();
    first.unmount();

    renderWithProviders(<SystemBanner />, { mocks: [notice(null)] });
    await waitFor(() => expect(window.sessionStorage.length).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'System notification' })).toBeNull();
  });

  it('shows nothing when there is no notice', async () => {
    renderWithProviders(<SystemBanner />, {
      mocks: [
        {
          request: { query: SystemBanner_NotificationDocument },
          result: { data: { systemNotification: null } },
        },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
