import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLClient, signIn, type GraphQLResult } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';
import { seededUserPool } from './support/seeded-users.js';

const PASSWORD = 'Demo!Passw0rd';

const ACCOUNT_SECURITY = /* GraphQL */ `
  query {
    accountSecurity {
      id
      rev
      userName
      passwordPolicy {
        minLength
        maxLength
        minCapitals
        minLowercase
        minNumbers
        minSymbols
        noCommonPasswords
        cannotContainOthers
        cannotContainOthersCaseInsensitive
        fieldValues
      }
      kba {
        minimumAnswersToDefine
        questions {
          id
          texts {
            locale
            text
          }
        }
        selected {
          questionId
          customQuestion
        }
      }
    }
  }
`;
const CHANGE_PASSWORD = /* GraphQL */ `
  mutation ($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      rev
    }
  }
`;
const CHANGE_USERNAME = /* GraphQL */ `
  mutation ($input: ChangeUsernameInput!) {
    changeUsername(input: $input) {
      rev
      userName
    }
  }
`;
const SAVE_KBA = /* GraphQL */ `
  mutation ($input: SaveKbaInput!) {
    saveKba(input: $input) {
      rev
      kba {
        selected {
          questionId
          customQuestion
        }
      }
    }
  }
`;

interface AccountSecurity {
  id: string;
  rev: string;
  userName: string;
  passwordPolicy: Record<string, unknown> & { fieldValues: Record<string, string> };
  kba: {
    minimumAnswersToDefine: number;
    questions: { id: string; texts: { locale: string; text: string }[] }[];
    selected: { questionId: string | null; customQuestion: string | null }[];
  };
}

let stack: RunningStack;
const users = seededUserPool();

beforeAll(async () => {
  stack = await startStack();
  await users.load(stack.platform.db, 16, 'desc');
});
afterAll(async () => {
  await stack?.close();
});

const freshUser = () => users.next();

async function signedIn(username: string, password = PASSWORD): Promise<GraphQLClient> {
  const client = new GraphQLClient(stack.url);
  const result = await signIn(client, { realm: 'alpha', username, password });
  expect(result.data?.authenticate).toMatchObject({ __typename: 'JourneySuccess' });
  return client;
}

async function signInSucceeds(username: string, password: string): Promise<boolean> {
  const result = await signIn(new GraphQLClient(stack.url), { realm: 'alpha', username, password });
  return result.data?.authenticate.__typename === 'JourneySuccess';
}

function data<T>(result: GraphQLResult<T>): T {
  expect(result.errors).toBeUndefined();
  return result.data!;
}

async function accountSecurity(client: GraphQLClient): Promise<AccountSecurity> {
  return data(await client.request<{ accountSecurity: AccountSecurity }>(ACCOUNT_SECURITY))
    .accountSecurity;
}

async function storedUser(userName: string) {
  return stack.platform.db
    .selectFrom('managed_objects')
    .select(['id', 'rev', 'doc'])
    .where('type', '=', 'alpha_user')
    .where(sql<string>`doc->>'userName'`, '=', userName)
    .executeTakeFirstOrThrow();
}

function refusal(result: GraphQLResult) {
  expect(result.data ?? null).toBeNull();
  return result.errors?.[0]?.extensions;
}

