import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amRealmPath, managedUserObject, SEEDED_REALMS } from '../../src/domain/realms.js';
import { findManagedObject } from '../../src/platform/idm/managed-store.js';
import { DEMO_USERS } from '../../src/platform/store/seed/demo-users.js';
import { HELP_DESK_ROLE_ID } from '../../src/platform/store/seed/privileges.js';
import { startPlatform, type RunningPlatform } from '../support/platform.js';
import { accessTokenFor, ssoToken } from '../support/tokens.js';

type Realm = (typeof SEEDED_REALMS)[number];

const GATEWAY_URL = 'http://localhost:8080';
const REALM_ADMIN_PASSWORD = 'Realm!Passw0rd';
const themeKey = (realm: Realm) => (realm === 'root' ? '/' : realm);
const others = (realm: Realm) => SEEDED_REALMS.filter((other) => other !== realm);
const demoPath = (realm: Realm) => `/managed/${managedUserObject(realm)}/${DEMO_USERS[realm].id}`;

let platform: RunningPlatform;
const realmAdmin = {} as Record<Realm, string>;
let amAdmin: string;

function idm(token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.method === 'PATCH' || init.method === 'DELETE') headers['if-match'] = '*';
  return fetch(`${platform.idmUrl}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

async function themeRealm(token: string) {
  const response = await idm(token, '/config/ui/themerealm');
  expect(response.status).toBe(200);
  return (await response.json()) as { _id: string; realm: Record<string, unknown[]> };
}

beforeAll(async () => {
  platform = await startPlatform();
  const tokenOf = (realm: string, username: string, password: string) =>
    accessTokenFor({ url: GATEWAY_URL, platform }, { realm, username, password });
  for (const realm of SEEDED_REALMS) {
    realmAdmin[realm] = await tokenOf(realm, 'realmadmin', REALM_ADMIN_PASSWORD);
  }
  amAdmin = await tokenOf('root', 'amadmin', 'Admin!Passw0rd');
});
afterAll(async () => {
  await platform?.close();
});

describe.each(SEEDED_REALMS)("%s's realm administrator", (realm) => {
  it('administers the users of its own realm', async () => {
    const token = realmAdmin[realm];
    const list = await idm(token, `/managed/${managedUserObject(realm)}?_queryFilter=true`);
    expect(list.status).toBe(200);
    expect(((await list.json()) as { result: unknown[] }).result.length).toBeGreaterThan(0);
    const updated = await idm(token, demoPath(realm), {
      method: 'PATCH',
      body: [{ operation: 'replace', field: '/telephoneNumber', value: '+44 20 7946 0999' }],
    });
    expect(updated.status).toBe(200);
    expect((await idm(token, `/privilege/managed/${managedUserObject(realm)}`)).status).toBe(200);
    const notified = await idm(token, '/notification?_action=create', {
      method: 'POST',
      body: {
        target: `managed/${managedUserObject(realm)}/${DEMO_USERS[realm].id}`,
        message: 'Hi',
      },
    });
    expect(notified.status).toBe(200);
  });

  it.each(others(realm))('is refused every read and change of %s', async (other) => {
    const token = realmAdmin[realm];
    const object = managedUserObject(other);
    const before = await findManagedObject(platform.db, object, DEMO_USERS[other].id);
    const attempts = [
      idm(token, `/managed/${object}?_queryFilter=true`),
      idm(token, demoPath(other)),
      idm(token, demoPath(other), {
        method: 'PATCH',
        body: [{ operation: 'replace', field: '/accountStatus', value: 'inactive' }],
      }),
      idm(token, demoPath(other), { method: 'DELETE' }),
      idm(token, `/privilege/managed/${object}`),
      idm(token, `/privilege/managed/${object}/${DEMO_USERS[other].id}`),
      idm(token, `/policy${demoPath(other)}?_action=validateObject`, { method: 'POST', body: {} }),
      idm(token, `${demoPath(other)}/applications?_queryFilter=true`),
      idm(token, '/notification?_action=create', {
        method: 'POST',
        body: { target: `managed/${object}/${DEMO_USERS[other].id}`, message: 'Hi' },
      }),
      idm(
        token,
        `/notification?_action=deleteNotificationsForTarget&target=${encodeURIComponent(
          `managed/${object}/${DEMO_USERS[other].id}`,
        )}`,
        { method: 'POST', body: {} },
      ),
    ];
    const statuses = (await Promise.all(attempts)).map((response) => response.status);
    expect(statuses).toEqual(attempts.map(() => 403));
    expect(await findManagedObject(platform.db, object, DEMO_USERS[other].id)).toEqual(before);
  });

  it("reads and writes only its own realm's themes", async () => {
    const token = realmAdmin[realm];
    const own = await themeRealm(token);
    expect(Object.keys(own.realm)).toEqual([themeKey(realm)]);
    const whole = await themeRealm(amAdmin);
    expect(Object.keys(whole.realm).sort()).toEqual(['/', 'alpha', 'bravo']);

    const current = await idm(token, '/config/ui/themerealm');
    const put = (body: unknown) =>
      fetch(`${platform.idmUrl}/config/ui/themerealm`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'if-match': current.headers.get('etag') ?? '*',
        },
        body: JSON.stringify(body),
      });
    for (const other of others(realm)) {
      const foreign = await put({ ...own, realm: { ...own.realm, [themeKey(other)]: [] } });
      expect(foreign.status, other).toBe(403);
    }
    const renamed = (own.realm[themeKey(realm)] as { name: string }[]).map((theme, index) =>
      index === 0 ? { ...theme, name: `${realm} edited` } : theme,
    );
    const saved = await put({ ...own, realm: { [themeKey(realm)]: renamed } });
    expect(saved.status).toBe(200);
    const after = await themeRealm(amAdmin);
    expect(after.realm[themeKey(realm)]).toEqual(renamed);
    for (const other of others(realm)) {
      expect(after.realm[themeKey(other)], other).toEqual(whole.realm[themeKey(other)]);
    }
  });

  it("is refused the platform's own configuration and roles of other realms", async () => {
    const token = realmAdmin[realm];
    expect((await idm(token, '/config/ui/features')).status).toBe(403);
    expect((await idm(token, '/config/managed')).status).toBe(403);
    expect(
      (await idm(token, '/config/ui/systemnotification', { method: 'PUT', body: {} })).status,
    ).toBe(403);
    expect((await idm(token, '/internal/role/openidm-admin')).status).toBe(403);
    expect((await idm(token, '/internal/user/openidm-admin')).status).toBe(403);
    const helpDesk = await idm(token, `/internal/role/${HELP_DESK_ROLE_ID}`);
    expect(helpDesk.status).toBe(realm === 'alpha' ? 200 : 403);
    const foreignRole = await idm(token, '/internal/role/foreign-readers', {
      method: 'PUT',
      body: {
        name: 'Foreign readers',
        privileges: others(realm).map((other) => ({
          name: `${other} users`,
          path: `managed/${managedUserObject(other)}`,
          permissions: ['VIEW'],
          actions: [],
          accessFlags: [{ attribute: 'userName', readOnly: true }],
        })),
      },
    });
    expect(foreignRole.status).toBe(403);
  });
});

describe('the platform administrator amadmin', () => {
  it('administers every realm and the configuration', async () => {
    for (const realm of SEEDED_REALMS) {
      expect((await idm(amAdmin, demoPath(realm))).status, realm).toBe(200);
    }
    expect((await idm(amAdmin, '/config/ui/features')).status).toBe(200);
    expect((await idm(amAdmin, '/internal/role/openidm-admin')).status).toBe(200);
  });
});

describe('AM sessions across realms', () => {
  const sessions = (realm: Realm, action: string, token: string) =>
    fetch(`${platform.amUrl}/json/${amRealmPath(realm)}/sessions?_action=${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', iPlanetDirectoryPro: token },
      body: '{}',
    });

  it.each(SEEDED_REALMS)(
    "accepts a %s session only at its own realm's endpoints",
    async (realm) => {
      const token = await ssoToken(platform.amUrl, realm, 'demo', 'Demo!Passw0rd');
      for (const other of others(realm)) {
        expect((await sessions(other, 'getSessionInfo', token)).status, other).toBe(401);
        expect((await sessions(other, 'refresh', token)).status, other).toBe(401);
        expect((await sessions(other, 'logout', token)).status, other).toBe(401);
        const listed = await fetch(
          `${platform.amUrl}/json/${amRealmPath(other)}/sessions?_queryFilter=true`,
          { headers: { iPlanetDirectoryPro: token } },
        );
        expect(listed.status, other).toBe(401);
        const id = await fetch(
          `${platform.amUrl}/json/${amRealmPath(other)}/users?_action=idFromSession`,
          {
            method: 'POST',
            headers: { iPlanetDirectoryPro: token, 'content-type': 'application/json' },
            body: '{}',
          },
        );
        expect(id.status, other).toBe(401);
      }
      const info = await sessions(realm, 'getSessionInfo', token);
      expect(info.status).toBe(200);
      expect(((await info.json()) as { username: string }).username).toBe('demo');
    },
  );
});
