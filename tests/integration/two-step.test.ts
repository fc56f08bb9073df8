import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode, wrongCode } from '../platform/am/mfa/two-step-fixture.js';
import { GraphQLClient, signIn, type GraphQLResult } from '../support/graphql-client.js';
import { SoftwareAuthenticator } from '../support/software-authenticator.js';
import { startStack, type RunningStack } from '../support/stack.js';
import { CONFIRM_APP, START_APP, enrolApp } from './support/two-step.js';
import { seededUserPool } from './support/seeded-users.js';

const PASSWORD = 'Demo!Passw0rd';

const START_KEY = /* GraphQL */ `
  mutation {
    startSecurityKeyEnrolment {
      enrolmentId
      options
    }
  }
`;
const CONFIRM_KEY = /* GraphQL */ `
  mutation Confirm($enrolmentId: String!, $credential: JSON!, $name: String) {
    confirmSecurityKeyEnrolment(enrolmentId: $enrolmentId, credential: $credential, name: $name) {
      device {
        id
        type
        name
      }
      recoveryCodes
    }
  }
`;
const DELETE_AUTH = /* GraphQL */ `
  mutation Delete($type: AuthDeviceType!, $id: ID!) {
    deleteAuthDevice(type: $type, id: $id) {
      id
    }
  }
`;
const AUTHENTICATE = /* GraphQL */ `
  mutation Authenticate($input: AuthenticateInput!) {
    authenticate(input: $input) {
      __typename
      ... on JourneyStep {
        stage
        callbacks {
          type
          output {
            name
            value
          }
          input {
            name
            value
          }
        }
      }
    }
  }
`;

interface Step {
  authenticate: {
    __typename: string;
    stage?: string;
    callbacks?: {
      type: string;
      output: { name: string; value: unknown }[];
      input: { name: string; value: unknown }[];
    }[];
  };
}

let stack: RunningStack;
const users = seededUserPool();

beforeAll(async () => {
  stack = await startStack();
  await users.load(stack.platform.db, 6);
});
afterAll(async () => {
  await stack.close();
});

const freshUser = () => users.next();

function data<T>(result: GraphQLResult<T>): T {
  expect(result.errors).toBeUndefined();
  return result.data!;
}

async function signedIn(username: string) {
  const client = new GraphQLClient(stack.url);
  const result = await signIn(client, { realm: 'alpha', username, password: PASSWORD });
  expect(result.data?.authenticate).toMatchObject({ __typename: 'JourneySuccess' });
  return client;
}

/** Answers the current step: the first callback of each given type takes the value. */
function answers(step: Step['authenticate'], values: Record<string, unknown>) {
  return (step.callbacks ?? []).map((callback) => ({
    type: callback.type,
    input: callback.input.map(({ name, value }) => ({
      name,
      value: callback.type in values ? values[callback.type] : value,
    })),
  }));
}

describe('2-step devices through the gateway', () => {
  it('enrols an authenticator app: its secret, then a code confirms it and gives the recovery codes once', async () => {
    const username = freshUser();
    const client = await signedIn(username);
    const started = data(
      await client.request<{ startAuthenticatorAppEnrolment: Record<string, unknown> }>(START_APP),
    ).startAuthenticatorAppEnrolment;
    expect(started).toMatchObject({ accountName: username, digits: 6, period: 30 });
    expect(started.uri).toMatch(/^otpauth:\/\/totp\//);

    const badFormat = await client.request(CONFIRM_APP, {
      enrolmentId: started.enrolmentId,
      code: '12ab',
    });
    expect(badFormat.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'code', message: 'validation.oneTimeCode' }],
    });
    const wrong = await client.request(CONFIRM_APP, {
      enrolmentId: started.enrolmentId,
      code: wrongCode(started.secret as string),
    });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const confirmed = data(
      await client.request<{
        confirmAuthenticatorAppEnrolment: { device: unknown; recoveryCodes: string[] | null };
      }>(CONFIRM_APP, {
        enrolmentId: started.enrolmentId,
        code: totpCode(started.secret as string),
        name: 'Phone',
      }),
    ).confirmAuthenticatorAppEnrolment;
    expect(confirmed.device).toMatchObject({ type: 'OATH', name: 'Phone' });
    expect(confirmed.recoveryCodes).toHaveLength(10);

    const second = await enrolApp(client);
    expect(second.recoveryCodes).toBeNull();
  });

  it('enrols a security key from the credential the browser made', async () => {
    const client = await signedIn(freshUser());
    const started = data(
      await client.request<{
        startSecurityKeyEnrolment: {
          enrolmentId: string;
          options: Parameters<SoftwareAuthenticator['register']>[0];
        };
      }>(START_KEY),
    ).startSecurityKeyEnrolment;
    expect(started.options.rp).toEqual({ id: 'localhost', name: 'Identity Console' });
    const key = new SoftwareAuthenticator(stack.url);
    const confirmed = data(
      await client.request<{
        confirmSecurityKeyEnrolment: { device: unknown; recoveryCodes: string[] | null };
      }>(CONFIRM_KEY, {
        enrolmentId: started.enrolmentId,
        credential: key.register(started.options),
        name: 'YubiKey',
      }),
    ).confirmSecurityKeyEnrolment;
    expect(confirmed.device).toMatchObject({ type: 'WEBAUTHN', name: 'YubiKey' });
    expect(confirmed.recoveryCodes).toHaveLength(10);

    const forged = await client.request(CONFIRM_KEY, {
      enrolmentId: started.enrolmentId,
      credential: { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: '!' } },
    });
    expect(forged.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('signs in with the code after the password; deleting the app needs a sign-in with it', async () => {
    const username = freshUser();
    const client = await signedIn(username);
    const { secret, device } = await enrolApp(client);

    const refused = await client.request(DELETE_AUTH, { type: 'OATH', id: device.id });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'REAUTH_WITH_DEVICE_REQUIRED',
    });

    const browser = new GraphQLClient(stack.url);
    const asked = await signIn(browser, { realm: 'alpha', username, password: PASSWORD });
    const step = (asked.data as Step).authenticate;
    expect(step.__typename).toBe('JourneyStep');
    expect(step.callbacks?.map(({ type }) => type)).toEqual([
      'NameCallback',
      'ConfirmationCallback',
    ]);
    const done = await browser.request<Step>(AUTHENTICATE, {
      input: { realm: 'alpha', callbacks: answers(step, { NameCallback: totpCode(secret, 1) }) },
    });
    expect(data(done).authenticate.__typename).toBe('JourneySuccess');

    const deleted = await browser.request(DELETE_AUTH, { type: 'OATH', id: device.id });
    expect(deleted.errors).toBeUndefined();
  });
});