describe('accountSecurity', () => {
  it('reads the username, the realm’s password policy and the security questions', async () => {
    const username = freshUser();
    const security = await accountSecurity(await signedIn(username));
    const { doc } = await storedUser(username);
    expect(security).toMatchObject({
      userName: username,
      rev: expect.stringMatching(/^\d+$/) as string,
      passwordPolicy: {
        minLength: 8,
        maxLength: 128,
        minCapitals: 1,
        minLowercase: 1,
        minNumbers: 1,
        minSymbols: 1,
        noCommonPasswords: true,
        cannotContainOthers: [],
        cannotContainOthersCaseInsensitive: ['userName', 'givenName', 'sn'],
        fieldValues: { userName: username, givenName: doc.givenName, sn: doc.sn },
      },
      kba: { minimumAnswersToDefine: 2, selected: [] },
    });
    const first = security.kba.questions.find(({ id }) => id === '1');
    expect(first?.texts).toHaveLength(3);
    expect(first?.texts).toEqual(
      expect.arrayContaining([
        { locale: 'en', text: 'What’s your favorite color?' },
        { locale: 'fr', text: 'Quelle est votre couleur préférée\u00a0?' },
        { locale: 'de', text: 'Was ist Ihre Lieblingsfarbe?' },
      ]),
    );
  });

  it('is only for a signed-in user', async () => {
    const result = await new GraphQLClient(stack.url).request(ACCOUNT_SECURITY);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('changePassword', () => {
  it('lists every policy a weak password fails, and changes nothing', async () => {
    const username = freshUser();
    const client = await signedIn(username);
    const result = await client.request(CHANGE_PASSWORD, {
      input: { currentPassword: PASSWORD, newPassword: 'weak' },
    });
    expect(refusal(result)).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        {
          field: 'newPassword',
          message: 'validation.password.length',
          values: { min: 8, max: 128 },
        },
        { field: 'newPassword', message: 'validation.password.minCapitals', values: { count: 1 } },
        { field: 'newPassword', message: 'validation.password.minNumbers', values: { count: 1 } },
        { field: 'newPassword', message: 'validation.password.minSymbols', values: { count: 1 } },
      ],
    });
    expect(await signInSucceeds(username, PASSWORD)).toBe(true);
  });

  it('refuses a password that holds the user’s own names, as the platform’s policy does', async () => {
    const username = freshUser();
    const client = await signedIn(username);
    const { passwordPolicy } = await accountSecurity(client);
    const newPassword = `${username.toUpperCase()}!2x`;
    const contained = Object.entries(passwordPolicy.fieldValues)
      .filter(([, value]) => newPassword.toLowerCase().includes(value.toLowerCase()))
      .map(([name]) => name);
    expect(contained).toContain('userName');
    const result = await client.request(CHANGE_PASSWORD, {
      input: { currentPassword: PASSWORD, newPassword },
    });
    expect(refusal(result)).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        {
          field: 'newPassword',
          message: 'validation.password.cannotContainOthersCaseInsensitive',
          values: { fields: contained },
        },
      ],
    });
    expect(await signInSucceeds(username, newPassword)).toBe(false);
    expect(await signInSucceeds(username, PASSWORD)).toBe(true);
  });

  it('refuses a common password, as the platform’s dictionary policy does', async () => {
    const username = freshUser();
    const client = await signedIn(username);
    const result = await client.request(CHANGE_PASSWORD, {
      input: { currentPassword: PASSWORD, newPassword: 'P@ssw0rd' },
    });
    expect(refusal(result)).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'newPassword', message: 'validation.password.noCommonPasswords' }],
    });
    expect(await signInSucceeds(username, PASSWORD)).toBe(true);
  });

  it('refuses a wrong current password on its field', async () => {
    const username = freshUser();
    const client = await signedIn(username);
    const result = await client.request(CHANGE_PASSWORD, {
      input: { currentPassword: 'Not!MyPassw0rd', newPassword: 'Brand!New2Password' },
    });
    expect(refusal(result)).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { field: 'currentPassword', message: 'accountSecurity.errors.currentPasswordIncorrect' },
      ],
    });
    expect(await signInSucceeds(username, 'Brand!New2Password')).toBe(false);
  });

  it('refuses empty passwords with the required rule', async () => {
    const client = await signedIn(freshUser());
    const result = await client.request(CHANGE_PASSWORD, {
      input: { currentPassword: '', newPassword: '' },
    });
    expect(refusal(result)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { field: 'currentPassword', message: 'validation.required' },
        { field: 'newPassword', message: 'validation.required' },
      ],
    });
  });

  it('sets a strong password, which then signs in while the old one no longer does', async () => {
    const username = freshUser();
    const client = await signedIn(username);
    const before = await accountSecurity(client);
    const strong = 'Crème brûlée €5 Tuesday';
    const result = await client.request<{ changePassword: { rev: string } }>(CHANGE_PASSWORD, {
      input: { currentPassword: PASSWORD, newPassword: strong },
    });
    expect(Number(data(result).changePassword.rev)).toBe(Number(before.rev) + 1);
    expect(await signInSucceeds(username, strong)).toBe(true);
    expect(await signInSucceeds(username, PASSWORD)).toBe(false);

    const back = await client.request(CHANGE_PASSWORD, {
      input: { currentPassword: strong, newPassword: 'Back!ToWork2' },
    });
    expect(back.errors).toBeUndefined();
    expect(await signInSucceeds(username, 'Back!ToWork2')).toBe(true);
  });
});

