import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '../../src/ui/features/profile/profile-page.js';
import {
  AccountControlsCard_DeleteAccountDocument,
  AccountControlsCard_ProfileDataDocument,
  ConsentCard_MappingsDocument,
  ConsentCard_SetConsentDocument,
  PersonalInfoForm_PolicyCheckDocument,
  PersonalInfoForm_UpdateProfileDocument,
  PreferencesCard_SetPreferenceDocument,
  ProfilePage_ProfileDocument,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const property = (
  name: string,
  title: string,
  type = 'string',
  { nullable = true, userEditable = true } = {},
) => ({
  __typename: 'SchemaProperty',
  name,
  title,
  type,
  nullable,
  viewable: true,
  userEditable,
});

const schema = {
  __typename: 'ObjectSchema',
  order: ['userName', 'givenName', 'sn', 'mail', 'accountStatus', 'telephoneNumber', 'city'],
  required: ['userName', 'givenName', 'sn', 'mail'],
  properties: [
    property('userName', 'Username', 'string', { nullable: false }),
    property('givenName', 'First Name', 'string', { nullable: false }),
    property('sn', 'Last Name', 'string', { nullable: false }),
    property('mail', 'Email Address', 'string', { nullable: false }),
    property('accountStatus', 'Status', 'string', { userEditable: false }),
    property('telephoneNumber', 'Telephone Number'),
    property('city', 'City'),
    property('preferences', 'Preferences', 'object'),
    property('nickname', 'Nickname'),
  ],
};

const VALUES = {
  userName: 'ann',
  givenName: 'Ann',
  sn: 'Smith',
  mail: 'ann@example.com',
  accountStatus: 'active',
  telephoneNumber: null,
  city: 'Paris',
  preferences: { updates: true, marketing: false },
};

const preferences = (marketing: boolean) => [
  { __typename: 'ProfilePreference', name: 'updates', title: 'Send me news', enabled: true },
  { __typename: 'ProfilePreference', name: 'marketing', title: 'Offers', enabled: marketing },
];

const profile = (rev = '1', values: Record<string, unknown> = VALUES) => ({
  __typename: 'Profile',
  id: 'u-1',
  rev,
  values,
  schema,
  preferences: preferences(
    (values['preferences'] as { marketing?: boolean } | undefined)?.marketing ?? false,
  ),
});

const profileLoaded = (rev = '1', values: Record<string, unknown> = VALUES) => ({
  request: { query: ProfilePage_ProfileDocument },
  result: { data: { profile: profile(rev, values) } },
});

const mapping = (id: string, displayName: string, consentDate: string | null) => ({
  __typename: 'ConsentMapping',
  id,
  displayName,
  description: `${displayName} receives your name.`,
  consented: consentDate !== null,
  consentDate,
});

const consentLoaded = (crmDate: string | null = null): MockLink.MockedResponse => ({
  request: { query: ConsentCard_MappingsDocument },
  result: {
    data: {
      consentMappings: [
        mapping('crm', 'Marketing CRM', crmDate),
        mapping('loyalty', 'Loyalty', '2026-03-02T10:00:00.000Z'),
      ],
    },
  },
});

function recording<T>(
  query: MockLink.MockedResponse['request']['query'],
  sent: T[],
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse {
  return {
    request: {
      query,
      variables: (variables: Record<string, unknown>) => {
        sent.push(variables as T);
        return true;
      },
    },
    result,
  };
}

function renderProfile(mocks: MockLink.MockedResponse[], signOut = vi.fn()) {
  return renderWithProviders(<ProfilePage />, {
    mocks: [profileLoaded(), consentLoaded(), ...mocks],
    signOut,
  });
}

const card = (name: string) => screen.findByRole('region', { name });

async function openForm() {
  const personal = await card('Personal info');
  fireEvent.click(within(personal).getByRole('button', { name: 'Edit personal info' }));
  // The form's code loads when editing starts.
  await waitFor(() => expect(personal.querySelector('form')).not.toBeNull());
  return personal;
}

const submit = (region: HTMLElement) => {
  fireEvent.submit(region.querySelector('form')!);
};

describe('the profile page', () => {
  it('shows the header from the profile, then the personal info in schema order', async () => {
    renderProfile([]);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Ann Smith');
    expect(screen.getByText('ann@example.com', { selector: 'p' })).toBeTruthy();

    const personal = await card('Personal info');
    expect(
      within(personal)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      'Username',
      'First name',
      'Last name',
      'Email address',
      'Status',
      'Telephone number',
      'City',
      'Nickname',
    ]);
    expect(
      within(personal)
        .getAllByRole('definition')
        .map((definition) => definition.textContent),
    ).toEqual([
      'ann',
      'Ann',
      'Smith',
      'ann@example.com',
      'Active',
      '—Not set',
      'Paris',
      '—Not set',
    ]);
  });

  it('lists its cards in order: personal info, preferences, data sharing, account controls', async () => {
    renderProfile([]);
    const own = ['Personal info', 'Preferences', 'Personal data sharing', 'Account controls'];
    // The cards arrive as their parts load; the order is read once all of them are there.
    for (const name of own) await card(name);
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent ?? '')
      .filter((text) => own.includes(text));
    expect(headings).toEqual(own);
  });

  it('shows initials without a valid profile image, and the image with one', async () => {
    const first = renderWithProviders(<ProfilePage />, {
      mocks: [
        profileLoaded('1', { ...VALUES, profileImage: 'javascript:alert(1)' }),
        consentLoaded(),
      ],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(first.container.querySelector('header img')).toBeNull();
    expect(first.container.querySelector('header')?.textContent).toContain('AS');
    first.unmount();

    const second = renderWithProviders(<ProfilePage />, {
      mocks: [
        profileLoaded('1', { ...VALUES, profileImage: 'https://example.com/ann.png' }),
        consentLoaded(),
      ],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(second.container.querySelector('header img')?.getAttribute('src')).toBe(
      'https://example.com/ann.png',
    );
  });

  it('says the profile could not be retrieved when the query fails', async () => {
    renderWithProviders(<ProfilePage />, {
      mocks: [
        {
          request: { query: ProfilePage_ProfileDocument },
          result: { errors: [{ message: 'boom', extensions: { code: 'NOT_FOUND' } }] },
        },
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error retrieving your profile.',
    );
  });
});

describe('editing personal info', () => {
  it('edits only the editable fields, checks them with the platform and saves the changes with the revision', async () => {
    const checked: { values: Record<string, unknown> }[] = [];
    const updates: { input: unknown }[] = [];
    renderProfile([
      recording(PersonalInfoForm_PolicyCheckDocument, checked, {
        data: { profilePolicyCheck: [] },
      }),
      recording(PersonalInfoForm_UpdateProfileDocument, updates, {
        data: {
          updateProfile: {
            ...profile('2', { ...VALUES, city: 'Lyon' }),
            schema: undefined,
          },
        },
      }),
    ]);
    const personal = await openForm();
    expect(within(personal).queryByLabelText(/Status/)).toBeNull();
    const city = within(personal).getByLabelText('City');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(personal).getByLabelText(/Username/)),
    );
    fireEvent.change(city, { target: { value: 'Lyon' } });
    submit(personal);

    await screen.findByText('Your profile has been updated.');
    expect(checked[0]?.values).toMatchObject({ city: 'Lyon', telephoneNumber: null, sn: 'Smith' });
    expect(updates).toEqual([
      {
        input: { rev: '1', operations: [{ operation: 'replace', field: '/city', value: 'Lyon' }] },
      },
    ]);
    await waitFor(() => expect(within(personal).getByText('Lyon')).toBeTruthy());
    expect(within(personal).queryByRole('textbox')).toBeNull();
  });

  it('refuses a blank required field before sending anything', async () => {
    renderProfile([]);
    const personal = await openForm();
    const givenName = within(personal).getByLabelText(/First name/);
    fireEvent.change(givenName, { target: { value: '  ' } });
    submit(personal);
    expect(await within(personal).findByText('This field is required.')).toBeTruthy();
    expect(givenName.getAttribute('aria-invalid')).toBe('true');
    expect(within(personal).getByRole('alert').textContent).toContain(
      'Some fields need your attention.',
    );
  });

  it("shows the platform's policy failures under their fields", async () => {
    renderProfile([
      recording(PersonalInfoForm_PolicyCheckDocument, [], {
        data: {
          profilePolicyCheck: [
            {
              __typename: 'ProfileFieldError',
              field: 'userName',
              message: 'validation.unique',
              values: null,
            },
            {
              __typename: 'ProfileFieldError',
              field: 'accountStatus',
              message: 'validation.invalid_type',
              values: null,
            },
          ],
        },
      }),
    ]);
    const personal = await openForm();
    fireEvent.change(within(personal).getByLabelText(/Username/), {
      target: { value: 'bob' },
    });
    submit(personal);
    expect(
      await within(personal).findByText('This value is already in use. Enter a unique value.'),
    ).toBeTruthy();
    expect(within(personal).queryByText('This value has the wrong type.')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(personal).getByLabelText(/Username/)),
    );
  });

  it('keeps what the user typed when the profile changed elsewhere, then saves it on the latest version', async () => {
    const updates: { input: { rev: string } }[] = [];
    renderProfile([
      {
        ...recording(PersonalInfoForm_PolicyCheckDocument, [], {
          data: { profilePolicyCheck: [] },
        }),
        maxUsageCount: 2,
      },
      recording(PersonalInfoForm_UpdateProfileDocument, updates, {
        errors: [{ message: 'changed', extensions: { code: 'CONFLICT' } }] as never,
      }),
      profileLoaded('5', { ...VALUES, givenName: 'Annie' }),
      recording(PersonalInfoForm_UpdateProfileDocument, updates, {
        data: {
          updateProfile: {
            ...profile('6', { ...VALUES, givenName: 'Annie', city: 'Lyon' }),
            schema: undefined,
          },
        },
      }),
    ]);
    const personal = await openForm();
    fireEvent.change(within(personal).getByLabelText('City'), { target: { value: 'Lyon' } });
    submit(personal);

    const alert = await within(personal).findByRole('alert');
    expect(alert.textContent).toContain('There was an error saving your profile changes.');
    expect(alert.textContent).toContain('Your profile was changed somewhere else');
    expect(within(personal).getByLabelText<HTMLInputElement>('City').value).toBe('Lyon');

    fireEvent.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    await within(personal).findByText(/The latest version is loaded/);
    expect(within(personal).getByLabelText<HTMLInputElement>('City').value).toBe('Lyon');
    expect(within(personal).getByLabelText<HTMLInputElement>(/First name/).value).toBe('Annie');

    submit(personal);
    await screen.findByText('Your profile has been updated.');
    expect(updates.map(({ input }) => input.rev)).toEqual(['1', '5']);
  });

  it('cancels back to the list', async () => {
    renderProfile([]);
    const personal = await openForm();
    fireEvent.click(within(personal).getByRole('button', { name: 'Cancel' }));
    expect(within(personal).queryByRole('textbox')).toBeNull();
    expect(within(personal).getByRole('button', { name: 'Edit personal info' })).toBeTruthy();
  });
});

describe('preferences', () => {
  it('toggles a preference with a patch of its own field', async () => {
    const sent: { input: unknown }[] = [];
    renderProfile([
      recording(PreferencesCard_SetPreferenceDocument, sent, {
        data: {
          updateProfile: {
            ...profile('2', { ...VALUES, preferences: { updates: true, marketing: true } }),
            schema: undefined,
          },
        },
      }),
    ]);
    const region = await card('Preferences');
    const offers = within(region).getByRole('switch', {
      name: 'Send me special offers and services',
    });
    expect((offers as HTMLInputElement).checked).toBe(false);
    fireEvent.click(offers);
    await screen.findByText('Your preferences have been updated.');
    expect(sent).toEqual([
      {
        input: {
          rev: '1',
          operations: [{ operation: 'replace', field: '/preferences/marketing', value: true }],
        },
      },
    ]);
    expect((offers as HTMLInputElement).checked).toBe(true);
  });
});

describe('personal data sharing', () => {
  it('lists each service with its state and allows one', async () => {
    const sent: { input: unknown }[] = [];
    renderProfile([
      recording(ConsentCard_SetConsentDocument, sent, {
        data: { setConsent: { __typename: 'Profile', id: 'u-1', rev: '2', values: VALUES } },
      }),
      consentLoaded('2026-04-01T09:00:00.000Z'),
    ]);
    const region = await card('Personal data sharing');
    const crm = await within(region).findByRole('switch', { name: 'Marketing CRM' });
    expect((crm as HTMLInputElement).checked).toBe(false);
    expect(within(region).getByText('Not allowed')).toBeTruthy();
    expect(within(region).getByText('Allowed since March 2, 2026')).toBeTruthy();

    fireEvent.click(crm);
    await screen.findByText('Sharing with Marketing CRM is allowed.');
    expect(sent).toEqual([{ input: { rev: '1', mapping: 'crm', consented: true } }]);
    await within(region).findByText('Allowed since April 1, 2026');
  });

  it('says so when nothing asks for consent, and when the list cannot be retrieved', async () => {
    const empty = renderWithProviders(<ProfilePage />, {
      mocks: [
        profileLoaded(),
        {
          request: { query: ConsentCard_MappingsDocument },
          result: { data: { consentMappings: [] } },
        },
      ],
    });
    expect(await screen.findByText('No service asks for your personal data.')).toBeTruthy();
    empty.unmount();

    renderWithProviders(<ProfilePage />, {
      mocks: [
        profileLoaded(),
        {
          request: { query: ConsentCard_MappingsDocument },
          result: { errors: [{ message: 'boom', extensions: { code: 'NOT_FOUND' } }] },
        },
      ],
    });
    expect(
      await screen.findByText('There was an error retrieving your data sharing choices.'),
    ).toBeTruthy();
  });
});

describe('account controls', () => {
  it('downloads the profile as userProfile.json', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:profile';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const data = { _id: 'u-1', userName: 'ann', mail: 'ann@example.com' };
    renderProfile([
      {
        request: { query: AccountControlsCard_ProfileDataDocument },
        result: { data: { profileData: data } },
      },
    ]);
    const region = await card('Account controls');
    fireEvent.click(within(region).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(names).toEqual(['userProfile.json']));
    expect(JSON.parse(await blobs[0]!.text())).toEqual(data);
    expect(await blobs[0]!.text()).toContain('\n  "userName": "ann"');
  });

  it('deletes the account after confirmation, then signs out', async () => {
    const signOut = vi.fn();
    renderProfile(
      [
        {
          request: { query: AccountControlsCard_DeleteAccountDocument },
          result: { data: { deleteAccount: true } },
        },
      ],
      signOut,
    );
    const region = await card('Account controls');
    fireEvent.click(within(region).getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
  });

  it('keeps the account and says so when deleting fails', async () => {
    const signOut = vi.fn();
    renderProfile(
      [
        {
          request: { query: AccountControlsCard_DeleteAccountDocument },
          result: { errors: [{ message: 'boom', extensions: { code: 'NOT_FOUND' } }] },
        },
      ],
      signOut,
    );
    const region = await card('Account controls');
    fireEvent.click(within(region).getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'There was an error deleting your account.',
    );
    expect(signOut).not.toHaveBeenCalled();
  });
});
