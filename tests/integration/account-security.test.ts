import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLClient, signIn, type GraphQLResult } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';
import { seededUserPool } from './support/seeded-users.js';

const PASSWORD = 'Demo!Passw0rd';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

const TRUSTED_DEVICES = /* GraphQL */ `
  query {
    trustedDevices {
      id
      alias
      browser
      os
      cpu
      isCurrent
      lastSelectedDate
      location
      localNetwork
    }
  }
`;
const RENAME_TRUSTED = /* GraphQL */ `
  mutation Rename($id: ID!, $alias: String!) {
    renameTrustedDevice(id: $id, alias: $alias) {
      id
      alias
    }
  }
`;
const DELETE_TRUSTED = /* GraphQL */ `
  mutation Delete($id: ID!) {
    deleteTrustedDevice(id: $id) {
      id
    }
  }
`;
const AUTH_DEVICES = /* GraphQL */ `
  query {
    authDevices {
      id
      type
      name
      createdDate
      lastAccessDate
    }
  }
`;
const RENAME_AUTH = /* GraphQL */ `
  mutation Rename($type: AuthDeviceType!, $id: ID!, $name: String!) {
    renameAuthDevice(type: $type, id: $id, name: $name) {
      id
      type
      name
    }
  }
`;
const DELETE_AUTH = /* GraphQL */ `
  mutation Delete($type: AuthDeviceType!, $id: ID!) {
    deleteAuthDevice(type: $type, id: $id) {
      id
      type
    }
  }
`;
const SESSIONS = /* GraphQL */ `
  query {
    mySessions {
      handle
      isCurrent
      latestAccessTime
      maxIdleExpirationTime
    }
  }
`;
const SIGN_OUT_SESSION = /* GraphQL */ `
  mutation SignOutSession($handle: ID!) {
    signOutSession(handle: $handle) {
      handle
      isCurrent
    }
  }
`;
const APPS = /* GraphQL */ `
  query {
    authorizedApps {
      clientId
      name
      scopes
      expiryDateTime
    }
  }
`;
const REVOKE_APP = /* GraphQL */ `
  mutation Revoke($clientId: ID!) {
    revokeAuthorizedApp(clientId: $clientId) {
      clientId
    }
  }
`;
const HISTORY = /* GraphQL */ `
  query {
    signInHistory {
      id
      time
      result
      ipAddress
      location
      localNetwork
      browser
      os
    }
  }
`;

interface TrustedDevice {
  id: string;
  alias: string;
  browser: string | null;
  os: string | null;
  cpu: string | null;
  isCurrent: boolean;
  lastSelectedDate: string | null;
  location: string | null;
  localNetwork: boolean;
}
interface AuthDevice {
  id: string;
  type: 'OATH' | 'PUSH' | 'WEBAUTHN';
  name: string;
}
interface UserSession {
  handle: string;
  isCurrent: boolean;
}

let stack: RunningStack;
const users = seededUserPool();

beforeAll(async () => {
  // The test client stands in for the proxy in front of the gateway.
  stack = await startStack({ gatewayEnv: { TRUST_PROXY: '127.0.0.1' } });
  await users.load(stack.platform.db, 12);
});
afterAll(async () => {
  await stack.close();
});

/** A user of the alpha realm no other test signs in as. */
const freshUser = () => users.next();

function browser(userAgent: string, headers: Record<string, string> = {}) {
  return new GraphQLClient(stack.url, {
    'x-requested-with': 'identity-console',
    'user-agent': userAgent,
    ...headers,
  });
}

async function signedIn(client: GraphQLClient, username: string, realm = 'alpha') {
  const result = await signIn(client, { realm, username, password: PASSWORD });
  expect(result.data?.authenticate).toMatchObject({ __typename: 'JourneySuccess' });
  return client;
}

function data<T>(result: GraphQLResult<T>): T {
  expect(result.errors).toBeUndefined();
  return result.data!;
}