describe('changePassword and the password history', () => {
  it('refuses the current password and the ones before it, as the realm’s is-new policy says', async () => {
    const username = freshUser();
    const client = await signedIn(username);
    const change = (currentPassword: string, newPassword: string) =>
      client.request(CHANGE_PASSWORD, { input: { currentPassword, newPassword } });
    const reused = {
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        {
          field: 'newPassword',
          message: 'validation.password.passwordHistory',
          values: { count: 4 },
        },
      ],
    };
    expect(refusal(await change(PASSWORD, PASSWORD))).toEqual(reused);
    expect((await change(PASSWORD, 'Second!Passw0rd')).errors).toBeUndefined();
    expect(refusal(await change('Second!Passw0rd', PASSWORD))).toEqual(reused);
    expect(await signInSucceeds(username, 'Second!Passw0rd')).toBe(true);
  });
});

describe('changePassword guesses', () => {
  it('counts wrong current passwords like failed sign-ins: locked after five, then RATE_LIMITED', async () => {
    const username = freshUser();
    const client = await signedIn(username);
    const codes: unknown[] = [];
    for (let guess = 0; guess < 20; guess += 1) {
      const result = await client.request(CHANGE_PASSWORD, {
        input: { currentPassword: `Guess!${guess}Passw0rd`, newPassword: 'Another!Passw0rd9' },
      });
      codes.push(refusal(result)?.code);
    }
    expect(codes.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => 'BAD_USER_INPUT'));
    expect(new Set(codes.slice(5))).toEqual(new Set(['RATE_LIMITED']));

    const right = await client.request(CHANGE_PASSWORD, {
      input: { currentPassword: PASSWORD, newPassword: 'Another!Passw0rd9' },
    });
    const limited = right.errors?.[0]?.extensions as { code?: string; retryAfterSeconds?: number };
    expect(limited.code).toBe('RATE_LIMITED');
    expect(limited.retryAfterSeconds).toBeGreaterThan(60);
    expect(await signInSucceeds(username, PASSWORD)).toBe(false);
    const failures = await stack.platform.db
      .selectFrom('login_failures')
      .select('username')
      .where('username', '=', username.toLowerCase())
      .execute();
    expect(failures).toHaveLength(5);
  });
});

describe('changeUsername', () => {
  it('refuses a username that is in use, a stale revision and spaces, keeping the name', async () => {
    const username = freshUser();
    const client = await signedIn(username);
    const { rev } = await accountSecurity(client);

    const taken = await client.request(CHANGE_USERNAME, { input: { rev, userName: 'DEMO' } });
    expect(refusal(taken)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'userName', message: 'validation.unique' }],
    });
    const spaced = await client.request(CHANGE_USERNAME, { input: { rev, userName: 'a b' } });
    expect(refusal(spaced)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'userName', message: 'validation.noWhitespace' }],
    });
    const stale = await client.request(CHANGE_USERNAME, {
      input: { rev: String(Number(rev) - 1), userName: `${username}.new` },
    });
    expect(refusal(stale)).toMatchObject({ code: 'CONFLICT' });
    expect((await accountSecurity(client)).userName).toBe(username);
  });

  it('renames the user, who signs in under the new name', async () => {
    const username = freshUser();
    const client = await signedIn(username);
    const { rev } = await accountSecurity(client);
    const renamed = `${username}.renamed`;
    const result = await client.request<{ changeUsername: { rev: string; userName: string } }>(
      CHANGE_USERNAME,
      { input: { rev, userName: renamed } },
    );
    expect(data(result).changeUsername).toEqual({
      rev: String(Number(rev) + 1),
      userName: renamed,
    });
    const me = data(await client.request<{ me: { userName: string } }>('{ me { userName } }'));
    expect(me.me.userName).toBe(renamed);
    expect(await signInSucceeds(renamed, PASSWORD)).toBe(true);
  });
});

