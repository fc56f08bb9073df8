import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../src/ui/features/login/login-page.js';
import {
  LoginPage_AuthenticateDocument,
  type AuthenticateInput,
} from '../../src/ui/gql/graphql.js';
import {
  leaveForSocialSignIn,
  socialSignInReturnPath,
} from '../../src/ui/lib/social-sign-in-round-trip.js';
import { endSocialSignIn, pendingProviderResponse } from '../../src/ui/lib/social-sign-in.js';
import {
  credentialsStep,
  journeyCallback,
  signInStepWithProviders,
} from './support/journey-steps.js';
import { renderWithProviders } from './support/render.js';

const ACME = {
  provider: 'acme',
  uiConfig: { buttonDisplayName: 'Acme ID', buttonColor: '#1a2b3c', buttonTextColor: '#ffffff' },
};

const signInChoiceStep = signInStepWithProviders([ACME]);

const AUTHORIZE_URL = 'https://idp.example/authorize?client_id=console&state=s1';

const redirectStep = {
  __typename: 'JourneyStep',
  stage: null,
  header: null,
  description: null,
  callbacks: [
    journeyCallback('RedirectCallback', { redirectUrl: AUTHORIZE_URL, redirectMethod: 'GET' }),
  ],
};

type Matcher = (input: AuthenticateInput) => boolean;