async function trustedDevices(client: GraphQLClient) {
  return data(await client.request<{ trustedDevices: TrustedDevice[] }>(TRUSTED_DEVICES))
    .trustedDevices;
}

async function warnings(client: GraphQLClient) {
  const { notifications } = data(
    await client.request<{ notifications: { message: string; notificationType: string }[] }>(
      '{ notifications { message notificationType } }',
    ),
  );
  return notifications.filter(({ message }) => message.startsWith('New sign-in from'));
}

describe('trusted devices', () => {
  it('a first sign-in from a new browser adds a trusted device and a notification, once', async () => {
    const username = freshUser();
    const chrome = await signedIn(browser(CHROME_MAC), username);
    const cookie = chrome.jar.header();
    expect(cookie).toMatch(/ic_device=[A-Za-z0-9_-]{32}/);

    expect(await trustedDevices(chrome)).toEqual([
      {
        id: expect.any(String) as string,
        alias: 'Chrome on macOS',
        browser: 'Chrome',
        os: 'macOS',
        cpu: 'amd64',
        isCurrent: true,
        lastSelectedDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
        location: null,
        localNetwork: true,
      },
    ]);
    expect(await warnings(chrome)).toEqual([
      { message: 'New sign-in from Chrome on macOS', notificationType: 'warning' },
    ]);

    await signedIn(chrome, username);
    expect(await trustedDevices(chrome)).toHaveLength(1);
    expect(await warnings(chrome)).toHaveLength(1);

    const firefox = await signedIn(browser(FIREFOX_WINDOWS), username);
    const seenFromFirefox = await trustedDevices(firefox);
    expect(seenFromFirefox.map(({ alias, isCurrent }) => ({ alias, isCurrent }))).toEqual([
      { alias: 'Firefox on Windows', isCurrent: true },
      { alias: 'Chrome on macOS', isCurrent: false },
    ]);
    expect((await warnings(firefox)).map(({ message }) => message)).toEqual([
      'New sign-in from Firefox on Windows',
      'New sign-in from Chrome on macOS',
    ]);
    const seenFromChrome = await trustedDevices(chrome);
    expect(seenFromChrome.find(({ isCurrent }) => isCurrent)?.alias).toBe('Chrome on macOS');
  });

  it('renames a trusted device, refusing a bad alias at the gateway, then deletes it', async () => {
    const client = await signedIn(browser(CHROME_MAC), freshUser());
    const [device] = await trustedDevices(client);

    const padded = await client.request(RENAME_TRUSTED, { id: device!.id, alias: ' Laptop' });
    expect(padded.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'alias', message: 'validation.noLeadingTrailingSpace' }],
    });
    const tooLong = await client.request(RENAME_TRUSTED, { id: device!.id, alias: 'x'.repeat(65) });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'alias', message: 'validation.maxLength', values: { length: 64 } }],
    });

    const renamed = data(
      await client.request<{ renameTrustedDevice: { id: string; alias: string }[] }>(
        RENAME_TRUSTED,
        { id: device!.id, alias: 'Work laptop' },
      ),
    );
    expect(renamed.renameTrustedDevice).toEqual([{ id: device!.id, alias: 'Work laptop' }]);

    const deleted = data(
      await client.request<{ deleteTrustedDevice: unknown[] }>(DELETE_TRUSTED, { id: device!.id }),
    );
    expect(deleted.deleteTrustedDevice).toEqual([]);
    expect(await trustedDevices(client)).toEqual([]);
    const again = await client.request(DELETE_TRUSTED, { id: device!.id });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('authentication devices', () => {
  it("lists the demo user's seeded devices and renames and deletes them after a fresh sign-in", async () => {
    const client = await signedIn(browser(CHROME_MAC), 'demo', 'bravo');
    const devices = data(
      await client.request<{ authDevices: AuthDevice[] }>(AUTH_DEVICES),
    ).authDevices;
    expect(devices.map(({ type, name }) => ({ type, name }))).toEqual([
      { type: 'OATH', name: 'Authenticator app' },
      { type: 'PUSH', name: 'Pixel 8' },
      { type: 'WEBAUTHN', name: 'Security key' },
    ]);
    const byType = (type: AuthDevice['type']) => devices.find((device) => device.type === type)!;

    const oath = data(
      await client.request<{ renameAuthDevice: AuthDevice[] }>(RENAME_AUTH, {
        type: 'OATH',
        id: byType('OATH').id,
        name: 'My phone app',
      }),
    );
    expect(oath.renameAuthDevice.map(({ name }) => name)).toEqual([
      'My phone app',
      'Pixel 8',
      'Security key',
    ]);
    const key = data(
      await client.request<{ renameAuthDevice: AuthDevice[] }>(RENAME_AUTH, {
        type: 'WEBAUTHN',
        id: byType('WEBAUTHN').id,
        name: 'Blue key',
      }),
    );
    expect(key.renameAuthDevice.at(-1)?.name).toBe('Blue key');

    const blank = await client.request(RENAME_AUTH, {
      type: 'PUSH',
      id: byType('PUSH').id,
      name: '',
    });
    expect(blank.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'name', message: 'validation.required' }],
    });

    const left = data(
      await client.request<{ deleteAuthDevice: AuthDevice[] }>(DELETE_AUTH, {
        type: 'PUSH',
        id: byType('PUSH').id,
      }),
    );
    expect(left.deleteAuthDevice.map(({ type }) => type)).toEqual(['OATH', 'WEBAUTHN']);
  });
});

