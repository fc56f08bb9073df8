import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveForProvider } from '../../src/ui/features/social/leave-for-provider.js';
import { SocialIdentitiesCard } from '../../src/ui/features/social/social-identities-card.js';
import {
  SocialIdentitiesCard_ProvidersDocument,
  SocialIdentitiesCard_StartLinkDocument,
  SocialIdentitiesCard_UnlinkDocument,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

vi.mock('../../src/ui/features/social/leave-for-provider.js', () => ({
  leaveForProvider: vi.fn(),
}));

afterEach(() => {
  vi.mocked(leaveForProvider).mockReset();
});

const LINKED_AT = '2026-03-14T09:30:00.000Z';

const provider = (id: string, displayName: string, email: string | null | undefined) => ({
  __typename: 'SocialProvider',
  id,
  displayName,
  buttonColor: '#4b2bbf',
  buttonTextColor: '#ffffff',
  enabled: true,
  linked: email !== undefined,
  identity:
    email === undefined
      ? null
      : { __typename: 'SocialIdentity', subject: `${id}-subject`, email, linkedAt: LINKED_AT },
});

const ACME_LINKED = provider('acme', 'Acme ID', 'ada@acme.example');
const ACME = provider('acme', 'Acme ID', undefined);
const GLOBEX_LINKED = provider('globex', 'Globex', null);

function answer(query: DocumentNode, data: unknown): MockLink.MockedResponse {
  return { request: { query }, result: { data: data as Record<string, unknown> } };
}

function refusal(
  query: DocumentNode,
  extensions: Record<string, unknown>,
): MockLink.MockedResponse {
  return {
    request: { query, variables: () => true },
    result: { errors: [{ message: 'refused', extensions }] as never },
  };
}

function recorded(
  query: DocumentNode,
  sent: Record<string, unknown>[],
  data: unknown,
): MockLink.MockedResponse {
  return {
    request: {
      query,
      variables: (variables: Record<string, unknown>) => {
        sent.push(variables);
        return true;
      },
    },
    result: { data: data as Record<string, unknown> },
  };
}

const card = () => screen.findByRole('region', { name: 'Social sign-in' });

describe('social identities card', () => {
  it('shows each provider as linked, with the email and date, or not linked', async () => {
    renderWithProviders(<SocialIdentitiesCard />, {
      mocks: [
        answer(SocialIdentitiesCard_ProvidersDocument, {
          socialProviders: [ACME, GLOBEX_LINKED],
        }),
      ],
    });
    const region = await card();
    const [acme, globex] = await within(region).findAllByRole('listitem');
    expect(within(acme!).getByRole('heading', { level: 3 }).textContent).toBe('Acme ID');
    expect(within(acme!).getByText('Not linked')).toBeTruthy();
    expect(within(acme!).getByRole('button', { name: 'Link Acme ID' })).toBeTruthy();
    expect(within(globex!).getByText('Linked')).toBeTruthy();
    expect(within(globex!).getByText('Since March 14, 2026')).toBeTruthy();
    expect(within(globex!).getByRole('button', { name: 'Unlink Globex' })).toBeTruthy();
  });

  it('shows a loading state, then the empty state', async () => {
    renderWithProviders(<SocialIdentitiesCard />, {
      mocks: [answer(SocialIdentitiesCard_ProvidersDocument, { socialProviders: [] })],
    });
    const region = await card();
    expect(within(region).getByRole('status').textContent).toBe('Loading…');
    expect(
      await within(region).findByText('No social sign-in providers are available.'),
    ).toBeTruthy();
  });

  it('explains a failed load and tries again', async () => {
    renderWithProviders(<SocialIdentitiesCard />, {
      mocks: [
        refusal(SocialIdentitiesCard_ProvidersDocument, { code: 'NOT_FOUND' }),
        answer(SocialIdentitiesCard_ProvidersDocument, { socialProviders: [ACME] }),
      ],
    });
    const region = await card();
    expect((await within(region).findByRole('alert')).textContent).toBe(
      'There was an error retrieving your social sign-in providers.',
    );
    fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByRole('button', { name: 'Link Acme ID' })).toBeTruthy();
  });

  it('starts a link and sends the browser to the provider', async () => {
    const sent: Record<string, unknown>[] = [];
    const authorizeUrl = 'http://127.0.0.1:8081/social/acme/auth?state=s';
    renderWithProviders(<SocialIdentitiesCard />, {
      mocks: [
        answer(SocialIdentitiesCard_ProvidersDocument, { socialProviders: [ACME] }),
        recorded(SocialIdentitiesCard_StartLinkDocument, sent, {
          startSocialLink: { __typename: 'SocialLinkStart', provider: 'acme', authorizeUrl },
        }),
      ],
    });
    const link = await within(await card()).findByRole('button', { name: 'Link Acme ID' });
    fireEvent.click(link);
    await waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith(authorizeUrl));
    expect(sent).toEqual([{ provider: 'acme' }]);
    expect(link.hasAttribute('disabled')).toBe(true);
  });

  it('says so when the provider is already linked', async () => {
    renderWithProviders(<SocialIdentitiesCard />, {
      mocks: [
        answer(SocialIdentitiesCard_ProvidersDocument, { socialProviders: [ACME] }),
        refusal(SocialIdentitiesCard_StartLinkDocument, {
          code: 'CONFLICT',
          reason: 'ALREADY_LINKED',
        }),
        answer(SocialIdentitiesCard_ProvidersDocument, { socialProviders: [ACME_LINKED] }),
      ],
    });
    const region = await card();
    fireEvent.click(await within(region).findByRole('button', { name: 'Link Acme ID' }));
    expect((await within(region).findByRole('alert')).textContent).toBe(
      'Acme ID is already linked to your account.',
    );
    expect(await within(region).findByText('Linked as ada@acme.example')).toBeTruthy();
    expect(leaveForProvider).not.toHaveBeenCalled();
  });

  it('unlinks only after confirmation, then shows the provider as not linked', async () => {
    const sent: Record<string, unknown>[] = [];
    renderWithProviders(<SocialIdentitiesCard />, {
      mocks: [
        answer(SocialIdentitiesCard_ProvidersDocument, { socialProviders: [ACME_LINKED] }),
        recorded(SocialIdentitiesCard_UnlinkDocument, sent, { unlinkSocialIdentity: [ACME] }),
      ],
    });
    const region = await card();
    expect(await within(region).findByText('Linked as ada@acme.example')).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: 'Unlink Acme ID' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unlink Acme ID?' });
    expect(dialog.textContent).toContain('You will no longer be able to sign in with Acme ID.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.click(within(region).getByRole('button', { name: 'Unlink Acme ID' }));
    const again = await screen.findByRole('alertdialog', { name: 'Unlink Acme ID?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('Acme ID is no longer linked to your account.')).toBeTruthy();
    expect(sent).toEqual([{ provider: 'acme' }]);
    expect(await within(region).findByText('Not linked')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the dialog open with the reason when unlinking fails', async () => {
    renderWithProviders(<SocialIdentitiesCard />, {
      mocks: [
        answer(SocialIdentitiesCard_ProvidersDocument, { socialProviders: [ACME_LINKED] }),
        refusal(SocialIdentitiesCard_UnlinkDocument, { code: 'FORBIDDEN' }),
      ],
    });
    const region = await card();
    fireEvent.click(await within(region).findByRole('button', { name: 'Unlink Acme ID' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unlink Acme ID?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Error unlinking Acme ID. Please try again.',
    );
    expect(within(region).getByText('Linked as ada@acme.example')).toBeTruthy();
  });
});
