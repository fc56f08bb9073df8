import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { encodeAmData } from '../../src/domain/social-link.js';
import { LoginPage } from '../../src/ui/features/login/login-page.js';
import { HandleOAuthPage } from '../../src/ui/features/oauth-return/handle-oauth-page.js';
import { OAuthReturnPage } from '../../src/ui/features/oauth-return/oauth-return-page.js';
import {
  LoginPage_AuthenticateDocument,
  SocialLinkCompletion_CompleteDocument,
  type AuthenticateInput,
} from '../../src/ui/gql/graphql.js';
import { leaveForSocialSignIn } from '../../src/ui/lib/social-sign-in-round-trip.js';
import { endSocialSignIn, pendingProviderResponse } from '../../src/ui/lib/social-sign-in.js';
import { renderWithProviders } from './support/render.js';

const LINKED = {
  __typename: 'SocialProvider',
  id: 'acme',
  displayName: 'Acme ID',
  linked: true,
  identity: {
    __typename: 'SocialIdentity',
    subject: 'ada-subject',
    email: 'ada@acme.example',
    linkedAt: '2026-03-14T09:30:00.000Z',
  },
};

function completion(
  sent: Record<string, unknown>[],
  outcome: { data: unknown } | { extensions: Record<string, unknown> },
): MockLink.MockedResponse {
  return {
    request: {
      query: SocialLinkCompletion_CompleteDocument,
      variables: (variables: Record<string, unknown>) => {
        sent.push(variables);
        return true;
      },
    },
    result:
      'data' in outcome
        ? { data: outcome.data as Record<string, unknown> }
        : { errors: [{ message: 'refused', extensions: outcome.extensions }] as never },
  };
}

/** The sign-in page's journey: records what each call sends, and answers with a step. */
function authenticate(sent: AuthenticateInput[]): MockLink.MockedResponse {
  return {
    request: {
      query: LoginPage_AuthenticateDocument,
      variables: (variables: Record<string, unknown>) => {
        sent.push(variables['input'] as AuthenticateInput);
        return true;
      },
    },
    result: {
      data: {
        authenticate: {
          __typename: 'JourneyStep',
          stage: null,
          header: 'Choose a username',
          description: null,
          callbacks: [
            {
              __typename: 'Callback',
              type: 'NameCallback',
              output: [{ __typename: 'NameValue', name: 'prompt', value: 'User Name' }],
              input: [{ __typename: 'NameValue', name: 'IDToken1', value: '' }],
            },
          ],
        },
      },
    },
  };
}

/** The provider's answer as each return screen receives it: a query, or amData. */
const RETURNS = [
  ['/oauthReturn', (answer: URLSearchParams) => `/oauthReturn?${answer.toString()}`],
  ['/handleOAuth/{amData}', (answer: URLSearchParams) => `/handleOAuth/${encodeAmData(answer)}`],
] as const;

function renderReturn(path: string, mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <>
      <Route path="/oauthReturn">
        <OAuthReturnPage />
      </Route>
      <Route path="/handleOAuth/:amData">
        <HandleOAuthPage />
      </Route>
      <Route path="/login">
        <LoginPage />
      </Route>
      <Route path="/profile">
        <h1>Profile</h1>
      </Route>
      <Route path="/dashboard">
        <h1>Dashboard</h1>
      </Route>
    </>,
    { path, mocks },
  );
}

