import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfilePage } from '../../src/ui/features/profile/profile-page.js';
import { personalInfoFields } from '../../src/ui/features/profile/profile-fields.js';
import { ProfilePage_ProfileDocument } from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

const property = (name: string, title: string, type = 'string', viewable = true) => ({
  __typename: 'SchemaProperty',
  name,
  title,
  type,
  viewable,
});

const schema = {
  __typename: 'ObjectSchema',
  order: [
    'userName',
    'givenName',
    'sn',
    'mail',
    'telephoneNumber',
    'preferences',
    'manager',
    'password',
  ],
  properties: [
    property('mail', 'Email Address'),
    property('sn', 'Last Name'),
    property('givenName', 'First Name'),
    property('userName', 'Username'),
    property('telephoneNumber', 'Telephone Number'),
    property('preferences', 'Preferences', 'object'),
    property('manager', 'Manager', 'relationship'),
    property('password', 'Password', 'string', false),
    property('active', 'Active', 'boolean'),
  ],
};

const values = {
  userName: 'ann',
  givenName: 'Ann',
  sn: 'Smith',
  mail: 'ann@example.com',
  telephoneNumber: '',
  preferences: { updates: true, marketing: false },
  manager: { _ref: 'managed/user/2' },
  active: true,
};

const profileMock = {
  request: { query: ProfilePage_ProfileDocument },
  result: {
    data: {
      me: { __typename: 'Me', id: 'u-1', displayName: 'Ann Smith', mail: 'ann@example.com' },
      profile: { __typename: 'Profile', id: 'u-1', values, schema },
    },
  },
};

describe('personalInfoFields', () => {
  it('follows the schema order, then the unlisted properties, leaving out what cannot be shown', () => {
    const fields = personalInfoFields(schema, values);
    expect(fields.map((field) => field.name)).toEqual([
      'userName',
      'givenName',
      'sn',
      'mail',
      'telephoneNumber',
      'preferences',
      'active',
    ]);
    expect(fields.find((field) => field.name === 'telephoneNumber')?.value).toEqual({
      kind: 'empty',
    });
    expect(fields.find((field) => field.name === 'preferences')?.value).toEqual({
      kind: 'preferences',
      items: [
        { name: 'updates', labelKey: 'profile.preferences.updates', enabled: true },
        { name: 'marketing', labelKey: 'profile.preferences.marketing', enabled: false },
      ],
    });
  });

  it('treats values that are not an object as empty', () => {
    expect(personalInfoFields(schema, 'nope').every((field) => field.value.kind === 'empty')).toBe(
      true,
    );
  });
});

describe('ProfilePage', () => {
  it('shows the header and lists the personal info in schema order', async () => {
    renderWithProviders(<ProfilePage />, { mocks: [profileMock] });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Ann Smith');
    expect(screen.getByText('ann@example.com', { selector: 'p' })).toBeTruthy();

    const card = screen.getByRole('region', { name: 'Personal info' });
    const titles = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(titles).toEqual([
      'Username',
      'First Name',
      'Last Name',
      'Email Address',
      'Telephone Number',
      'Preferences',
      'Active',
    ]);
    const definitions = within(card)
      .getAllByRole('definition')
      .map((definition) => definition.textContent);
    expect(definitions).toEqual([
      'ann',
      'Ann',
      'Smith',
      'ann@example.com',
      '—Not set',
      'Send me news and updates: YesSend me special offers and services: No',
      'Yes',
    ]);
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
