import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../src/ui/features/login/login-page.js';
import { THEME_ID_KEY } from '../../src/ui/lib/browser-storage.js';
import {
  LoginPage_AuthenticateDocument,
  type AuthenticateInput,
} from '../../src/ui/gql/graphql.js';
import {
  credentialsStep,
  journeyCallback,
  signInStepWithProviders,
} from './support/journey-steps.js';
import { renderWithProviders } from './support/render.js';

const REMEMBERED = 'identity-console.remembered-username';

const authenticate = (
  matches: (input: AuthenticateInput) => boolean,
  outcome: { data: unknown } | { errors: unknown[] },
): MockLink.MockedResponse => ({
  request: {
    query: LoginPage_AuthenticateDocument,
    variables: (variables: Record<string, unknown>) =>
      matches(variables['input'] as AuthenticateInput),
  },
  result:
    'data' in outcome
      ? { data: { authenticate: outcome.data } }
      : { errors: outcome.errors as never },
});

const signInChoiceStep = signInStepWithProviders([
  { provider: 'acme', uiConfig: { buttonDisplayName: 'Acme ID' } },
]);

const isStart = (input: AuthenticateInput) => input.callbacks == null;
const success = {
  data: {
    __typename: 'JourneySuccess',
    realm: 'alpha',
    redirectUrl: '/dashboard',
    gotoRejected: false,
  },
};

afterEach(() => {
  localStorage.clear();
});