describe('the OAuth return screens', () => {
  it('completes a link from /oauthReturn, then shows the profile with a toast', async () => {
    const sent: Record<string, unknown>[] = [];
    const view = renderReturn('/oauthReturn?code=c0de&state=st4te&iss=https%3A%2F%2Facme', [
      completion(sent, { data: { completeSocialLink: LINKED } }),
    ]);
    expect(await screen.findByRole('progressbar', { name: 'Linking your account…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(view.currentPath()).toBe('/profile');
    expect((await screen.findByRole('status')).textContent).toContain(
      'Acme ID is now linked to your account.',
    );
    expect(sent).toEqual([{ input: { state: 'st4te', code: 'c0de', iss: 'https://acme' } }]);
  });

  it('shows the spec message, with a way back, when the ID is linked to someone else', async () => {
    const view = renderReturn('/oauthReturn?code=c&state=s', [
      completion([], { extensions: { code: 'CONFLICT', reason: 'SUBJECT_IN_USE' } }),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('That ID is already in use.');
    expect(alert.textContent).toContain('already linked to another user');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Your account was not linked',
    );
    expect(screen.getByRole('link', { name: 'Back to profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(view.currentPath()).toBe('/oauthReturn?code=c&state=s');
  });

  it('explains a link cancelled at the provider', async () => {
    const sent: Record<string, unknown>[] = [];
    renderReturn('/oauthReturn?error=access_denied&state=s', [
      completion(sent, { extensions: { code: 'BAD_USER_INPUT', reason: 'ACCESS_DENIED' } }),
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Linking was cancelled at the provider. Nothing was changed.',
    );
    expect(sent).toEqual([{ input: { state: 's', error: 'access_denied' } }]);
  });

  it('explains an expired or replayed answer', async () => {
    renderReturn('/oauthReturn?code=c&state=s', [
      completion([], { extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_STATE' } }),
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link request has expired or was already used. Start again from your profile.',
    );
  });

  it('completes a link whose answer came as /handleOAuth/{amData}', async () => {
    const sent: Record<string, unknown>[] = [];
    const amData = encodeAmData(new URLSearchParams({ state: 'st4te', code: 'c0de' }));
    const view = renderReturn(`/handleOAuth/${amData}`, [
      completion(sent, { data: { completeSocialLink: LINKED } }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(view.currentPath()).toBe('/profile');
    expect(sent).toEqual([{ input: { state: 'st4te', code: 'c0de' } }]);
  });

  it('refuses amData that is not an authorization response, without calling the gateway', async () => {
    const sent: Record<string, unknown>[] = [];
    renderReturn('/handleOAuth/bm90LWpzb24', [completion(sent, { data: {} })]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The answer from the provider could not be read. Start again from your profile.',
    );
    expect(sent).toEqual([]);
  });

  it('goes on to the dashboard for a return that carries no state', async () => {
    const view = renderReturn('/oauthReturn', []);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    await waitFor(() => expect(view.currentPath()).toBe('/dashboard'));
  });

  describe('back from a social sign-in', () => {
    afterEach(() => {
      endSocialSignIn();
      vi.restoreAllMocks();
    });

    it.each(RETURNS)(
      'loads the sign-in page that left for the provider anew from %s, in its realm',
      async (_screen, returnPath) => {
        const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
        leaveForSocialSignIn('?realm=alpha', 'https://idp.example/authorize?state=s1');
        const signIn: AuthenticateInput[] = [];
        const links: Record<string, unknown>[] = [];
        renderReturn(returnPath(new URLSearchParams({ state: 's1', code: 'c1' })), [
          authenticate(signIn),
          completion(links, { data: { completeSocialLink: LINKED } }),
        ]);
        expect(await screen.findByRole('heading', { name: 'Completing sign-in…' })).toBeTruthy();
        await waitFor(() => expect(replace).toHaveBeenCalledWith('/login?realm=alpha'));
        expect(pendingProviderResponse()).toEqual({ state: 's1', code: 'c1' });
        expect(signIn).toEqual([]);
        expect(links).toEqual([]);
      },
    );

    it('resumes the journey there with the answer, once, and forgets it', async () => {
      leaveForSocialSignIn('?realm=alpha', 'https://idp.example/authorize?state=s1');
      vi.spyOn(window.location, 'replace').mockImplementation(() => {});
      renderReturn('/oauthReturn?state=s1&code=c1', []).unmount();
      const signIn: AuthenticateInput[] = [];
      renderWithProviders(<LoginPage />, {
        path: '/login?realm=alpha',
        boot: { realm: 'alpha' },
        mocks: [authenticate(signIn)],
      });
      expect(await screen.findByRole('heading', { name: 'Choose a username' })).toBeTruthy();
      expect(signIn).toEqual([
        {
          realm: 'alpha',
          tree: null,
          goto: null,
          suspendedId: null,
          callbacks: [{ type: 'RedirectCallback', input: [] }],
          providerResponse: { state: 's1', code: 'c1' },
        },
      ]);
      await waitFor(() => expect(pendingProviderResponse()).toBeNull());
      const stored = JSON.stringify({ ...sessionStorage });
      expect(stored).not.toContain('s1');
      expect(stored).not.toContain('c1');
    });

    it.each(RETURNS)(
      'completes a link from %s when the answer is not for the sign-in that left',
      async (_screen, returnPath) => {
        leaveForSocialSignIn('?realm=alpha', 'https://idp.example/authorize?state=s1');
        const signIn: AuthenticateInput[] = [];
        const links: Record<string, unknown>[] = [];
        const view = renderReturn(
          returnPath(new URLSearchParams({ state: 'st4te', code: 'c0de' })),
          [authenticate(signIn), completion(links, { data: { completeSocialLink: LINKED } })],
        );
        expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
        expect(view.currentPath()).toBe('/profile');
        expect(links).toEqual([{ input: { state: 'st4te', code: 'c0de' } }]);
        expect(signIn).toEqual([]);
        expect(pendingProviderResponse()).toBeNull();
      },
    );
  });
});
