import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSignOut } from '../../src/ui/app/sign-out/sign-out-context.js';
import { LoginPage } from '../../src/ui/features/login/login-page.js';
import {
  LoginPage_AuthenticateDocument,
  SignOutProvider_SignOutDocument,
  type AuthenticateInput,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

const GOTO_ERROR = 'Error verifying the goto URL';

const nameValue = (name: string, value: unknown) => ({ __typename: 'NameValue', name, value });
const credentialsStep = {
  __typename: 'JourneyStep',
  stage: null,
  header: null,
  description: null,
  callbacks: [
    {
      __typename: 'Callback',
      type: 'NameCallback',
      output: [nameValue('prompt', 'User Name')],
      input: [nameValue('IDToken1', '')],
    },
    {
      __typename: 'Callback',
      type: 'PasswordCallback',
      output: [nameValue('prompt', 'Password')],
      input: [nameValue('IDToken2', '')],
    },
  ],
};

function authenticate(answered: boolean, result: unknown) {
  return {
    request: {
      query: LoginPage_AuthenticateDocument,
      variables: (variables: Record<string, unknown>) => {
        const input = variables['input'] as AuthenticateInput;
        return input.goto === 'https://evil.example/' && (input.callbacks != null) === answered;
      },
    },
    result: { data: { authenticate: result } },
  };
}

async function signInWith(success: Record<string, unknown>) {
  const view = renderWithProviders(<LoginPage />, {
    path: '/login?goto=https%3A%2F%2Fevil.example%2F',
    mocks: [
      authenticate(false, credentialsStep),
      authenticate(true, { __typename: 'JourneySuccess', realm: 'root', ...success }),
    ],
  });
  fireEvent.change(await screen.findByLabelText('User Name'), { target: { value: 'ann' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  return view;
}

describe('a goto the platform refuses', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  it('signs in to the realm’s dashboard and says the goto could not be verified', async () => {
    const view = await signInWith({ redirectUrl: '/dashboard?realm=root', gotoRejected: true });
    await waitFor(() => expect(view.currentPath()).toBe('/dashboard?realm=root'));
    expect((await screen.findByText(GOTO_ERROR)).closest('[role="alert"]')).not.toBeNull();
  });

  it('says nothing when the platform accepted the goto', async () => {
    const view = await signInWith({ redirectUrl: '/profile', gotoRejected: false });
    await waitFor(() => expect(view.currentPath()).toBe('/profile'));
    expect(screen.queryByText(GOTO_ERROR)).toBeNull();
  });

  it('after sign-out, reloads to Login and says so on the page that loads next', async () => {
    function SignOutButton() {
      const signOut = useSignOut();
      return (
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      );
    }
    const view = renderWithProviders(<SignOutButton />, {
      shell: true,
      path: '/dashboard',
      mocks: [
        {
          request: { query: SignOutProvider_SignOutDocument },
          result: {
            data: {
              signOut: { __typename: 'SignOutResult', postLogoutUrl: null, gotoRejected: true },
            },
          },
        },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(view.exit.reload).toHaveBeenCalledOnce());
    expect(screen.queryByText(GOTO_ERROR)).toBeNull();
    view.unmount();

    renderWithProviders(<p>Login</p>, { path: '/login' });
    expect((await screen.findByText(GOTO_ERROR)).closest('[role="alert"]')).not.toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });
});
