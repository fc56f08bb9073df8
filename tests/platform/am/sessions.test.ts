import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  ALICE,
  BRAVO_DEMO,
  DEMO,
  GATEWAY_URL,
  jsonRealmUrl,
  postJson,
  signedInToken,
  startAm,
  type AmFixture,
} from './am-fixture.js';

let am: AmFixture;
beforeAll(async () => {
  am = await startAm({ SESSION_MAX_IDLE_MINUTES: '30', SESSION_MAX_MINUTES: '120' });
});
afterAll(async () => {
  await am.close();
});
beforeEach(async () => {
  await am.db.deleteFrom('am_sessions').execute();
});

const sessionsUrl = (action: string, realm = 'alpha') =>
  `${jsonRealmUrl(am, realm)}/sessions?_action=${action}`;

async function sessionRow(tokenId: string) {
  return am.db
    .selectFrom('am_sessions')
    .selectAll()
    .where('token_id', '=', tokenId)
    .executeTakeFirst();
}

describe('getSessionInfo', () => {
  it('answers the session from the header, the cookie or the body', async () => {
    const token = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    const row = (await sessionRow(token))!;
    const expected = {
      username: DEMO.username,
      universalId: row.universal_id,
      realm: '/alpha',
      latestAccessTime: new Date(row.latest_access_time).toISOString(),
      maxIdleExpirationTime: new Date(
        new Date(row.latest_access_time).getTime() + 30 * 60_000,
      ).toISOString(),
      maxSessionExpirationTime: new Date(
        new Date(row.auth_time).getTime() + 120 * 60_000,
      ).toISOString(),
      properties: { AMCtxId: expect.any(String) as string, sessionHandle: row.handle },
    };
    const sources: Record<string, string>[] = [
      { iPlanetDirectoryPro: token },
      { cookie: `iPlanetDirectoryPro=${token}` },
    ];
    for (const headers of sources) {
      const { status, body } = await postJson(sessionsUrl('getSessionInfo'), {}, headers);
      expect(status).toBe(200);
      expect(body).toEqual(expected);
    }
    const byBody = await postJson(sessionsUrl('getSessionInfo'), { tokenId: token });
    expect(byBody.body).toEqual(expected);
  });

  it('answers 401 without a valid token', async () => {
    expect((await postJson(sessionsUrl('getSessionInfo'), {})).status).toBe(401);
    const { status, body } = await postJson(
      sessionsUrl('getSessionInfo'),
      {},
      { iPlanetDirectoryPro: 'nope' },
    );
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 401, reason: 'Unauthorized' });
  });

  it('treats an idle-expired session as invalid and deletes it', async () => {
    const token = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    await am.db
      .updateTable('am_sessions')
      .set({ latest_access_time: new Date(Date.now() - 31 * 60_000) })
      .where('token_id', '=', token)
      .execute();
    expect(
      (await postJson(sessionsUrl('getSessionInfo'), {}, { iPlanetDirectoryPro: token })).status,
    ).toBe(401);
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('treats a session past its maximum time as invalid even when active', async () => {
    const token = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    await am.db
      .updateTable('am_sessions')
      .set({ auth_time: new Date(Date.now() - 121 * 60_000) })
      .where('token_id', '=', token)
      .execute();
    expect(
      (await postJson(sessionsUrl('refresh'), {}, { iPlanetDirectoryPro: token })).status,
    ).toBe(401);
    expect(await sessionRow(token)).toBeUndefined();
  });
});

