import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DevicesLinkCard } from '../../src/ui/features/devices/devices-link-card.js';
import { DevicesPage } from '../../src/ui/features/devices/devices-page.js';
import {
  AuthDevicesSection_DeleteDocument,
  AuthDevicesSection_DevicesDocument,
  AuthDevicesSection_RenameDocument,
  SessionsSection_SessionsDocument,
  SessionsSection_SignOutDocument,
  SessionsSection_SignOutOthersDocument,
  SignInHistorySection_HistoryDocument,
  TrustedDevicesSection_DeleteDocument,
  TrustedDevicesSection_DevicesDocument,
  TrustedDevicesSection_RenameDocument,
} from '../../src/ui/gql/graphql.js';
import {
  answer,
  authDevice,
  daysAgo,
  failure,
  mutation,
  signInEvent,
  trustedDevice,
  userSession,
} from './devices-fixtures.js';
import { renderWithProviders } from './support/render.js';

const AUTH_DEVICES = [
  authDevice('oath-1', 'OATH', 'Authenticator app'),
  authDevice('push-1', 'PUSH', 'Pixel 8'),
  authDevice('webauthn-1', 'WEBAUTHN', 'Security key'),
];
const TRUSTED = [
  trustedDevice('td-1', 'Chrome on Linux', true),
  trustedDevice('td-2', 'Safari on iOS'),
];
const SESSIONS = [
  userSession('shandle:other-aaaaaa', false, 120_000),
  userSession('shandle:current-bbbbbb', true, 1_000),
  userSession('shandle:third-cccccc', false, 3_600_000),
];
const HISTORY = [
  signInEvent('e-1', 'SUCCESS', daysAgo(2)),
  signInEvent('e-2', 'FAILURE', daysAgo(3)),
  signInEvent('e-3', 'SUCCESS', daysAgo(40)),
];

interface Lists {
  authDevices?: unknown[];
  trustedDevices?: unknown[];
  mySessions?: unknown[];
  signInHistory?: unknown[];
}

function lists({
  authDevices = AUTH_DEVICES,
  trustedDevices = TRUSTED,
  mySessions = SESSIONS,
  signInHistory = HISTORY,
}: Lists = {}): MockLink.MockedResponse[] {
  return [
    answer(AuthDevicesSection_DevicesDocument, { authDevices }),
    answer(TrustedDevicesSection_DevicesDocument, { trustedDevices }),
    answer(SessionsSection_SessionsDocument, { mySessions }),
    answer(SignInHistorySection_HistoryDocument, { signInHistory }),
  ];
}