describe('sessions', () => {
  it('signs out another session: it is gone from the list and the current one still works', async () => {
    const username = freshUser();
    const here = await signedIn(browser(CHROME_MAC), username);
    const there = await signedIn(browser(FIREFOX_WINDOWS), username);

    const sessions = data(await here.request<{ mySessions: UserSession[] }>(SESSIONS)).mySessions;
    expect(sessions).toHaveLength(2);
    expect(sessions.filter(({ isCurrent }) => isCurrent)).toHaveLength(1);
    const current = sessions.find(({ isCurrent }) => isCurrent)!;
    const other = sessions.find(({ isCurrent }) => !isCurrent)!;

    const own = await here.request(SIGN_OUT_SESSION, { handle: current.handle });
    expect(own.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const left = data(
      await here.request<{ signOutSession: UserSession[] }>(SIGN_OUT_SESSION, {
        handle: other.handle,
      }),
    );
    expect(left.signOutSession).toEqual([{ handle: current.handle, isCurrent: true }]);

    const ended = await there.request('{ session { subject } }');
    expect(ended.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(
      data(await here.request<{ session: { realm: string } }>('{ session { realm } }')).session,
    ).toEqual({ realm: 'alpha' });
    expect(
      data(await here.request<{ mySessions: UserSession[] }>(SESSIONS)).mySessions,
    ).toHaveLength(1);
  });

  it('signs out every other session and keeps the current one', async () => {
    const username = freshUser();
    const others = [
      await signedIn(browser(FIREFOX_WINDOWS), username),
      await signedIn(browser(FIREFOX_WINDOWS), username),
    ];
    const here = await signedIn(browser(CHROME_MAC), username);

    const count = data(
      await here.request<{ signOutOtherSessions: number }>('mutation { signOutOtherSessions }'),
    );
    expect(count.signOutOtherSessions).toBe(2);
    for (const other of others) {
      expect((await other.request('{ session { realm } }')).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
    }
    const mine = data(await here.request<{ mySessions: UserSession[] }>(SESSIONS)).mySessions;
    expect(mine.map(({ isCurrent }) => isCurrent)).toEqual([true]);
    expect(
      data(
        await here.request<{ signOutOtherSessions: number }>('mutation { signOutOtherSessions }'),
      ).signOutOtherSessions,
    ).toBe(0);
  });
});

describe('authorized applications', () => {
  it('lists the seeded portal grant without the console itself, and revokes it', async () => {
    const client = await signedIn(browser(CHROME_MAC), 'demo', 'root');
    const apps = data(
      await client.request<{
        authorizedApps: {
          clientId: string;
          name: string;
          scopes: string[];
          expiryDateTime: string | null;
        }[];
      }>(APPS),
    ).authorizedApps;
    expect(apps).toEqual([
      {
        clientId: 'portal',
        name: 'Wide World Portal',
        scopes: ['openid', 'profile', 'email'],
        expiryDateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      },
    ]);
    expect(Date.parse(apps[0]!.expiryDateTime!)).toBeGreaterThan(Date.now());

    const console = await client.request(REVOKE_APP, { clientId: 'end-user-ui' });
    expect(console.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const revoked = data(
      await client.request<{ revokeAuthorizedApp: unknown[] }>(REVOKE_APP, { clientId: 'portal' }),
    );
    expect(revoked.revokeAuthorizedApp).toEqual([]);
    expect(data(await client.request<{ authorizedApps: unknown[] }>(APPS)).authorizedApps).toEqual(
      [],
    );
    const again = await client.request(REVOKE_APP, { clientId: 'portal' });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(
      data(await client.request<{ me: { userName: string } }>('{ me { userName } }')).me,
    ).toEqual({ userName: 'demo' });
  });
});

describe('sign-in history', () => {
  it('shows a failure and a success, newest first, with device and location', async () => {
    const username = freshUser();
    const client = browser(FIREFOX_WINDOWS, { 'x-forwarded-for': '203.0.113.50' });
    const failed = await signIn(client, { realm: 'alpha', username, password: 'not the password' });
    expect(failed.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await signedIn(client, username);

    const history = data(
      await client.request<{ signInHistory: Record<string, unknown>[] }>(HISTORY),
    ).signInHistory;
    expect(history).toEqual([
      {
        id: expect.any(String) as string,
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
        result: 'SUCCESS',
        ipAddress: '203.0.113.50',
        location: 'Sydney, Australia',
        localNetwork: false,
        browser: 'Firefox',
        os: 'Windows',
      },
      expect.objectContaining({ result: 'FAILURE', ipAddress: '203.0.113.50' }) as unknown,
    ]);
  });

  it('names no place, browser or system it cannot tell, so the console says so in its language', async () => {
    const username = freshUser();
    const client = browser('curl/8.5.0');
    await signedIn(client, username);
    const [event] = data(
      await client.request<{ signInHistory: Record<string, unknown>[] }>(HISTORY),
    ).signInHistory;
    expect(event).toMatchObject({ location: null, localNetwork: true, browser: null, os: null });
  });
});

describe('one user cannot touch another user’s devices, sessions or applications', () => {
  it('answers NOT_FOUND for their ids and leaves them in place', async () => {
    const owner = await signedIn(browser(CHROME_MAC), freshUser());
    const intruder = await signedIn(browser(FIREFOX_WINDOWS), freshUser());
    const [device] = await trustedDevices(owner);
    const [session] = data(await owner.request<{ mySessions: UserSession[] }>(SESSIONS)).mySessions;
    const demo = await signedIn(browser(CHROME_MAC), 'demo', 'alpha');
    const [oath] = data(
      await demo.request<{ authDevices: AuthDevice[] }>(AUTH_DEVICES),
    ).authDevices;

    const attempts = [
      await intruder.request(RENAME_TRUSTED, { id: device!.id, alias: 'Mine now' }),
      await intruder.request(DELETE_TRUSTED, { id: device!.id }),
      await intruder.request(SIGN_OUT_SESSION, { handle: session!.handle }),
      await intruder.request(RENAME_AUTH, { type: 'OATH', id: oath!.id, name: 'Mine now' }),
      await intruder.request(DELETE_AUTH, { type: 'OATH', id: oath!.id }),
    ];
    for (const attempt of attempts) {
      expect(attempt.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await trustedDevices(owner))[0]).toMatchObject({
      id: device!.id,
      alias: 'Chrome on macOS',
    });
    expect(
      data(await owner.request<{ mySessions: UserSession[] }>(SESSIONS)).mySessions,
    ).toHaveLength(1);
    expect(
      data(await demo.request<{ authDevices: AuthDevice[] }>(AUTH_DEVICES)).authDevices[0],
    ).toMatchObject({ id: oath!.id, name: 'Authenticator app' });
  });

  it('is UNAUTHENTICATED without a session', async () => {
    const anonymous = new GraphQLClient(stack.url);
    for (const query of [TRUSTED_DEVICES, AUTH_DEVICES, SESSIONS, APPS, HISTORY]) {
      expect((await anonymous.request(query)).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
    }
  });
});

describe('a change that needs a recent sign-in', () => {
  const WINDOW_S = 60;
  let shortWindow: RunningStack;

  beforeAll(async () => {
    shortWindow = await startStack({ platformEnv: { REAUTH_WINDOW_S: String(WINDOW_S) } });
  });
  afterAll(async () => {
    await shortWindow.close();
  });

  it('is FORBIDDEN with reason REAUTH_REQUIRED once the window has passed, without signing out', async () => {
    const client = new GraphQLClient(shortWindow.url);
    await signIn(client, { realm: 'alpha', username: 'demo', password: PASSWORD });
    const devices = data(
      await client.request<{ authDevices: AuthDevice[] }>(AUTH_DEVICES),
    ).authDevices;
    const byType = (type: AuthDevice['type']) => devices.find((device) => device.type === type)!;

    const early = await client.request(DELETE_AUTH, { type: 'PUSH', id: byType('PUSH').id });
    expect(early.errors).toBeUndefined();
    // The window passes: the stored sign-in now lies further back than the window.
    await shortWindow.platform.db
      .updateTable('am_sessions')
      .set({ auth_time: new Date(Date.now() - (WINDOW_S + 1) * 1000) })
      .where('realm', '=', 'alpha')
      .where('username', '=', 'demo')
      .execute();

    const refusals = [
      await client.request(DELETE_AUTH, { type: 'OATH', id: byType('OATH').id }),
      await client.request(RENAME_AUTH, {
        type: 'WEBAUTHN',
        id: byType('WEBAUTHN').id,
        name: 'Blue key',
      }),
    ];
    for (const refusal of refusals) {
      expect(refusal.errors?.[0]?.extensions).toEqual({
        code: 'FORBIDDEN',
        reason: 'REAUTH_REQUIRED',
      });
    }
    const renamed = await client.request(RENAME_AUTH, {
      type: 'OATH',
      id: byType('OATH').id,
      name: 'Still renamable',
    });
    expect(renamed.errors).toBeUndefined();
    expect(
      data(await client.request<{ session: { realm: string } }>('{ session { realm } }')),
    ).toEqual({ session: { realm: 'alpha' } });

    await signIn(client, { realm: 'alpha', username: 'demo', password: PASSWORD });
    const after = await client.request<{ deleteAuthDevice: AuthDevice[] }>(DELETE_AUTH, {
      type: 'OATH',
      id: byType('OATH').id,
    });
    expect(data(after).deleteAuthDevice.map(({ type }) => type)).toEqual(['WEBAUTHN']);
  });
});

describe('client address', () => {
  it('ignores a client-supplied X-Forwarded-For unless the gateway is told to trust the proxy', async () => {
    const direct = await startStack();
    try {
      const username = freshUser();
      const client = new GraphQLClient(direct.url, {
        'x-requested-with': 'identity-console',
        'x-forwarded-for': '203.0.113.50',
      });
      await signIn(client, { realm: 'alpha', username, password: 'Demo!Passw0rd' });
      const history = data(
        await client.request<{ signInHistory: { ipAddress: string }[] }>(HISTORY),
      ).signInHistory;
      expect(history[0]?.ipAddress).not.toBe('203.0.113.50');
    } finally {
      await direct.close();
    }
  });
});
