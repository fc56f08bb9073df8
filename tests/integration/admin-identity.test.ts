import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amRealmPath } from '../../src/domain/realms.js';
import { GraphQLClient, signIn } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';
import { ssoToken } from '../support/tokens.js';

const ME = `{ me { amRoles idmRoles adminUser realmAdmin amAdmin federationAdmin privileges } }`;
const REALM_ADMIN = { realm: 'alpha', username: 'realmadmin', password: 'Realm!Passw0rd' };

interface MeAnswer {
  me: {
    amRoles: string[];
    adminUser: boolean;
    realmAdmin: boolean;
    amAdmin: boolean;
    federationAdmin: boolean;
    privileges: Record<string, unknown>;
  };
}

let stack: RunningStack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

async function meOf(credentials: { realm: string; username: string; password: string }) {
  const client = new GraphQLClient(stack.url);
  await signIn(client, credentials);
  const result = await client.request<MeAnswer>(ME);
  expect(result.errors).toBeUndefined();
  return result.data!.me;
}

async function grantAccessRoles(username: string, roles: string[]): Promise<number> {
  const admin = await ssoToken(stack.platform.amUrl, 'root', 'amadmin', 'Admin!Passw0rd');
  const response = await fetch(
    `${stack.platform.amUrl}/json/${amRealmPath('alpha')}/users/${username}`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json', iPlanetDirectoryPro: admin },
      body: JSON.stringify({ roles }),
    },
  );
  return response.status;
}

describe("the administrator's identity", () => {
  it("derives realmAdmin from the access server's answer, again at the next sign-in", async () => {
    const before = await meOf(REALM_ADMIN);
    expect(before.amRoles).toContain('ui-realm-admin');
    expect(before).toMatchObject({ realmAdmin: true, adminUser: true, amAdmin: false });

    expect(await grantAccessRoles('realmadmin', [])).toBe(200);
    const after = await meOf(REALM_ADMIN);
    expect(after.amRoles).toEqual(['ui-self-service-user']);
    expect(after.realmAdmin).toBe(false);

    expect(await grantAccessRoles('realmadmin', ['ui-realm-admin'])).toBe(200);
    expect((await meOf(REALM_ADMIN)).realmAdmin).toBe(true);
  });

  it('answers the privileges map of the platform, FederationAdmin for the platform administrator', async () => {
    const helpDesk = await meOf({
      realm: 'alpha',
      username: 'helpdesk',
      password: 'Demo!Passw0rd',
    });
    expect(helpDesk.privileges).toMatchObject({
      FederationAdmin: false,
      'managed/alpha_user': { VIEW: { allowed: true }, UPDATE: { allowed: true } },
    });
    expect(helpDesk.realmAdmin).toBe(false);
    const amAdmin = await meOf({ realm: 'root', username: 'amadmin', password: 'Admin!Passw0rd' });
    expect(amAdmin).toMatchObject({ amAdmin: true, realmAdmin: true, federationAdmin: true });
  });

  it('lets only amadmin grant access roles', async () => {
    const own = await ssoToken(stack.platform.amUrl, 'alpha', 'realmadmin', 'Realm!Passw0rd');
    const response = await fetch(
      `${stack.platform.amUrl}/json/${amRealmPath('alpha')}/users/demo`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json', iPlanetDirectoryPro: own },
        body: JSON.stringify({ roles: ['ui-realm-admin'] }),
      },
    );
    expect(response.status).toBe(403);
  });
});
