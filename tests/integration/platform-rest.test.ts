import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLClient, signIn } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';
import { accessTokenFor } from '../support/tokens.js';

let stack: RunningStack;
let adminToken: string;

beforeAll(async () => {
  // The lockout is what is tested: the per-username throttle (429) must not answer first.
  stack = await startStack({ platformEnv: { SIGN_IN_DELAY_AFTER_FAILURES: '10' } });
  adminToken = await accessTokenFor(stack, {
    realm: 'root',
    username: 'amadmin',
    password: 'Admin!Passw0rd',
  });
});
afterAll(async () => {
  await stack.close();
});

describe('managed-object queries', () => {
  const query = (filter: string) =>
    fetch(
      `${stack.platform.idmUrl}/managed/alpha_user?_queryFilter=${encodeURIComponent(filter)}&_pageSize=5`,
      {
        headers: { authorization: `Bearer ${adminToken}` },
      },
    );

  it('answers a valid filter with the paged envelope', async () => {
    const response = await query('userName eq "demo" or (accountStatus eq "active" and /sn pr)');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: unknown[]; resultCount: number };
    expect(body.resultCount).toBe(5);
    expect(body.result).toHaveLength(5);
  });

  it('answers a malformed filter with a 400 naming the position', async () => {
    const response = await query('userName eq "demo" and (sn co "x"');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: number; message: string };
    expect(body.code).toBe(400);
    expect(body.message).toMatch(/position \d+/);
  });
});

describe('account lockout', () => {
  it('refuses the sixth attempt within ten minutes even with the right password', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await signIn(new GraphQLClient(stack.url), {
        realm: 'root',
        username: 'demo',
        password: `wrong-${attempt}`,
      });
      expect(wrong.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const right = await signIn(new GraphQLClient(stack.url), {
      realm: 'root',
      username: 'demo',
      password: 'Demo!Passw0rd',
    });
    expect(right.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(right.data?.authenticate).toBeUndefined();
  });
});
