import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AccountSecurityCard } from '../../src/ui/features/account-security/account-security-card.js';
import { KbaCard } from '../../src/ui/features/account-security/kba-card.js';
import { questionText } from '../../src/ui/features/account-security/kba-draft.js';
import {
  AccountSecurityCard_AccountSecurityDocument,
  KbaCard_AccountSecurityDocument,
  KbaForm_SaveKbaDocument,
  PasswordDialog_ChangePasswordDocument,
  UsernameDialog_ChangeUsernameDocument,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

const passwordPolicy = {
  __typename: 'PasswordPolicy',
  minLength: 8,
  maxLength: null,
  minCapitals: 1,
  minLowercase: null,
  minNumbers: 1,
  minSymbols: null,
  minCharacterSets: null,
  maxRepeatedCharacters: null,
  cannotContainOthers: [],
  cannotContainOthersCaseInsensitive: ['userName'],
  noCommonPasswords: false,
  passwordHistory: null,
  fieldValues: { userName: 'ann' },
};

const accountMock = (rev = '4', userName = 'ann'): MockLink.MockedResponse => ({
  request: { query: AccountSecurityCard_AccountSecurityDocument },
  result: {
    data: {
      accountSecurity: { __typename: 'AccountSecurity', id: 'u-1', rev, userName, passwordPolicy },
    },
  },
});

const question = (id: string, en: string, fr: string) => ({
  __typename: 'KbaQuestion',
  id,
  texts: [
    { __typename: 'LocalizedText', locale: 'fr', text: fr },
    { __typename: 'LocalizedText', locale: 'en', text: en },
  ],
});

const kba = (selected: { questionId?: string; customQuestion?: string }[]) => ({
  __typename: 'KbaSettings',
  minimumAnswersToDefine: 2,
  questions: [
    question('1', 'What’s your favorite color?', 'Quelle est votre couleur préférée ?'),
    question('2', 'Who was your first employer?', 'Qui a été votre premier employeur ?'),
  ],
  selected: selected.map((entry) => ({
    __typename: 'KbaSelection',
    questionId: entry.questionId ?? null,
    customQuestion: entry.customQuestion ?? null,
  })),
});

const kbaMock = (selected: { questionId?: string; customQuestion?: string }[], rev = '7') => ({
  request: { query: KbaCard_AccountSecurityDocument },
  result: {
    data: {
      accountSecurity: { __typename: 'AccountSecurity', id: 'u-1', rev, kba: kba(selected) },
    },
  },
});

const refusal = (code: string, fieldErrors?: unknown[]) => ({
  errors: [new GraphQLError('refused', { extensions: { code, fieldErrors } })],
});

async function openDialog(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

function rulesOf(dialog: HTMLElement) {
  const list = within(dialog).getByRole('list', { name: 'Password requirements' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('AccountSecurityCard', () => {
  it('shows the username, and the password checklist follows what is typed', async () => {
    renderWithProviders(<AccountSecurityCard />, { mocks: [accountMock()] });
    const card = await screen.findByRole('region', { name: 'Account security' });
    expect(await within(card).findByText('ann')).toBeTruthy();

    const dialog = await openDialog('Change password');
    expect(rulesOf(dialog)).toEqual([
      '✗Not met: Use at least 8 characters.',
      '✗Not met: Include at least 1 capital letter.',
      '✗Not met: Include at least 1 number.',
      '✓Met: Do not include the value of these fields, in any letter case: username.',
    ]);
    expect(within(dialog).getByText('Requirements met: 1 of 4.').getAttribute('aria-live')).toBe(
      'polite',
    );

    const next = within(dialog).getByLabelText(/^New password/);
    fireEvent.change(next, { target: { value: 'Longer1x' } });
    expect(rulesOf(dialog)).toEqual([
      '✓Met: Use at least 8 characters.',
      '✓Met: Include at least 1 capital letter.',
      '✓Met: Include at least 1 number.',
      '✓Met: Do not include the value of these fields, in any letter case: username.',
    ]);
    fireEvent.change(next, { target: { value: 'Annie-1Xyz' } });
    expect(rulesOf(dialog).at(-1)).toBe(
      '✗Not met: Do not include the value of these fields, in any letter case: username.',
    );
    expect(within(dialog).getByText('Requirements met: 3 of 4.')).toBeTruthy();
    expect(next.getAttribute('aria-describedby')).toContain(
      within(dialog).getByText('Password requirements').parentElement?.id,
    );
  });

  it('lists every policy a weak password fails, without sending it', async () => {
    renderWithProviders(<AccountSecurityCard />, { mocks: [accountMock()] });
    const dialog = await openDialog('Change password');
    fireEvent.change(within(dialog).getByLabelText(/^Current password/), {
      target: { value: 'Demo!Passw0rd' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^New password/), {
      target: { value: 'weak' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Confirm new password/), {
      target: { value: 'weak' },
    });
    fireEvent.submit(dialog.querySelector('form')!);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Your new password does not meet these requirements:');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Use at least 8 characters.',
      'Include at least 1 capital letter.',
      'Include at least 1 number.',
    ]);
    expect(
      within(dialog)
        .getByLabelText(/^New password/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('says when the passwords differ, and when the current one is wrong', async () => {
    const input = { currentPassword: 'Wrong!Passw0rd', newPassword: 'Strong!Passw0rd2' };
    renderWithProviders(<AccountSecurityCard />, {
      mocks: [
        accountMock(),
        {
          request: { query: PasswordDialog_ChangePasswordDocument, variables: { input } },
          result: refusal('BAD_USER_INPUT', [
            {
              field: 'currentPassword',
              message: 'accountSecurity.errors.currentPasswordIncorrect',
            },
          ]),
        },
      ],
    });
    const dialog = await openDialog('Change password');
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill(/^Current password/, input.currentPassword);
    fill(/^New password/, input.newPassword);
    fill(/^Confirm new password/, 'Strong!Passw0rd3');
    fireEvent.submit(dialog.querySelector('form')!);
    expect(await within(dialog).findByText('The passwords do not match.')).toBeTruthy();

    fill(/^Confirm new password/, input.newPassword);
    fireEvent.submit(dialog.querySelector('form')!);
    expect(await within(dialog).findByText('The current password is not right.')).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Current password/)).toHaveProperty(
      'value',
      input.currentPassword,
    );
  });

  it('says how long to wait when the platform throttles password guesses', async () => {
    const input = { currentPassword: 'Guess!Passw0rd', newPassword: 'Strong!Passw0rd2' };
    renderWithProviders(<AccountSecurityCard />, {
      mocks: [
        accountMock(),
        {
          request: { query: PasswordDialog_ChangePasswordDocument, variables: { input } },
          result: {
            errors: [
              {
                message: 'Too many attempts',
                extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 900 },
              },
            ],
          } as never,
        },
      ],
    });
    const dialog = await openDialog('Change password');
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill(/^Current password/, input.currentPassword);
    fill(/^New password/, input.newPassword);
    fill(/^Confirm new password/, input.newPassword);
    fireEvent.submit(dialog.querySelector('form')!);
    expect(
      await within(dialog).findByText('Too many attempts. Try again in 900 seconds.'),
    ).toBeTruthy();
  });

  it('lists the policies the platform refuses, naming the user’s fields in words', async () => {
    const input = { currentPassword: 'Demo!Passw0rd', newPassword: 'Strong!Passw0rd2' };
    renderWithProviders(<AccountSecurityCard />, {
      mocks: [
        accountMock(),
        {
          request: { query: PasswordDialog_ChangePasswordDocument, variables: { input } },
          result: refusal('BAD_USER_INPUT', [
            {
              field: 'newPassword',
              message: 'validation.password.cannotContainOthersCaseInsensitive',
              values: { fields: ['givenName', 'sn', 'nickname'] },
            },
            { field: 'newPassword', message: 'validation.password.noCommonPasswords' },
          ]),
        },
      ],
    });
    const dialog = await openDialog('Change password');
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill(/^Current password/, input.currentPassword);
    fill(/^New password/, input.newPassword);
    fill(/^Confirm new password/, input.newPassword);
    fireEvent.submit(dialog.querySelector('form')!);
    const alert = await within(dialog).findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Do not include the value of these fields, in any letter case: first name, last name, and nickname.',
      'Do not use a common password.',
    ]);
    expect(within(dialog).getByLabelText(/^New password/)).toHaveProperty(
      'value',
      input.newPassword,
    );
  });

  it('changes the password, closes the dialog and says so', async () => {
    const input = { currentPassword: 'Demo!Passw0rd', newPassword: 'Strong!Passw0rd2' };
    renderWithProviders(<AccountSecurityCard />, {
      mocks: [
        accountMock(),
        {
          request: { query: PasswordDialog_ChangePasswordDocument, variables: { input } },
          result: {
            data: { changePassword: { __typename: 'AccountSecurity', id: 'u-1', rev: '5' } },
          },
        },
        accountMock('5'),
      ],
    });
    const dialog = await openDialog('Change password');
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill(/^Current password/, input.currentPassword);
    fill(/^New password/, input.newPassword);
    fill(/^Confirm new password/, input.newPassword);
    fireEvent.submit(dialog.querySelector('form')!);
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the spec’s save failure message when the platform fails, keeping the input', async () => {
    const input = { currentPassword: 'Demo!Passw0rd', newPassword: 'Strong!Passw0rd2' };
    renderWithProviders(<AccountSecurityCard />, {
      mocks: [
        accountMock(),
        {
          request: { query: PasswordDialog_ChangePasswordDocument, variables: { input } },
          result: refusal('INTERNAL_SERVER_ERROR'),
        },
      ],
    });
    const dialog = await openDialog('Change password');
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill(/^Current password/, input.currentPassword);
    fill(/^New password/, input.newPassword);
    fill(/^Confirm new password/, input.newPassword);
    fireEvent.submit(dialog.querySelector('form')!);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Failed to save profile changes or password.');
    expect(within(dialog).getByLabelText(/^New password/)).toHaveProperty(
      'value',
      input.newPassword,
    );
  });

  it('names the rule a username breaks, with its limit, and “That ID is already in use.” for a taken one, kept typed', async () => {
    renderWithProviders(<AccountSecurityCard />, {
      mocks: [
        accountMock(),
        {
          request: {
            query: UsernameDialog_ChangeUsernameDocument,
            variables: { input: { rev: '4', userName: 'bob' } },
          },
          result: refusal('BAD_USER_INPUT', [{ field: 'userName', message: 'validation.unique' }]),
        },
      ],
    });
    const dialog = await openDialog('Change username');
    const field = within(dialog).getByLabelText(/^New username/);
    fireEvent.change(field, { target: { value: 'ann smith' } });
    fireEvent.submit(dialog.querySelector('form')!);
    expect(await within(dialog).findByText('Spaces are not allowed.')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'a'.repeat(256) } });
    fireEvent.submit(dialog.querySelector('form')!);
    expect(await within(dialog).findByText('Use at most 255 characters.')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'bob' } });
    fireEvent.submit(dialog.querySelector('form')!);
    expect(await within(dialog).findByText('That ID is already in use.')).toBeTruthy();
    expect(field).toHaveProperty('value', 'bob');
  });

  it('shows the conflict message on a stale revision, and saves after a reload', async () => {
    renderWithProviders(<AccountSecurityCard />, {
      mocks: [
        accountMock('4'),
        {
          request: {
            query: UsernameDialog_ChangeUsernameDocument,
            variables: { input: { rev: '4', userName: 'ann.smith' } },
          },
          result: refusal('CONFLICT'),
        },
        accountMock('6'),
        {
          request: {
            query: UsernameDialog_ChangeUsernameDocument,
            variables: { input: { rev: '6', userName: 'ann.smith' } },
          },
          result: {
            data: {
              changeUsername: {
                __typename: 'AccountSecurity',
                id: 'u-1',
                rev: '7',
                userName: 'ann.smith',
              },
            },
          },
        },
        accountMock('7', 'ann.smith'),
      ],
    });
    const dialog = await openDialog('Change username');
    fireEvent.change(within(dialog).getByLabelText(/^New username/), {
      target: { value: 'ann.smith' },
    });
    fireEvent.submit(dialog.querySelector('form')!);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Failed to save profile changes or password.');
    expect(alert.textContent).toContain('Your account was changed somewhere else');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(within(dialog).getByLabelText(/^New username/)).toHaveProperty('value', 'ann.smith');

    fireEvent.submit(dialog.querySelector('form')!);
    expect(await screen.findByText('Your username has been changed.')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Account security' });
    expect(await within(card).findByText('ann.smith')).toBeTruthy();
  });
});

describe('loading', () => {
  it('shows a loading state, then the error with a retry that reads again', async () => {
    renderWithProviders(<AccountSecurityCard />, {
      mocks: [
        {
          request: { query: AccountSecurityCard_AccountSecurityDocument },
          result: refusal('NOT_FOUND'),
        },
        accountMock(),
      ],
    });
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(
      await screen.findByText('There was an error retrieving your account security settings.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ann')).toBeTruthy();
  });
});

describe('questionText', () => {
  const texts = [
    { locale: 'en', text: 'Colour?' },
    { locale: 'fr', text: 'Couleur ?' },
  ];
  it('picks the language, then its base, then English, then any', () => {
    expect(questionText(texts, 'fr')).toBe('Couleur ?');
    expect(questionText(texts, 'fr-CA')).toBe('Couleur ?');
    expect(questionText(texts, 'de')).toBe('Colour?');
    expect(questionText([{ locale: 'de', text: 'Farbe?' }], 'fr')).toBe('Farbe?');
    expect(questionText([], 'fr')).toBe('');
  });
});

describe('KbaCard', () => {
  it('lists the user’s questions in the active language, custom ones marked', async () => {
    renderWithProviders(<KbaCard />, {
      mocks: [kbaMock([{ questionId: '2' }, { customQuestion: 'Street I grew up on?' }])],
    });
    const list = await screen.findByRole('list', { name: 'Your security questions' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Who was your first employer?', 'Street I grew up on? (your own question)']);
  });

  it('has an empty state that offers to set questions up, with two blank entries', async () => {
    renderWithProviders(<KbaCard />, { mocks: [kbaMock([])] });
    expect(await screen.findByText('You have not set up any security questions.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set up security questions' }));
    expect(screen.getByRole('group', { name: 'Question 1' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Question 2' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Question 3' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove question/ })).toBeNull();
    fireEvent.submit(
      screen.getByRole('button', { name: 'Save security questions' }).closest('form')!,
    );
    expect(await screen.findAllByText('This field is required.')).toHaveLength(4);
  });

  it('says so when the platform offers no security questions', async () => {
    renderWithProviders(<KbaCard />, {
      mocks: [
        {
          request: { query: KbaCard_AccountSecurityDocument },
          result: {
            data: {
              accountSecurity: { __typename: 'AccountSecurity', id: 'u-1', rev: '7', kba: null },
            },
          },
        },
      ],
    });
    expect(await screen.findByText('Security questions are not available.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /security questions/ })).toBeNull();
  });

  it('refuses duplicate custom questions without saving', async () => {
    renderWithProviders(<KbaCard />, {
      mocks: [kbaMock([{ customQuestion: 'My first car?' }, { customQuestion: 'Bike?' }])],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change security questions' }));
    const questions = screen.getAllByLabelText(/^Your question/);
    fireEvent.change(questions[1]!, { target: { value: '  my FIRST car? ' } });
    for (const answer of screen.getAllByLabelText(/^Answer/)) {
      fireEvent.change(answer, { target: { value: 'something' } });
    }
    fireEvent.submit(
      screen.getByRole('button', { name: 'Save security questions' }).closest('form')!,
    );
    expect(await screen.findAllByText('Custom questions cannot be duplicates')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save security questions' })).toBeTruthy();
  });

  it('saves the questions with the revision and shows them', async () => {
    const input = {
      rev: '7',
      questions: [
        { questionId: '1', answer: 'Blue' },
        { customQuestion: 'Street I grew up on?', answer: 'Elm' },
      ],
    };
    const saved = [{ questionId: '1' }, { customQuestion: 'Street I grew up on?' }];
    renderWithProviders(<KbaCard />, {
      mocks: [
        kbaMock([{ questionId: '1' }, { customQuestion: 'Street I grew up on?' }]),
        {
          request: { query: KbaForm_SaveKbaDocument, variables: { input } },
          result: {
            data: {
              saveKba: { __typename: 'AccountSecurity', id: 'u-1', rev: '8', kba: kba(saved) },
            },
          },
        },
        kbaMock(saved, '8'),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change security questions' }));
    const [first, second] = screen.getAllByLabelText(/^Answer/);
    fireEvent.change(first!, { target: { value: 'Blue' } });
    fireEvent.change(second!, { target: { value: 'Elm' } });
    fireEvent.submit(
      screen.getByRole('button', { name: 'Save security questions' }).closest('form')!,
    );
    expect(await screen.findByText('Your security questions have been saved.')).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Your security questions' })).toBeTruthy();
  });
});