function openPage(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <main tabIndex={-1}>
      <DevicesPage />
    </main>,
    { mocks, path: '/auth-devices' },
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const items = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('devices and sessions page', () => {
  it('lists authentication devices, trusted devices, sessions and recent sign-ins', async () => {
    openPage(lists());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Devices and sessions' }),
    ).toBeTruthy();

    await screen.findByText('Security key');
    const auth = section('Authentication devices');
    expect(items(auth)).toEqual(['Authenticator app', 'Pixel 8', 'Security key']);
    expect(within(auth).getByText('Authenticator app (OATH)')).toBeTruthy();
    expect(within(auth).getByText('Push notifications')).toBeTruthy();
    expect(within(auth).getByText('Security key or biometrics (WebAuthn)')).toBeTruthy();
    expect(within(auth).getAllByText('2 days ago')).toHaveLength(3);

    const trusted = section('Trusted devices');
    await within(trusted).findByText('Safari on iOS');
    expect(items(trusted)).toEqual(['Chrome on LinuxThis device', 'Safari on iOS']);
    const safari = within(trusted).getAllByRole('listitem')[1]!;
    const details = within(safari)
      .getAllByRole('definition')
      .map((definition) => definition.textContent);
    expect(details).toEqual(['Safari', 'iOS', 'arm64', 'London, United Kingdom', '2 days ago']);
    const chrome = within(trusted).getAllByRole('listitem')[0]!;
    expect(within(chrome).getByText('Local network')).toBeTruthy();

    const sessions = section('Sessions');
    await within(sessions).findByText('Current session');
    expect(items(sessions)).toEqual([
      'Session bbbbbbCurrent session',
      'Session aaaaaa',
      'Session cccccc',
    ]);
    expect(within(sessions).queryByRole('button', { name: 'Sign out session bbbbbb' })).toBeNull();
    expect(within(sessions).getByRole('button', { name: 'Sign out session aaaaaa' })).toBeTruthy();

    const history = section('Recent sign-ins');
    const table = await within(history).findByRole('table', { name: 'Recent sign-ins' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Safari on iOS')).toBeTruthy();
    expect(within(rows[0]!).getByText('Success')).toBeTruthy();
    expect(within(rows[1]!).getByText('Firefox on Windows')).toBeTruthy();
    expect(within(rows[1]!).getByText('Frankfurt, Germany')).toBeTruthy();
    expect(within(rows[1]!).getByText('Failed')).toBeTruthy();
    expect(
      within(history).getByRole('figure', { name: /Sign-ins per day, last 7 days/ }).textContent,
    ).toContain('In the last 7 days: 1 successful and 1 failed sign-ins.');
    const perDay = within(history).getByRole('table', { name: 'Sign-ins per day, last 7 days' });
    expect(within(perDay).getAllByRole('row')).toHaveLength(8);
  });

  it('shows a loading state in each section, then what each list holds when it is empty', async () => {
    openPage(lists({ authDevices: [], trustedDevices: [], mySessions: [], signInHistory: [] }));
    await screen.findByRole('heading', { level: 1, name: 'Devices and sessions' });
    expect(screen.getAllByRole('status').length).toBeGreaterThanOrEqual(4);
    expect(await screen.findByText('You have no authentication devices.')).toBeTruthy();
    expect(await screen.findByText('You have no trusted devices.')).toBeTruthy();
    expect(await screen.findByText('You have no active sessions.')).toBeTruthy();
    expect(await screen.findByText('There are no sign-ins to show yet.')).toBeTruthy();
    expect(
      within(section('Sessions')).queryByRole('button', { name: 'Sign out all other sessions' }),
    ).toBeNull();
  });

  it('says which list could not be read, and reads it again on request', async () => {
    openPage([
      failure(TrustedDevicesSection_DevicesDocument, 'NOT_FOUND'),
      answer(TrustedDevicesSection_DevicesDocument, { trustedDevices: TRUSTED }),
      failure(SessionsSection_SessionsDocument, 'UPSTREAM_UNAVAILABLE'),
      ...lists().filter(
        (mock) =>
          mock.request.query !== TrustedDevicesSection_DevicesDocument &&
          mock.request.query !== SessionsSection_SessionsDocument,
      ),
    ]);
    const trusted = await screen.findByRole('region', { name: 'Trusted devices' });
    expect((await within(trusted).findByRole('alert')).textContent).toBe(
      'There was an error retrieving your trusted devices.',
    );
    expect((await within(section('Sessions')).findByRole('alert')).textContent).toBe(
      'Issue connecting to the server.',
    );
    expect(within(section('Authentication devices')).queryByRole('alert')).toBeNull();

    fireEvent.click(within(trusted).getByRole('button', { name: 'Try again' }));
    expect(await within(trusted).findByText('Safari on iOS')).toBeTruthy();
    expect(within(trusted).queryByRole('alert')).toBeNull();
  });
});

describe('trusted devices', () => {
  it('renames a device after checking the name with the shared rules', async () => {
    const sent: Record<string, unknown>[] = [];
    const renamed = [TRUSTED[0], { ...TRUSTED[1], alias: 'My iPhone' }];
    openPage([
      ...lists(),
      mutation(TrustedDevicesSection_RenameDocument, sent, {
        data: { renameTrustedDevice: renamed },
      }),
    ]);
    const trusted = await screen.findByRole('region', { name: 'Trusted devices' });
    fireEvent.click(await within(trusted).findByRole('button', { name: 'Rename Safari on iOS' }));

    const dialog = await screen.findByRole('dialog', { name: 'Rename trusted device' });
    const field = within(dialog).getByRole('textbox', { name: 'Device name' });
    expect((field as HTMLInputElement).value).toBe('Safari on iOS');
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: ' My iPhone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Remove the spaces at the beginning and end.'),
    ).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(field, { target: { value: 'My iPhone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ id: 'td-2', alias: 'My iPhone' }]);
    expect(items(trusted)).toEqual(['Chrome on LinuxThis device', 'My iPhone']);
    expect(
      (await screen.findByText('Trusted device renamed.')).closest('[role="status"]'),
    ).toBeTruthy();
  });

  it('keeps the typed name and shows the device error when the rename fails', async () => {
    const sent: Record<string, unknown>[] = [];
    openPage([
      ...lists(),
      mutation(TrustedDevicesSection_RenameDocument, sent, {
        errors: [{ message: 'gone', extensions: { code: 'NOT_FOUND' } }],
      }),
    ]);
    const trusted = await screen.findByRole('region', { name: 'Trusted devices' });
    fireEvent.click(await within(trusted).findByRole('button', { name: 'Rename Safari on iOS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename trusted device' });
    const field = within(dialog).getByRole('textbox', { name: 'Device name' });
    fireEvent.change(field, { target: { value: 'Old phone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'There was an error removing or updating a device.',
    );
    expect((field as HTMLInputElement).value).toBe('Old phone');
    expect(items(trusted)).toEqual(['Chrome on LinuxThis device', 'Safari on iOS']);
  });

  it('deletes a device once the user confirms, and keeps the focus on the page', async () => {
    const sent: Record<string, unknown>[] = [];
    openPage([
      ...lists(),
      mutation(TrustedDevicesSection_DeleteDocument, sent, {
        data: { deleteTrustedDevice: [TRUSTED[0]] },
      }),
    ]);
    const trusted = await screen.findByRole('region', { name: 'Trusted devices' });
    fireEvent.click(await within(trusted).findByRole('button', { name: 'Delete Safari on iOS' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete trusted device' });
    expect(dialog.textContent).toContain('Delete “Safari on iOS”?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.click(within(trusted).getByRole('button', { name: 'Delete Safari on iOS' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete trusted device' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(items(trusted)).toEqual(['Chrome on LinuxThis device']));
    expect(sent).toEqual([{ id: 'td-2' }]);
    expect(await screen.findByText('Trusted device deleted.')).toBeTruthy();
    // Its Delete button left with it: the focus goes to the page, not to the document's body.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });
});

describe('authentication devices', () => {
  it('renames a device of any type', async () => {
    const sent: Record<string, unknown>[] = [];
    const renamed = [AUTH_DEVICES[0], { ...AUTH_DEVICES[1], name: 'Work phone' }, AUTH_DEVICES[2]];
    openPage([
      ...lists(),
      mutation(AuthDevicesSection_RenameDocument, sent, { data: { renameAuthDevice: renamed } }),
    ]);
    const auth = await screen.findByRole('region', { name: 'Authentication devices' });
    fireEvent.click(await within(auth).findByRole('button', { name: 'Rename Pixel 8' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename authentication device' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Device name' }), {
      target: { value: 'Work phone' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(items(auth)).toContain('Work phone'));
    expect(sent).toEqual([{ type: 'PUSH', id: 'push-1', name: 'Work phone' }]);
    expect(await screen.findByText('Authentication device renamed.')).toBeTruthy();
  });

  it('explains that deleting needs a fresh sign-in with the device, and offers one', async () => {
    const sent: Record<string, unknown>[] = [];
    const rendered = openPage([
      ...lists(),
      mutation(AuthDevicesSection_DeleteDocument, sent, {
        errors: [
          {
            message: 'Reauthentication required',
            extensions: { code: 'FORBIDDEN', reason: 'REAUTH_REQUIRED' },
          },
        ],
      }),
    ]);
    const auth = await screen.findByRole('region', { name: 'Authentication devices' });
    fireEvent.click(await within(auth).findByRole('button', { name: 'Delete Security key' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete authentication device',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const explanation = await within(dialog).findByRole('alert');
    expect(explanation.textContent).toContain('Sign in again to continue');
    expect(explanation.textContent).toContain(
      'this change to “Security key” needs a recent sign-in with that device',
    );
    expect(sent).toEqual([{ type: 'WEBAUTHN', id: 'webauthn-1' }]);
    expect(items(auth)).toContain('Security key');

    fireEvent.click(within(explanation).getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(rendered.currentPath()).toBe('/login?goto=%2Fauth-devices'));
  });

  it('explains the fresh sign-in a security key rename needs, keeping the typed name', async () => {
    openPage([
      ...lists(),
      mutation(AuthDevicesSection_RenameDocument, [], {
        errors: [
          {
            message: 'Reauthentication required',
            extensions: { code: 'FORBIDDEN', reason: 'REAUTH_REQUIRED' },
          },
        ],
      }),
    ]);
    const auth = await screen.findByRole('region', { name: 'Authentication devices' });
    fireEvent.click(await within(auth).findByRole('button', { name: 'Rename Security key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename authentication device' });
    const field = within(dialog).getByRole('textbox', { name: 'Device name' });
    fireEvent.change(field, { target: { value: 'Blue key' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const explanation = await within(dialog).findByRole('alert');
    expect(explanation.textContent).toContain(
      'this change to “Security key” needs a recent sign-in',
    );
    expect(within(explanation).getByRole('button', { name: 'Sign in again' })).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('Blue key');
    expect(items(auth)).toContain('Security key');
  });

  it('shows the device error when a delete fails otherwise', async () => {
    openPage([
      ...lists(),
      mutation(AuthDevicesSection_DeleteDocument, [], {
        errors: [{ message: 'boom', extensions: { code: 'CONFLICT' } }],
      }),
    ]);
    const auth = await screen.findByRole('region', { name: 'Authentication devices' });
    fireEvent.click(await within(auth).findByRole('button', { name: 'Delete Pixel 8' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'There was an error removing or updating a device.',
    );
  });
});

describe('sessions', () => {
  it('signs out one other session', async () => {
    const sent: Record<string, unknown>[] = [];
    openPage([
      ...lists(),
      mutation(SessionsSection_SignOutDocument, sent, {
        data: { signOutSession: [SESSIONS[1], SESSIONS[2]] },
      }),
    ]);
    const sessions = await screen.findByRole('region', { name: 'Sessions' });
    fireEvent.click(
      await within(sessions).findByRole('button', { name: 'Sign out session aaaaaa' }),
    );
    await waitFor(() =>
      expect(items(sessions)).toEqual(['Session bbbbbbCurrent session', 'Session cccccc']),
    );
    expect(sent).toEqual([{ handle: 'shandle:other-aaaaaa' }]);
    expect(await screen.findByText('Session signed out.')).toBeTruthy();
  });

  it('signs out every other session after confirmation, keeping the current one', async () => {
    let signedOut = 0;
    openPage([
      ...lists(),
      {
        request: { query: SessionsSection_SignOutOthersDocument },
        result: () => {
          signedOut += 1;
          return { data: { signOutOtherSessions: 2 } };
        },
      },
      answer(SessionsSection_SessionsDocument, { mySessions: [SESSIONS[1]] }),
    ]);
    const sessions = await screen.findByRole('region', { name: 'Sessions' });
    fireEvent.click(
      await within(sessions).findByRole('button', { name: 'Sign out all other sessions' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out all other sessions' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(items(sessions)).toEqual(['Session bbbbbbCurrent session']));
    expect(signedOut).toBe(1);
    expect(await screen.findByText('2 other sessions signed out.')).toBeTruthy();
    expect(
      within(sessions).queryByRole('button', { name: 'Sign out all other sessions' }),
    ).toBeNull();
  });

  it('says so when a session cannot be signed out', async () => {
    openPage([
      ...lists(),
      mutation(SessionsSection_SignOutDocument, [], {
        errors: [{ message: 'gone', extensions: { code: 'NOT_FOUND' } }],
      }),
    ]);
    const sessions = await screen.findByRole('region', { name: 'Sessions' });
    fireEvent.click(
      await within(sessions).findByRole('button', { name: 'Sign out session cccccc' }),
    );
    expect((await within(sessions).findByRole('alert')).textContent).toBe(
      'There was an error signing out the session.',
    );
    expect(items(sessions)).toHaveLength(3);
  });
});

describe('devices link card', () => {
  it('leads to the devices and sessions page', async () => {
    const rendered = renderWithProviders(<DevicesLinkCard />, { path: '/profile' });
    const card = await screen.findByRole('region', { name: 'Devices and sessions' });
    fireEvent.click(within(card).getByRole('link', { name: 'Manage devices and sessions' }));
    await waitFor(() => expect(rendered.currentPath()).toBe('/auth-devices'));
  });
});
