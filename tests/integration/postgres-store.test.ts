import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOVERNANCE_SEED_PEOPLE } from '../../src/platform/store/seed/governance-people.js';
import { GraphQLClient, signIn } from '../support/graphql-client.js';
import { startPostgres, type RunningPostgres } from '../support/postgres.js';
import { startStack, type RunningStack } from '../support/stack.js';
import { accessTokenFor } from '../support/tokens.js';

let postgres: RunningPostgres;
let stack: RunningStack;

beforeAll(async () => {
  postgres = await startPostgres();
  stack = await startStack({ platformEnv: { DATABASE_URL: postgres.url } });
});
afterAll(async () => {
  await stack?.close();
  postgres?.stop();
});

describe('the platform on a PostgreSQL server', () => {
  it('runs the same migrations and seed, then signs in and keeps a profile edit with its rev check', async () => {
    const client = new GraphQLClient(stack.url);
    const result = await signIn(client, {
      realm: 'alpha',
      username: 'demo',
      password: 'Demo!Passw0rd',
    });
    expect(result.data?.authenticate).toMatchObject({ __typename: 'JourneySuccess' });

    const profile = await client.request<{ profile: { rev: string } }>('{ profile { rev } }');
    const rev = profile.data!.profile.rev;
    const update =
      'mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { values } }';
    const input = (value: string) => ({
      input: { rev, operations: [{ operation: 'replace', field: '/city', value }] },
    });
    const saved = await client.request<{ updateProfile: { values: { city: string } } }>(
      update,
      input('Porto'),
    );
    expect(saved.data?.updateProfile.values.city).toBe('Porto');
    const stale = await client.request(update, input('Quito'));
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('adds a delegate once when the same add arrives three times at once', async () => {
    const client = new GraphQLClient(stack.url);
    await signIn(client, { realm: 'alpha', username: 'demo', password: 'Demo!Passw0rd' });
    const add = () =>
      client.request(
        'mutation Add($input: AddDelegateInput!) { addDelegate(input: $input) { id } }',
        {
          input: {
            userId: GOVERNANCE_SEED_PEOPLE.alpha.approver.id,
            startDate: '2031-01-04',
            endDate: '2031-01-05',
          },
        },
      );
    const answers = await Promise.all([add(), add(), add()]);
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(answers.flatMap((answer) => answer.errors ?? []).map((e) => e.extensions?.code)).toEqual(
      ['CONFLICT', 'CONFLICT'],
    );
    const listed = await client.request<{ myDelegates: { user: { id: string } }[] }>(
      '{ myDelegates { user { id } } }',
    );
    expect(listed.data?.myDelegates).toEqual([
      { user: { id: GOVERNANCE_SEED_PEOPLE.alpha.approver.id } },
    ]);
  });

  it("sorts a realm's users by name in Unicode's order, as on the embedded store", async () => {
    const token = await accessTokenFor(stack, {
      realm: 'alpha',
      username: 'realmadmin',
      password: 'Realm!Passw0rd',
    });
    const response = await fetch(
      `${stack.platform.idmUrl}/managed/alpha_user?_queryFilter=true&_sortKeys=givenName,_id&_fields=givenName&_pageSize=500`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(200);
    const names = ((await response.json()) as { result: { givenName?: string }[] }).result.map(
      (user) => (user.givenName ?? '').toLowerCase(),
    );
    expect(names.some((name) => /[^a-z]/.test(name))).toBe(true);
    const inUnicodeOrder = [...names].sort(new Intl.Collator('und').compare);
    expect(names).toEqual(inUnicodeOrder);
  });
});
