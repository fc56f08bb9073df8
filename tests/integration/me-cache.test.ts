import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLClient, signIn } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';

const PASSWORD = 'Demo!Passw0rd';
const ME = '{ me { id userName givenName displayName idmRoles } }';
const PROFILE = '{ profile { rev values } }';
const UPDATE = /* GraphQL */ `
  mutation Update($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      rev
    }
  }
`;

interface MeAnswer {
  me: { id: string; userName: string; givenName: string | null; displayName: string };
}

let stack: RunningStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

/** How many calls the gateway has made to the platform's identity service so far. */
async function idmCalls(): Promise<number> {
  const metrics = await (await fetch(`${stack.url}/metrics`)).text();
  return metrics
    .split('\n')
    .filter((line) => line.startsWith('gateway_upstream_request_duration_seconds_count{'))
    .filter((line) => line.includes('service="idm"'))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

async function signedIn(realm: string, username: string, password = PASSWORD) {
  const client = new GraphQLClient(stack.url);
  const result = await signIn(client, { realm, username, password });
  expect(result.data?.authenticate).toMatchObject({ __typename: 'JourneySuccess' });
  return client;
}

describe('me on the session-checked path', () => {
  it('asks the platform once for a burst of me, and not again while it is fresh', async () => {
    const client = await signedIn('alpha', 'demo');
    const before = await idmCalls();
    const burst = await Promise.all(Array.from({ length: 10 }, () => client.request<MeAnswer>(ME)));
    expect(burst.every((answer) => answer.data?.me.userName === 'demo')).toBe(true);
    const afterBurst = await idmCalls();
    // The authorization, the user and the privileges map, each once.
    expect(afterBurst - before).toBeLessThanOrEqual(3);
    for (let index = 0; index < 5; index += 1) await client.request(ME);
    expect(await idmCalls()).toBe(afterBurst);
  });

  it('shows a profile change at once, and keeps sessions apart', async () => {
    const demo = await signedIn('bravo', 'demo');
    const admin = await signedIn('bravo', 'realmadmin', 'Realm!Passw0rd');
    expect((await demo.request<MeAnswer>(ME)).data?.me.userName).toBe('demo');
    expect((await admin.request<MeAnswer>(ME)).data?.me.userName).toBe('realmadmin');

    const profile = await demo.request<{ profile: { rev: string } }>(PROFILE);
    const saved = await demo.request(UPDATE, {
      input: {
        rev: profile.data!.profile.rev,
        operations: [{ operation: 'replace', field: '/givenName', value: 'Renamed' }],
      },
    });
    expect(saved.errors).toBeUndefined();
    expect((await demo.request<MeAnswer>(ME)).data?.me.givenName).toBe('Renamed');
    expect((await admin.request<MeAnswer>(ME)).data?.me.userName).toBe('realmadmin');
  });

  it("gives the account menu the user's profile image once saved, and none before", async () => {
    const IMAGE = '{ me { profileImage } }';
    const approver = await signedIn('alpha', 'approver');
    const before = await approver.request<{ me: { profileImage: string | null } }>(IMAGE);
    expect(before.data?.me.profileImage).toBeNull();
    const profile = await approver.request<{ profile: { rev: string } }>(PROFILE);
    const picture = 'https://images.example/approver.png';
    const saved = await approver.request(UPDATE, {
      input: {
        rev: profile.data!.profile.rev,
        operations: [{ operation: 'replace', field: '/profileImage', value: picture }],
      },
    });
    expect(saved.errors).toBeUndefined();
    const after = await approver.request<{ me: { profileImage: string | null } }>(IMAGE);
    expect(after.data?.me.profileImage).toBe(picture);
  });

  it('answers nothing from a signed-out session, even with the old cookie', async () => {
    const client = await signedIn('alpha', 'demo');
    expect((await client.request<MeAnswer>(ME)).data?.me.userName).toBe('demo');
    const oldCookie = client.jar.header();
    const out = await client.request('mutation { signOut { postLogoutUrl } }');
    expect(out.errors).toBeUndefined();
    const replay = new GraphQLClient(stack.url, {
      'x-requested-with': 'identity-console',
      cookie: oldCookie,
    });
    expect((await replay.request(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('profile', () => {
  it('costs one platform call once the schema is known', async () => {
    const client = await signedIn('alpha', 'demo');
    await client.request(PROFILE);
    const before = await idmCalls();
    const answer = await client.request<{ profile: { rev: string } }>(PROFILE);
    expect(answer.data?.profile.rev).toBeTruthy();
    expect((await idmCalls()) - before).toBe(1);
  });
});