describe('validate', () => {
  it('answers valid with the session uid, user and realm, from the body, header or cookie', async () => {
    const token = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    const expected = {
      valid: true,
      sessionUid: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      ) as string,
      uid: DEMO.username,
      realm: '/alpha',
    };
    const byBody = await postJson(sessionsUrl('validate'), { tokenId: token });
    expect(byBody.status).toBe(200);
    expect(byBody.body).toEqual(expected);
    const byHeader = await postJson(sessionsUrl('validate'), {}, { iPlanetDirectoryPro: token });
    expect(byHeader.body).toEqual(byBody.body);
    const byCookie = await postJson(
      sessionsUrl('validate'),
      {},
      { cookie: `iPlanetDirectoryPro=${token}` },
    );
    expect(byCookie.body).toEqual(byBody.body);
    expect(JSON.stringify(byBody.body)).not.toContain(token);
  });

  it('answers 200 valid false for no, an unknown or an ended session', async () => {
    for (const body of [{}, { tokenId: 'nope' }]) {
      const answer = await postJson(sessionsUrl('validate'), body);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ valid: false });
    }
    const token = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    await postJson(sessionsUrl('logout'), {}, { iPlanetDirectoryPro: token });
    expect((await postJson(sessionsUrl('validate'), { tokenId: token })).body).toEqual({
      valid: false,
    });
  });

  it('validates a realm session at its own realm only', async () => {
    const token = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    for (const otherRealm of ['bravo', 'root']) {
      expect(
        (await postJson(sessionsUrl('validate', otherRealm), { tokenId: token })).body,
      ).toEqual({ valid: false });
    }
    expect(
      (await postJson(sessionsUrl('validate', 'alpha'), { tokenId: token })).body,
    ).toMatchObject({ valid: true, realm: '/alpha' });
  });
});

describe('refresh', () => {
  it('resets the idle clock', async () => {
    const token = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    const earlier = new Date(Date.now() - 20 * 60_000);
    await am.db
      .updateTable('am_sessions')
      .set({ latest_access_time: earlier })
      .where('token_id', '=', token)
      .execute();
    const { status, body } = await postJson(
      sessionsUrl('refresh'),
      {},
      { iPlanetDirectoryPro: token },
    );
    expect(status).toBe(200);
    const latest = new Date(body.latestAccessTime as string).getTime();
    expect(latest).toBeGreaterThan(earlier.getTime() + 19 * 60_000);
    expect(new Date(body.maxIdleExpirationTime as string).getTime()).toBe(latest + 30 * 60_000);
    expect(new Date((await sessionRow(token))!.latest_access_time).getTime()).toBe(latest);
  });
});

describe('logout', () => {
  it("ends the caller's session", async () => {
    const token = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    const { status, body } = await postJson(
      sessionsUrl('logout'),
      {},
      { iPlanetDirectoryPro: token },
    );
    expect(status).toBe(200);
    expect(body).toEqual({ result: 'Successfully logged out' });
    expect(await sessionRow(token)).toBeUndefined();
    expect(
      (await postJson(sessionsUrl('getSessionInfo'), {}, { iPlanetDirectoryPro: token })).status,
    ).toBe(401);
    expect((await postJson(sessionsUrl('logout'), {}, { iPlanetDirectoryPro: token })).status).toBe(
      401,
    );
  });
});

describe('logoutByHandle', () => {
  it("ends the caller's own sessions only", async () => {
    const caller = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    const otherOwn = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    const someoneElse = await signedInToken(am, 'alpha', ALICE.username, ALICE.password);
    const ownHandle = (await sessionRow(otherOwn))!.handle;
    const foreignHandle = (await sessionRow(someoneElse))!.handle;

    const { status, body } = await postJson(
      sessionsUrl('logoutByHandle'),
      { sessionHandles: [ownHandle, foreignHandle, 'shandle:unknown'] },
      { iPlanetDirectoryPro: caller },
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      result: { [ownHandle]: true, [foreignHandle]: false, 'shandle:unknown': false },
    });
    expect(await sessionRow(otherOwn)).toBeUndefined();
    expect(await sessionRow(someoneElse)).toBeDefined();
    expect(await sessionRow(caller)).toBeDefined();
  });

  it('lets amadmin end any session', async () => {
    const admin = await signedInToken(am, 'root', 'amadmin', ADMIN_PASSWORD);
    const user = await signedInToken(am, 'bravo', BRAVO_DEMO.username, BRAVO_DEMO.password);
    const handle = (await sessionRow(user))!.handle;
    const { body } = await postJson(
      sessionsUrl('logoutByHandle', 'root'),
      { sessionHandles: [handle] },
      { iPlanetDirectoryPro: admin },
    );
    expect(body).toEqual({ result: { [handle]: true } });
    expect(await sessionRow(user)).toBeUndefined();
  });

  it('needs a valid caller session', async () => {
    const { status } = await postJson(sessionsUrl('logoutByHandle'), { sessionHandles: ['x'] });
    expect(status).toBe(401);
  });
});

