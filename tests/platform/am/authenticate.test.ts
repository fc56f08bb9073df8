import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  BRAVO_DEMO,
  DEMO,
  GATEWAY_URL,
  INACTIVE,
  jsonRealmUrl,
  postJson,
  signIn,
  startAm,
  type AmFixture,
} from './am-fixture.js';

let am: AmFixture;
beforeAll(async () => {
  am = await startAm();
});
afterAll(async () => {
  await am.close();
});
beforeEach(async () => {
  await am.db.deleteFrom('am_sessions').execute();
  await am.db.deleteFrom('login_failures').execute();
  await am.db.deleteFrom('account_lockouts').execute();
});

const authenticateUrl = (realm: string) => `${jsonRealmUrl(am, realm)}/authenticate`;

async function sessionCount() {
  const { count } = await am.db
    .selectFrom('am_sessions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

describe('Login journey', () => {
  it('starts with name and password callbacks', async () => {
    const { status, body } = await postJson(
      `${authenticateUrl('alpha')}?authIndexType=service&authIndexValue=Login`,
      {},
    );
    expect(status).toBe(200);
    expect(body.authId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body).toMatchObject({ stage: 'UsernamePassword', header: 'Sign In' });
    expect(typeof body.description).toBe('string');
    expect(body.callbacks).toEqual([
      {
        type: 'NameCallback',
        output: [{ name: 'prompt', value: 'User Name' }],
        input: [{ name: 'IDToken1', value: '' }],
        _id: 0,
      },
      {
        type: 'PasswordCallback',
        output: [{ name: 'prompt', value: 'Password' }],
        input: [{ name: 'IDToken2', value: '' }],
        _id: 1,
      },
    ]);
    const stored = await am.db
      .selectFrom('journey_states')
      .selectAll()
      .where('auth_id', '=', body.authId as string)
      .executeTakeFirstOrThrow();
    const ttl = new Date(stored.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
  });

  it('starts with an empty body too', async () => {
    const response = await fetch(authenticateUrl('alpha'), { method: 'POST' });
    expect(response.status).toBe(200);
  });

  it('signs a user in with the right password and creates a session', async () => {
    const { status, body, headers } = await signIn(am, 'alpha', DEMO.username, DEMO.password);
    expect(status).toBe(200);
    expect(body).toEqual({
      tokenId: expect.any(String) as string,
      successUrl: `${GATEWAY_URL}/dashboard?realm=alpha`,
      realm: '/alpha',
    });
    const cookie = headers.getSetCookie().find((value) => value.startsWith('iPlanetDirectoryPro='));
    expect(cookie).toContain(`iPlanetDirectoryPro=${body.tokenId as string}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\//);

    const session = await am.db
      .selectFrom('am_sessions')
      .selectAll()
      .where('token_id', '=', body.tokenId as string)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({
      realm: 'alpha',
      user_id: DEMO.id,
      username: DEMO.username,
      universal_id: 'id=demo,ou=user,o=alpha,ou=services,ou=am-config',
      max_idle_seconds: am.config.SESSION_MAX_IDLE_MINUTES * 60,
      max_session_minutes: am.config.SESSION_MAX_MINUTES,
    });
    expect(session.handle).not.toBe(session.token_id);
  });

  it('matches the username case-insensitively', async () => {
    const { status } = await signIn(am, 'alpha', 'DeMo', DEMO.password);
    expect(status).toBe(200);
  });

  it('answers 401 Login failure for a wrong password and creates no session', async () => {
    const { status, body } = await signIn(am, 'alpha', DEMO.username, 'wrong-password');
    expect(status).toBe(401);
    expect(body).toEqual({
      code: 401,
      reason: 'Unauthorized',
      message: 'Login failure',
      detail: { failureUrl: '' },
    });
    expect(await sessionCount()).toBe(0);
  });

  it('refuses unknown users, inactive accounts and users of another realm', async () => {
    expect((await signIn(am, 'alpha', 'nobody', 'whatever')).status).toBe(401);
    expect((await signIn(am, 'alpha', INACTIVE.username, INACTIVE.password)).status).toBe(401);
    expect((await signIn(am, 'alpha', BRAVO_DEMO.username, BRAVO_DEMO.password)).status).toBe(401);
    expect((await signIn(am, 'bravo', BRAVO_DEMO.username, BRAVO_DEMO.password)).status).toBe(200);
    expect(await sessionCount()).toBe(1);
  });

  it('signs amadmin in on the root realm only', async () => {
    const root = await signIn(am, 'root', 'amadmin', ADMIN_PASSWORD);
    expect(root.status).toBe(200);
    expect(root.body.realm).toBe('/');
    const session = await am.db
      .selectFrom('am_sessions')
      .selectAll()
      .where('token_id', '=', root.body.tokenId as string)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ realm: 'root', user_id: 'amadmin', username: 'amadmin' });
    expect((await signIn(am, 'alpha', 'amadmin', ADMIN_PASSWORD)).status).toBe(401);
  });

  it('uses a safe goto as the success URL and ignores an unsafe one', async () => {
    const start = async (goto: string) => {
      const url = `${authenticateUrl('alpha')}?goto=${encodeURIComponent(goto)}`;
      const started = await postJson(url, {});
      return postJson(url, {
        authId: started.body.authId,
        callbacks: [
          { type: 'NameCallback', input: [{ name: 'IDToken1', value: DEMO.username }] },
          { type: 'PasswordCallback', input: [{ name: 'IDToken2', value: DEMO.password }] },
        ],
      });
    };
    expect((await start('/profile')).body.successUrl).toBe('/profile');
    expect((await start('https://evil.example/')).body.successUrl).toBe(
      `${GATEWAY_URL}/dashboard?realm=alpha`,
    );
  });

  it('answers 401 Session has timed out, error code 110, for an unknown, reused, expired or other-realm authId', async () => {
    const answer = (authId: unknown, realm = 'alpha') =>
      postJson(authenticateUrl(realm), {
        authId,
        callbacks: [
          { type: 'NameCallback', input: [{ name: 'IDToken1', value: DEMO.username }] },
          { type: 'PasswordCallback', input: [{ name: 'IDToken2', value: DEMO.password }] },
        ],
      });

    const timedOut = {
      code: 401,
      reason: 'Unauthorized',
      message: 'Session has timed out',
      detail: { errorCode: '110' },
    };
    const unknown = await answer('no-such-auth-id');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(timedOut);

    const first = await postJson(authenticateUrl('alpha'), {});
    expect((await answer(first.body.authId)).status).toBe(200);
    const reused = await answer(first.body.authId);
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual(timedOut);

    const expiring = await postJson(authenticateUrl('alpha'), {});
    await am.db
      .updateTable('journey_states')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('auth_id', '=', expiring.body.authId as string)
      .execute();
    expect((await answer(expiring.body.authId)).body).toEqual(timedOut);

    const elsewhere = await postJson(authenticateUrl('bravo'), {});
    expect((await answer(elsewhere.body.authId, 'alpha')).body).toEqual(timedOut);
  });

  it('does not keep the password in the journey state', async () => {
    const started = await postJson(authenticateUrl('alpha'), {});
    const rows = await am.db.selectFrom('journey_states').select('state').execute();
    expect(JSON.stringify(rows)).not.toContain(DEMO.password);
    expect(started.status).toBe(200);
  });

  it('answers 400 for an unknown journey and 404 for an unknown realm', async () => {
    expect(
      (await postJson(`${authenticateUrl('alpha')}?authIndexType=service&authIndexValue=Nope`, {}))
        .status,
    ).toBe(400);
    expect(
      (await postJson(`${am.url}/am/json/realms/root/realms/nowhere/authenticate`, {})).status,
    ).toBe(404);
  });

  it('answers 400 for a query parameter given twice', async () => {
    for (const query of ['state=a&state=b', 'authIndexValue=Login&authIndexValue=Login']) {
      const { status, body } = await postJson(`${authenticateUrl('alpha')}?${query}`, {});
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, message: 'Invalid authentication request' });
    }
  });
});
