import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { ManagedEditPage } from '../../src/ui/features/delegated-admin/managed-edit-page.js';
import {
  ManagedEditPage_ObjectDocument,
  ManagedObjectForm_UpdateDocument,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

const field = (
  name: string,
  title: string,
  { readOnly = false, required = false, options = null as string[] | null } = {},
) => ({
  __typename: 'ManagedField',
  name,
  title,
  description: title,
  type: 'string',
  nullable: !required,
  required,
  readOnly,
  options,
});

const FIELDS = [
  field('userName', 'Username', { readOnly: true, required: true }),
  field('givenName', 'First Name', { required: true }),
  field('mail', 'Email Address', { required: true }),
  field('accountStatus', 'Status', { readOnly: true, options: ['active', 'inactive', 'blocked'] }),
  field('telephoneNumber', 'Telephone Number'),
];

const VALUES = {
  userName: 'ann',
  givenName: 'Ann',
  mail: 'ann@example.com',
  accountStatus: 'active',
  telephoneNumber: '+44 20 7946 0000',
};

const form = (rev: string, values: Record<string, unknown> = VALUES) => ({
  __typename: 'ManagedObjectForm',
  id: 'u-1',
  rev,
  resourceType: 'managed',
  resourceName: 'alpha_user',
  title: 'Alpha realm - Users',
  displayName: `${String(values.givenName)} Smith`,
  canUpdate: true,
  values,
  fields: FIELDS,
});

const objectMock = (rev: string, values?: Record<string, unknown>): MockLink.MockedResponse => ({
  request: {
    query: ManagedEditPage_ObjectDocument,
    variables: { resourceType: 'managed', resourceName: 'alpha_user', id: 'u-1' },
  },
  result: { data: { managedObject: form(rev, values) } },
});

const updateMock = (
  rev: string,
  operations: unknown[],
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse => ({
  request: {
    query: ManagedObjectForm_UpdateDocument,
    variables: {
      input: { resourceType: 'managed', resourceName: 'alpha_user', id: 'u-1', rev, operations },
    },
  },
  result,
});

function renderEdit(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <Route path="/edit/:resourceType/:resourceName/:resourceId">
      <ManagedEditPage />
    </Route>,
    { path: '/edit/managed/alpha_user/u-1', mocks },
  );
}

const input = (name: RegExp) => screen.findByRole('textbox', { name });

describe('delegated-admin edit form', () => {
  it('shows every readable field, marking the read-only ones, with a way back to the list', async () => {
    renderEdit([objectMock('1')]);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Ann Smith');
    expect(screen.getByRole('link', { name: 'Back to Alpha realm - Users' })).toBeTruthy();
    const userName = await input(/^Username/);
    expect(userName.hasAttribute('readonly')).toBe(true);
    expect(userName.closest('div')?.textContent).toContain('Read only');
    expect((await input(/^Status/)).getAttribute('value')).toBe('Active');
    expect((await input(/^First Name/)).hasAttribute('readonly')).toBe(false);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('sends only the changed field with the revision, and shows the saved values', async () => {
    renderEdit([
      objectMock('1'),
      updateMock(
        '1',
        [{ operation: 'replace', field: '/telephoneNumber', value: '+44 20 7946 0999' }],
        {
          data: {
            updateManagedObject: form('2', { ...VALUES, telephoneNumber: '+44 20 7946 0999' }),
          },
        },
      ),
    ]);
    fireEvent.change(await input(/^Telephone Number/), {
      target: { value: '+44 20 7946 0999' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The changes have been saved.')).toBeTruthy();
    expect((await input(/^Telephone Number/)).getAttribute('value')).toBe('+44 20 7946 0999');
  });

  it('discards the changes and gives the focus back to the form', async () => {
    renderEdit([objectMock('1')]);
    const firstName = await input(/^First Name/);
    fireEvent.change(firstName, { target: { value: 'Anna' } });
    const discard = screen.getByRole('button', { name: 'Discard changes' });
    act(() => discard.focus());
    fireEvent.click(discard);
    await waitFor(() => expect(discard.hasAttribute('disabled')).toBe(true));
    const restored = await input(/^First Name/);
    expect((restored as HTMLInputElement).value).toBe('Ann');
    expect(document.activeElement).toBe(restored);
  });

  it('refuses a malformed email address before sending anything', async () => {
    renderEdit([objectMock('1')]);
    fireEvent.change(await input(/^Email Address/), { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Some fields need your attention.');
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect((await input(/^Email Address/)).getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the typed change after a conflict, and saves it on the latest revision', async () => {
    const typed = [{ operation: 'replace', field: '/givenName', value: 'Annie' }];
    renderEdit([
      objectMock('1'),
      updateMock('1', typed, {
        errors: [{ message: 'changed', extensions: { code: 'CONFLICT' } }],
      }),
      objectMock('3', { ...VALUES, mail: 'ann.smith@example.com' }),
      updateMock('3', typed, {
        data: {
          updateManagedObject: form('4', {
            ...VALUES,
            mail: 'ann.smith@example.com',
            givenName: 'Annie',
          }),
        },
      }),
    ]);
    fireEvent.change(await input(/^First Name/), { target: { value: 'Annie' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else changed this resource after you opened it.');
    expect((await input(/^First Name/)).getAttribute('value')).toBe('Annie');

    fireEvent.click(screen.getByRole('button', { name: 'Load the latest version' }));
    expect(await screen.findByText(/The latest version is loaded/)).toBeTruthy();
    await waitFor(async () =>
      expect((await input(/^Email Address/)).getAttribute('value')).toBe('ann.smith@example.com'),
    );
    expect((await input(/^First Name/)).getAttribute('value')).toBe('Annie');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The changes have been saved.')).toBeTruthy();
  });

  it('shows a policy failure from the platform under its field', async () => {
    renderEdit([
      objectMock('1'),
      updateMock('1', [{ operation: 'replace', field: '/givenName', value: 'A'.repeat(5) }], {
        errors: [
          {
            message: 'Failed policy validation',
            extensions: {
              code: 'BAD_USER_INPUT',
              fieldErrors: [
                { field: 'givenName', message: 'validation.maxLength', values: { length: 4 } },
              ],
            },
          },
        ],
      }),
    ]);
    fireEvent.change(await input(/^First Name/), { target: { value: 'AAAAA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use at most 4 characters.')).toBeTruthy();
  });
});