describe('sessions query', () => {
  const query = async (token: string, filter: string, realm = 'alpha') => {
    const response = await fetch(
      `${jsonRealmUrl(am, realm)}/sessions?_queryFilter=${encodeURIComponent(filter)}`,
      { headers: { iPlanetDirectoryPro: token } },
    );
    return {
      status: response.status,
      body: (await response.json()) as { result: Record<string, unknown>[]; resultCount: number },
    };
  };

  it("lists the caller's sessions", async () => {
    const first = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    await signedInToken(am, 'alpha', ALICE.username, ALICE.password);
    const { status, body } = await query(first, 'username eq "demo" and realm eq "/alpha"');
    expect(status).toBe(200);
    expect(body.resultCount).toBe(2);
    expect(body.result[0]).toEqual({
      username: DEMO.username,
      universalId: 'id=demo,ou=user,o=alpha,ou=services,ou=am-config',
      realm: '/alpha',
      sessionHandle: (await sessionRow(first))!.handle,
      latestAccessTime: expect.any(String) as string,
      maxIdleExpirationTime: expect.any(String) as string,
      maxSessionExpirationTime: expect.any(String) as string,
    });
    expect(JSON.stringify(body)).not.toContain(first);
  });

  it("does not list someone else's sessions, except to amadmin", async () => {
    const demo = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    await signedInToken(am, 'alpha', ALICE.username, ALICE.password);
    expect((await query(demo, 'username eq "Alice" and realm eq "/alpha"')).body.resultCount).toBe(
      0,
    );

    const admin = await signedInToken(am, 'root', 'amadmin', ADMIN_PASSWORD);
    const { body } = await query(admin, 'username eq "alice" and realm eq "/alpha"', 'root');
    expect(body.resultCount).toBe(1);
    expect(body.result[0]?.username).toBe(ALICE.username);
  });

  it('rejects an unsupported filter and an anonymous caller', async () => {
    const demo = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    expect((await query(demo, 'username co "de"')).status).toBe(400);
    const anonymous = await fetch(`${jsonRealmUrl(am, 'alpha')}/sessions?_queryFilter=true`);
    expect(anonymous.status).toBe(401);
  });
});

describe('users actions', () => {
  const usersUrl = (action: string, realm = 'alpha') =>
    `${jsonRealmUrl(am, realm)}/users?_action=${action}`;

  it('idFromSession answers who the session is', async () => {
    const token = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    const { status, body } = await postJson(
      usersUrl('idFromSession'),
      {},
      { iPlanetDirectoryPro: token },
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      id: DEMO.username,
      realm: '/alpha',
      dn: 'id=demo,ou=user,o=alpha,ou=services,ou=am-config',
      successURL: `${GATEWAY_URL}/dashboard?realm=alpha`,
      fullLoginURL: `${GATEWAY_URL}/login?realm=alpha`,
    });
    expect((await postJson(usersUrl('idFromSession'), {})).status).toBe(401);
  });

  it('validateGoto keeps safe targets and replaces unsafe ones', async () => {
    const check = async (goto: string) => (await postJson(usersUrl('validateGoto'), { goto })).body;
    expect(await check('/profile')).toEqual({ successURL: '/profile' });
    expect(await check(`${GATEWAY_URL}/requests`)).toEqual({
      successURL: `${GATEWAY_URL}/requests`,
    });
    expect(await check('javascript:alert(1)')).toEqual({
      successURL: `${GATEWAY_URL}/dashboard?realm=alpha`,
    });
    expect(await check('//evil.example')).toEqual({
      successURL: `${GATEWAY_URL}/dashboard?realm=alpha`,
    });
    expect(await check('https://evil.example/')).toEqual({
      successURL: `${GATEWAY_URL}/dashboard?realm=alpha`,
    });
  });
});
