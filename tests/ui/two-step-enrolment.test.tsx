import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DevicesPage } from '../../src/ui/features/devices/devices-page.js';
import {
  AuthDevicesSection_DeleteDocument,
  AuthDevicesSection_DevicesDocument,
  AuthenticatorAppDialog_ConfirmDocument,
  AuthenticatorAppDialog_StartDocument,
  SecurityKeyDialog_ConfirmDocument,
  SecurityKeyDialog_StartDocument,
  SessionsSection_SessionsDocument,
  SignInHistorySection_HistoryDocument,
  TrustedDevicesSection_DevicesDocument,
} from '../../src/ui/gql/graphql.js';
import { answer, authDevice, mutation } from './devices-fixtures.js';
import { renderWithProviders } from './support/render.js';

const webAuthn = vi.hoisted(() => ({
  startRegistration: vi.fn<(options: unknown) => Promise<unknown>>(),
  browserSupportsWebAuthn: vi.fn(() => true),
}));
vi.mock('@simplewebauthn/browser', () => webAuthn);

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, index) => `AAAAA-BBBB${index}`);

function page(
  authDevices: unknown[],
  more: MockLink.MockedResponse[],
  after: unknown[] = authDevices,
) {
  return renderWithProviders(<DevicesPage />, {
    path: '/auth-devices',
    mocks: [
      answer(AuthDevicesSection_DevicesDocument, { authDevices }),
      answer(TrustedDevicesSection_DevicesDocument, { trustedDevices: [] }),
      answer(SessionsSection_SessionsDocument, { mySessions: [] }),
      answer(SignInHistorySection_HistoryDocument, { signInHistory: [] }),
      ...more,
      answer(AuthDevicesSection_DevicesDocument, { authDevices: after }),
    ],
  });
}

const enabled = (recoveryCodes: string[] | null) => ({
  __typename: 'EnabledAuthDevice',
  device: { __typename: 'AuthDevice', id: 'new-1' },
  recoveryCodes,
});

beforeEach(() => {
  webAuthn.startRegistration.mockReset();
});

describe('2-step device enrolment', () => {
  it('adds an authenticator app from its QR code and a code, then shows the recovery codes once', async () => {
    const confirmed: Record<string, unknown>[] = [];
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    page(
      [],
      [
        answer(AuthenticatorAppDialog_StartDocument, {
          startAuthenticatorAppEnrolment: {
            __typename: 'AuthenticatorAppEnrolment',
            enrolmentId: 'enrol-1',
            secret: SECRET,
            uri: `otpauth://totp/Identity%20Console:demo?secret=${SECRET}&issuer=Identity%20Console`,
            issuer: 'Identity Console',
            accountName: 'demo',
          },
        }),
        mutation(AuthenticatorAppDialog_ConfirmDocument, confirmed, {
          data: { confirmAuthenticatorAppEnrolment: enabled(CODES) },
        }),
      ],
      [authDevice('new-1', 'OATH', 'Authenticator app')],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an authenticator app' });
    expect(await within(dialog).findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(dialog.querySelector('svg title')?.textContent).toBe(
      "QR code of the authenticator app's account demo",
    );
    const code = within(dialog).getByRole('textbox', { name: /Code from the app/ });
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');

    fireEvent.change(code, { target: { value: '12 34' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(
      await within(dialog).findByText('Enter the 6-digit code your app shows now.'),
    ).toBeTruthy();
    expect(confirmed).toEqual([]);

    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('alertdialog', { name: 'Save your recovery codes' });
    expect(confirmed).toEqual([{ enrolmentId: 'enrol-1', code: '123456' }]);
    expect(within(codes).getByText(/shown only this once/)).toBeTruthy();
    const list = within(codes).getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);

    fireEvent.click(within(codes).getByRole('button', { name: 'Copy codes' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    expect(await within(codes).findByText('Codes copied.')).toBeTruthy();
    fireEvent.click(within(codes).getByRole('button', { name: 'I have saved my codes' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const auth = screen.getByRole('region', { name: 'Authentication devices' });
    expect(await within(auth).findByText('Authenticator app')).toBeTruthy();
  });

  it('adds a security key through the browser, without recovery codes after the first device', async () => {
    const credential = { id: 'a2V5', rawId: 'a2V5', type: 'public-key', response: {} };
    webAuthn.startRegistration.mockResolvedValue(credential);
    const confirmed: Record<string, unknown>[] = [];
    const options = {
      challenge: 'Y2hhbGxlbmdl',
      rp: { id: 'localhost', name: 'Identity Console' },
    };
    page(
      [authDevice('oath-1', 'OATH', 'Phone')],
      [
        answer(SecurityKeyDialog_StartDocument, {
          startSecurityKeyEnrolment: {
            __typename: 'SecurityKeyEnrolment',
            enrolmentId: 'enrol-2',
            options,
          },
        }),
        mutation(SecurityKeyDialog_ConfirmDocument, confirmed, {
          data: { confirmSecurityKeyEnrolment: enabled(null) },
        }),
      ],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add security key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a security key' });
    const name = within(dialog).getByRole('textbox', { name: /Device name/ });
    expect((name as HTMLInputElement).value).toBe('Security key');
    fireEvent.change(name, { target: { value: 'Blue key' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(webAuthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
    expect(confirmed).toEqual([{ enrolmentId: 'enrol-2', credential, name: 'Blue key' }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says so when the browser does not register the key, and keeps the dialog open', async () => {
    webAuthn.startRegistration.mockRejectedValue(new Error('NotAllowedError'));
    page(
      [],
      [
        answer(SecurityKeyDialog_StartDocument, {
          startSecurityKeyEnrolment: {
            __typename: 'SecurityKeyEnrolment',
            enrolmentId: 'enrol-3',
            options: { challenge: 'x' },
          },
        }),
      ],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add security key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a security key' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register key' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The security key was not registered',
    );
  });

  it('asks for a sign-in with the very device when deleting it needs one', async () => {
    page(
      [authDevice('oath-1', 'OATH', 'Phone')],
      [
        mutation(AuthDevicesSection_DeleteDocument, [], {
          errors: [
            {
              message: 'Sign in with this device to make this change',
              extensions: { code: 'FORBIDDEN', reason: 'REAUTH_WITH_DEVICE_REQUIRED' },
            },
          ],
        }),
      ],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Phone' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete authentication device' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const explanation = await within(dialog).findByRole('alert');
    expect(explanation.textContent).toContain('Sign in again and verify with “Phone”');
    expect(within(explanation).getByRole('button', { name: 'Sign in with Phone' })).toBeTruthy();
  });
});