async function signIn(username: string, remember: boolean) {
  const name = await screen.findByLabelText<HTMLInputElement>('User Name');
  fireEvent.change(name, { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
  const rememberMe = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember me' });
  if (rememberMe.checked !== remember) fireEvent.click(rememberMe);
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

describe('Login page journeys', () => {
  it('links to forgot password, forgot username and create account in the realm', async () => {
    renderWithProviders(<LoginPage />, {
      path: '/login?realm=alpha',
      boot: { realm: 'alpha' },
      mocks: [authenticate(isStart, { data: credentialsStep })],
    });
    const links = await screen.findByRole('navigation', { name: 'Other options' });
    const hrefs = [...links.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(hrefs).toEqual([
      ['Forgot password?', '/login?authIndexValue=ResetPassword&realm=alpha'],
      ['Forgot username?', '/login?authIndexValue=ForgottenUsername&realm=alpha'],
      ['Create an account', '/login?authIndexValue=Registration&realm=alpha'],
    ]);
  });

  it('runs the journey the address names, with a way back to sign in', async () => {
    renderWithProviders(<LoginPage />, {
      path: '/login?realm=alpha&authIndexValue=Registration',
      boot: { realm: 'alpha' },
      mocks: [
        authenticate((input) => isStart(input) && input.tree === 'Registration', {
          data: { ...credentialsStep, header: 'Create Account' },
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/login?realm=alpha',
    );
    expect(screen.queryByRole('checkbox', { name: 'Remember me' })).toBeNull();
  });

  it('remembers the username on this browser when asked, and fills it in next time', async () => {
    const first = renderWithProviders(<LoginPage />, {
      path: '/login',
      mocks: [
        authenticate(isStart, { data: credentialsStep }),
        authenticate((input) => input.callbacks?.[0]?.input[0]?.value === 'ann', success),
      ],
    });
    expect(
      (await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Remember me' })).checked,
    ).toBe(false);
    await signIn('ann', true);
    await waitFor(() => expect(localStorage.getItem(REMEMBERED)).toBe('ann'));
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret');
    first.unmount();

    renderWithProviders(<LoginPage />, {
      path: '/login',
      mocks: [authenticate(isStart, { data: credentialsStep })],
    });
    expect((await screen.findByLabelText<HTMLInputElement>('User Name')).value).toBe('ann');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember me' }).checked).toBe(
      true,
    );
  });

  it('forgets the username once "remember me" is unticked', async () => {
    localStorage.setItem(REMEMBERED, 'ann');
    renderWithProviders(<LoginPage />, {
      path: '/login',
      mocks: [
        authenticate(isStart, { data: credentialsStep }),
        authenticate((input) => input.callbacks?.[0]?.input[0]?.value === 'ann', success),
      ],
    });
    await signIn('ann', false);
    await waitFor(() => expect(localStorage.getItem(REMEMBERED)).toBeNull());
  });

  it('keeps the remembered username when a social provider is chosen with "remember me" ticked', async () => {
    localStorage.setItem(REMEMBERED, 'ann');
    const sent: AuthenticateInput[] = [];
    renderWithProviders(<LoginPage />, {
      path: '/login',
      mocks: [
        authenticate(isStart, { data: signInChoiceStep }),
        authenticate(
          (input) => {
            sent.push(input);
            return true;
          },
          {
            data: {
              ...credentialsStep,
              header: 'Acme ID',
              callbacks: [
                journeyCallback(
                  'TextOutputCallback',
                  { message: 'Continue at Acme ID', messageType: '0' },
                  {},
                ),
              ],
            },
          },
        ),
      ],
    });
    const name = await screen.findByLabelText<HTMLInputElement>('User Name');
    expect(name.value).toBe('ann');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember me' }).checked).toBe(
      true,
    );
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Acme ID' }));
    expect(await screen.findByText('Continue at Acme ID')).toBeTruthy();
    expect(sent.map((input) => input.callbacks?.map((answer) => answer.input[0]?.value))).toEqual([
      ['', '', 'acme'],
    ]);
    expect(localStorage.getItem(REMEMBERED)).toBe('ann');
  });

  it('starts from an emailed link, and says when the link no longer works', async () => {
    renderWithProviders(<LoginPage />, {
      path: '/login?realm=alpha&suspendedId=abc_123',
      boot: { realm: 'alpha' },
      mocks: [
        authenticate((input) => isStart(input) && input.suspendedId === 'abc_123', {
          errors: [
            {
              message: 'The link has expired or was already used',
              extensions: { code: 'NOT_FOUND' },
            },
          ],
        }),
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link has expired or has already been used. Ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeTruthy();
  });

  it('says the sign-in expired when the platform no longer holds the journey, and offers it anew', async () => {
    renderWithProviders(<LoginPage />, {
      path: '/login?realm=alpha',
      boot: { realm: 'alpha' },
      mocks: [
        authenticate(isStart, { data: credentialsStep }),
        authenticate((input) => !isStart(input), {
          errors: [
            {
              message: 'Session has timed out',
              extensions: { code: 'UNAUTHENTICATED', reason: 'JOURNEY_TIMED_OUT' },
            },
          ],
        }),
        authenticate(isStart, { data: credentialsStep }),
      ],
    });
    await signIn('ann', false);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This sign-in has expired. Sign in again.',
    );
    expect(await screen.findByLabelText('User Name')).toBeTruthy();
  });

  it('goes back from the social registration page to a fresh sign-in page', async () => {
    const registrationStep = {
      ...credentialsStep,
      stage: 'SocialRegistration',
      header: 'Create Account',
      description: 'No account is linked to your Acme ID account yet.',
      callbacks: [
        journeyCallback(
          'StringAttributeInputCallback',
          { name: 'givenName', prompt: 'First Name', required: true, value: 'Grace' },
          { IDToken1: 'Grace' },
        ),
      ],
    };
    renderWithProviders(<LoginPage />, {
      path: '/login?realm=alpha',
      boot: { realm: 'alpha' },
      mocks: [
        authenticate(isStart, { data: registrationStep }),
        authenticate(isStart, { data: credentialsStep }),
      ],
    });
    await screen.findByRole('heading', { name: 'Create Account' });
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByLabelText('User Name')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeTruthy();
  });

  it('asks for the theme of the journey the address names, and of each page whose stage names one', async () => {
    const chooseJourneyTheme = vi.fn();
    localStorage.setItem(THEME_ID_KEY, 'theme-of-last-sign-in');
    const themedPage = { ...credentialsStep, stage: 'themeId=Contrast', header: 'Create Account' };
    const plainPage = { ...credentialsStep, header: 'Almost There' };
    renderWithProviders(<LoginPage />, {
      path: '/login?realm=alpha&authIndexValue=Registration',
      boot: { realm: 'alpha', chooseJourneyTheme },
      mocks: [
        authenticate((input) => isStart(input) && input.tree === 'Registration', {
          data: themedPage,
        }),
        authenticate((input) => !isStart(input), { data: plainPage }),
      ],
    });
    await screen.findByRole('heading', { name: 'Create Account' });
    await waitFor(() =>
      expect(chooseJourneyTheme).toHaveBeenLastCalledWith({
        tree: 'Registration',
        nodeThemeId: 'Contrast',
        storedThemeId: 'theme-of-last-sign-in',
      }),
    );
    expect(chooseJourneyTheme).toHaveBeenCalledWith({
      tree: 'Registration',
      nodeThemeId: null,
      storedThemeId: 'theme-of-last-sign-in',
    });

    fireEvent.change(screen.getByLabelText('User Name'), { target: { value: 'grace' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Almost There' });
    await waitFor(() =>
      expect(chooseJourneyTheme).toHaveBeenLastCalledWith({
        tree: 'Registration',
        nodeThemeId: null,
        storedThemeId: 'theme-of-last-sign-in',
      }),
    );
  });
});