const authenticate = (
  matches: Matcher,
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

const isStart: Matcher = (input) => input.callbacks == null;
const answered =
  (user: string, password: string): Matcher =>
  (input) =>
    input.callbacks?.[0]?.input[0]?.value === user &&
    input.callbacks[1]?.input[0]?.value === password;

async function fillAndSubmit(user: string, password: string) {
  fireEvent.change(await screen.findByLabelText('User Name'), { target: { value: user } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

describe('LoginPage', () => {
  it('renders the fields a journey step asks for and focuses the first', async () => {
    renderWithProviders(<LoginPage />, {
      path: '/login',
      mocks: [authenticate(isStart, { data: credentialsStep })],
    });
    const name = await screen.findByLabelText('User Name');
    const password = screen.getByLabelText('Password');
    expect(name.getAttribute('type')).toBe('text');
    expect(password.getAttribute('type')).toBe('password');
    // react-aria moves focus in an effect, which may run after the field is in the document.
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign In');
  });

  it('says a blank field is required when the step is submitted', async () => {
    renderWithProviders(<LoginPage />, {
      path: '/login',
      mocks: [authenticate(isStart, { data: credentialsStep })],
    });
    fireEvent.change(await screen.findByLabelText('User Name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const name = screen.getByLabelText('User Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(0);
  });

  it('starts the journey in the realm start-up settled on, with the goto of the address', async () => {
    renderWithProviders(<LoginPage />, {
      path: '/login?realm=alpha&goto=%2Fprofile',
      boot: { realm: 'alpha' },
      mocks: [
        authenticate((input) => input.realm === 'alpha' && input.goto === '/profile', {
          data: credentialsStep,
        }),
      ],
    });
    expect(await screen.findByLabelText('User Name')).toBeTruthy();
  });

  it('shows the failure message, focuses it and restarts the journey when the answers are wrong', async () => {
    renderWithProviders(<LoginPage />, {
      path: '/login',
      mocks: [
        authenticate(isStart, { data: credentialsStep }),
        authenticate(answered('ann', 'wrong'), {
          errors: [{ message: 'Login failure', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
        authenticate(isStart, { data: credentialsStep }),
      ],
    });
    await fillAndSubmit('ann', 'wrong');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("Sorry that isn't right. Try again.");
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('User Name').value).toBe(''),
    );
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
  });

  it('says how long to wait when the platform throttles the attempts', async () => {
    renderWithProviders(<LoginPage />, {
      path: '/login',
      mocks: [
        authenticate(isStart, { data: credentialsStep }),
        authenticate(answered('ann', 'guess'), {
          errors: [
            {
              message: 'Too many attempts',
              extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 42 },
            },
          ],
        }),
        authenticate(isStart, { data: credentialsStep }),
      ],
    });
    await fillAndSubmit('ann', 'guess');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many attempts. Try again in 42 seconds.');
  });

  it('goes to the address the server validated once the journey succeeds', async () => {
    const view = renderWithProviders(<LoginPage />, {
      path: '/login?goto=%2Fprofile',
      mocks: [
        authenticate(isStart, { data: credentialsStep }),
        authenticate(answered('ann', 'secret'), {
          data: { __typename: 'JourneySuccess', realm: 'root', redirectUrl: '/profile' },
        }),
        authenticate(isStart, { data: credentialsStep }),
      ],
    });
    await fillAndSubmit('ann', 'secret');
    await waitFor(() => expect(view.currentPath()).toBe('/profile'));
  });

  it('keeps the focus on the submit button, which says it is disabled and ignores presses, while the answers are on their way', async () => {
    renderWithProviders(<LoginPage />, {
      path: '/login',
      mocks: [
        authenticate(isStart, { data: credentialsStep }),
        {
          ...authenticate(answered('ann', 'secret'), {
            data: { __typename: 'JourneySuccess', realm: 'root', redirectUrl: '' },
          }),
          delay: 50,
        },
      ],
    });
    (await screen.findByRole('button', { name: 'Next' })).focus();
    await fillAndSubmit('ann', 'secret');
    const button = await screen.findByRole('button', { name: 'Signing in…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    const submitted = vi.fn();
    button.closest('form')!.addEventListener('submit', submitted);
    fireEvent.click(button);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('says a step it cannot render is not supported', async () => {
    renderWithProviders(<LoginPage />, {
      path: '/login',
      mocks: [
        authenticate(isStart, {
          data: {
            ...credentialsStep,
            callbacks: [
              journeyCallback('DeviceProfileCallback', { message: 'Collecting' }, { IDToken1: '' }),
            ],
          },
        }),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'This sign-in step is not supported. Contact your administrator.',
    );
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows server messages from text output callbacks', async () => {
    renderWithProviders(<LoginPage />, {
      path: '/login',
      mocks: [
        authenticate(isStart, {
          data: {
            ...credentialsStep,
            callbacks: [
              journeyCallback('TextOutputCallback', { message: 'Welcome back', messageType: '0' }),
              ...credentialsStep.callbacks,
            ],
          },
        }),
      ],
    });
    expect(await screen.findByText('Welcome back')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('User Name')));
  });

  describe('with a social provider', () => {
    afterEach(() => {
      endSocialSignIn();
      window.history.replaceState(null, '', '/');
      vi.restoreAllMocks();
    });

    it('sends the step with the provider chosen, though the username and password are blank, and leaves for the provider', async () => {
      window.history.replaceState(null, '', '/login?realm=alpha');
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
      const sent: AuthenticateInput[] = [];
      renderWithProviders(<LoginPage />, {
        path: '/login?realm=alpha',
        boot: { realm: 'alpha' },
        mocks: [
          authenticate(isStart, { data: signInChoiceStep }),
          authenticate(
            (input) => {
              sent.push(input);
              return true;
            },
            { data: redirectStep },
          ),
        ],
      });
      const name = await screen.findByLabelText<HTMLInputElement>('User Name');
      expect(name.value).toBe('');
      fireEvent.click(screen.getByRole('button', { name: 'Sign in with Acme ID' }));

      await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE_URL));
      expect(sent).toEqual([
        {
          realm: 'alpha',
          tree: null,
          goto: null,
          suspendedId: null,
          providerResponse: null,
          callbacks: [
            { type: 'NameCallback', input: [{ name: 'IDToken1', value: '' }] },
            { type: 'PasswordCallback', input: [{ name: 'IDToken2', value: '' }] },
            { type: 'SelectIdPCallback', input: [{ name: 'IDToken3', value: 'acme' }] },
          ],
        },
      ]);
      expect(name.getAttribute('aria-invalid')).toBeNull();
      // The provider's answer to this request comes back to this sign-in page.
      expect(socialSignInReturnPath({ state: 's1', code: 'c1' })).toBe('/login?realm=alpha');
    });

    it('says the sign-in failed and starts again when the provider’s answer no longer resumes the journey', async () => {
      leaveForSocialSignIn('?realm=alpha', AUTHORIZE_URL);
      socialSignInReturnPath({ state: 's1', code: 'c1' });
      const sent: AuthenticateInput[] = [];
      const record =
        (matches: Matcher): Matcher =>
        (input) => {
          if (!matches(input)) return false;
          sent.push(input);
          return true;
        };
      renderWithProviders(<LoginPage />, {
        path: '/login?realm=alpha',
        boot: { realm: 'alpha' },
        mocks: [
          authenticate(
            record((input) => input.providerResponse?.state === 's1'),
            { errors: [{ message: 'Login failure', extensions: { code: 'UNAUTHENTICATED' } }] },
          ),
          authenticate(record(isStart), { data: signInChoiceStep }),
        ],
      });
      expect((await screen.findByRole('alert')).textContent).toBe(
        "Sorry that isn't right. Try again.",
      );
      expect(await screen.findByLabelText('User Name')).toBeTruthy();
      expect(
        sent.map(({ callbacks, providerResponse }) => ({ callbacks, providerResponse })),
      ).toEqual([
        {
          callbacks: [{ type: 'RedirectCallback', input: [] }],
          providerResponse: { state: 's1', code: 'c1' },
        },
        { callbacks: null, providerResponse: null },
      ]);
      expect(pendingProviderResponse()).toBeNull();
    });
  });
});
