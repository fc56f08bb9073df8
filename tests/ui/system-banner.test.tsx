import type { MockLink } from '@apollo/client/testing';
import { useQuery } from '@apollo/client/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SystemBanner } from '../../src/ui/app/layout/system-banner.js';
import { SystemBanner_NotificationDocument } from '../../src/ui/gql/graphql.js';
import { CALLER_HANDLES_UNAUTHENTICATED } from '../../src/ui/lib/request-context.js';
import { renderWithProviders } from './support/render.js';

/**
 * Asks what the banner asks, the same way, so it shares the banner's one request: once it
 * shows the answer, the banner has received it too.
 */
function NoticeAnswered() {
  const { data } = useQuery(SystemBanner_NotificationDocument, {
    fetchPolicy: 'cache-and-network',
    context: CALLER_HANDLES_UNAUTHENTICATED,
  });
  return data ? <p>notice answered</p> : null;
}

/** The banner next to the probe; resolves once the notice query has been answered. */
async function renderAnswered(mocks: MockLink.MockedResponse[]): Promise<void> {
  renderWithProviders(
    <>
      <SystemBanner />
      <NoticeAnswered />
    </>,
    { mocks },
  );
  await screen.findByText('notice answered');
}

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

    expect(window.sessionStorage.length).toBe(1);
    await renderAnswered([notice(null)]);
    expect(screen.queryByRole('region', { name: 'System notification' })).toBeNull();
  });

  it('shows nothing when there is no notice', async () => {
    await renderAnswered([
      {
        request: { query: SystemBanner_NotificationDocument },
        result: { data: { systemNotification: null } },
      },
    ]);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
