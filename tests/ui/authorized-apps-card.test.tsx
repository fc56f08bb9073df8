import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthorizedAppsCard } from '../../src/ui/features/authorized-apps/authorized-apps-card.js';
import {
  AuthorizedAppsCard_AppsDocument,
  AuthorizedAppsCard_RevokeDocument,
} from '../../src/ui/gql/graphql.js';
import { answer, failure, mutation } from './devices-fixtures.js';
import { renderWithProviders } from './support/render.js';

const app = (clientId: string, name: string, expiryDateTime: string | null) => ({
  __typename: 'AuthorizedApp',
  clientId,
  name,
  scopes: ['openid', 'profile', 'email'],
  expiryDateTime,
});

const PORTAL = app('portal', 'Wide World Portal', '2026-06-04T10:00:00.000Z');
const CRM = app('crm', 'Customer Hub', null);
const CONSOLE = app('end-user-ui', 'End User UI', null);

const region = () => screen.findByRole('region', { name: 'Authorized applications' });

describe('authorized applications card', () => {
  it('lists the consented applications without this console, with scopes and end of access', async () => {
    renderWithProviders(<AuthorizedAppsCard />, {
      mocks: [answer(AuthorizedAppsCard_AppsDocument, { authorizedApps: [PORTAL, CONSOLE, CRM] })],
    });
    const card = await region();
    await within(card).findByText('Wide World Portal');
    expect(
      within(card)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Wide World Portal', 'Customer Hub']);
    expect(within(card).queryByText('End User UI')).toBeNull();
    const portal = within(card).getAllByRole('listitem')[0]!;
    expect(within(portal).getByText('openid')).toBeTruthy();
    expect(within(portal).getByText('email')).toBeTruthy();
    expect(within(portal).getByText(/^June 4, 2026/)).toBeTruthy();
    expect(within(card).getByText('No end date')).toBeTruthy();
  });

  it('revokes an application once the user confirms', async () => {
    const sent: Record<string, unknown>[] = [];
    renderWithProviders(<AuthorizedAppsCard />, {
      mocks: [
        answer(AuthorizedAppsCard_AppsDocument, { authorizedApps: [PORTAL, CRM] }),
        mutation(AuthorizedAppsCard_RevokeDocument, sent, {
          data: { revokeAuthorizedApp: [CRM] },
        }),
      ],
    });
    const card = await region();
    fireEvent.click(
      await within(card).findByRole('button', { name: 'Revoke access for Wide World Portal' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke access' });
    expect(dialog.textContent).toContain('Revoke access for “Wide World Portal”?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke access' }));
    await waitFor(() => expect(within(card).queryByText('Wide World Portal')).toBeNull());
    expect(sent).toEqual([{ clientId: 'portal' }]);
    expect(within(card).getByText('Customer Hub')).toBeTruthy();
    expect(await screen.findByText('Access revoked.')).toBeTruthy();
  });

  it('keeps the dialog open with the error when revoking fails', async () => {
    renderWithProviders(<AuthorizedAppsCard />, {
      mocks: [
        answer(AuthorizedAppsCard_AppsDocument, { authorizedApps: [PORTAL] }),
        mutation(AuthorizedAppsCard_RevokeDocument, [], {
          errors: [{ message: 'gone', extensions: { code: 'NOT_FOUND' } }],
        }),
      ],
    });
    const card = await region();
    fireEvent.click(
      await within(card).findByRole('button', { name: 'Revoke access for Wide World Portal' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke access' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke access' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'There was an error revoking access for this application.',
    );
    expect(within(card).getByText('Wide World Portal')).toBeTruthy();
  });

  it('says when there is nothing to show, and when the list cannot be read', async () => {
    renderWithProviders(<AuthorizedAppsCard />, {
      mocks: [answer(AuthorizedAppsCard_AppsDocument, { authorizedApps: [CONSOLE] })],
    });
    expect(
      await within(await region()).findByText('You have not authorized any applications.'),
    ).toBeTruthy();
  });

  it('shows the load error with a way to try again', async () => {
    renderWithProviders(<AuthorizedAppsCard />, {
      mocks: [
        failure(AuthorizedAppsCard_AppsDocument, 'NOT_FOUND'),
        answer(AuthorizedAppsCard_AppsDocument, { authorizedApps: [PORTAL] }),
      ],
    });
    const card = await region();
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'There was an error retrieving your authorized applications.',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('Wide World Portal')).toBeTruthy();
  });
});