describe('saveKba', () => {
  it('refuses duplicate custom questions at the gateway, with the shared message', async () => {
    const client = await signedIn(freshUser());
    const { rev } = await accountSecurity(client);
    const result = await client.request(SAVE_KBA, {
      input: {
        rev,
        questions: [
          { customQuestion: 'My first car?', answer: 'Mini' },
          { customQuestion: ' my first  CAR? ', answer: 'Fiat' },
        ],
      },
    });
    expect(refusal(result)).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { field: 'questions.0.customQuestion', message: 'validation.kbaDuplicateQuestions' },
        { field: 'questions.1.customQuestion', message: 'validation.kbaDuplicateQuestions' },
      ],
    });
  });

  it('refuses too few answers, unknown questions and blank answers', async () => {
    const client = await signedIn(freshUser());
    const { rev } = await accountSecurity(client);
    const few = await client.request(SAVE_KBA, {
      input: { rev, questions: [{ questionId: '99', answer: 'x' }] },
    });
    expect(refusal(few)).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { field: 'questions', message: 'validation.minItems', values: { min: 2 } },
        { field: 'questions.0.questionId', message: 'validation.invalid_value' },
      ],
    });
    const blank = await client.request(SAVE_KBA, {
      input: {
        rev,
        questions: [
          { questionId: '1', answer: '  ' },
          { questionId: '2', answer: 'Acme' },
        ],
      },
    });
    expect(refusal(blank)).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'questions.0.answer', message: 'validation.required' }],
    });
  });

  it('saves predefined and custom questions with the revision, and never returns answers', async () => {
    const username = freshUser();
    const client = await signedIn(username);
    const { rev } = await accountSecurity(client);
    const questions = [
      { questionId: '3', answer: 'Rex' },
      { customQuestion: 'Street I grew up on?', answer: 'Elm Street' },
    ];
    const result = await client.request<{ saveKba: Pick<AccountSecurity, 'rev' | 'kba'> }>(
      SAVE_KBA,
      { input: { rev, questions } },
    );
    expect(result.raw).not.toMatch(/Rex|Elm Street/);
    expect(data(result).saveKba).toEqual({
      rev: String(Number(rev) + 1),
      kba: {
        selected: [
          { questionId: '3', customQuestion: null },
          { questionId: null, customQuestion: 'Street I grew up on?' },
        ],
      },
    });
    const stale = await client.request(SAVE_KBA, { input: { rev, questions } });
    expect(refusal(stale)).toMatchObject({ code: 'CONFLICT' });

    const { doc } = await storedUser(username);
    expect(JSON.stringify(doc.kbaInfo)).not.toMatch(/Rex|Elm Street/);
    expect(doc.kbaInfo).toMatchObject([
      { questionId: '3', answer: { $crypto: { type: 'salted-hash' } } },
      { customQuestion: 'Street I grew up on?', answer: { $crypto: { type: 'salted-hash' } } },
    ]);
    const reread = await accountSecurity(client);
    expect(reread.kba.selected).toEqual([
      { questionId: '3', customQuestion: null },
      { questionId: null, customQuestion: 'Street I grew up on?' },
    ]);
  });
});

describe('a platform without security questions', () => {
  it('still serves the username and password policy, with no KBA settings', async () => {
    const client = await signedIn(freshUser());
    await stack.platform.db
      .deleteFrom('config_objects')
      .where('id', '=', 'selfservice.kba')
      .execute();
    const security = await accountSecurity(client);
    expect(security.kba).toBeNull();
    expect(security.passwordPolicy).toMatchObject({ minLength: 8 });
  });
});
