import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { amCall } from '../account-security-fixture.js';
import { ALICE, DEMO, signedInToken, startAm, type AmFixture } from '../am-fixture.js';
import { enrolOath, journey, outputOf, totpCode, wrongCode } from './two-step-fixture.js';

let am: AmFixture;
beforeAll(async () => {
  am = await startAm();
});
afterAll(async () => {
  await am.close();
});
beforeEach(async () => {
  for (const table of [
    'am_auth_devices',
    'am_recovery_codes',
    'am_sessions',
    'login_failures',
    'account_lockouts',
  ] as const) {
    await am.db.deleteFrom(table).execute();
  }
});

const demoToken = () => signedInToken(am, 'alpha', DEMO.username, DEMO.password);

describe('authenticator app enrolment', () => {
  it('gives a secret and its otpauth:// URI; the device exists once a code confirms it', async () => {
    const token = await demoToken();
    const started = await amCall(
      am,
      'alpha',
      `users/${DEMO.id}/devices/2fa/oath?_action=register`,
      token,
      {
        method: 'POST',
        body: {},
      },
    );
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      enrolmentId: expect.any(String) as string,
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/) as string,
      issuer: 'Identity Console',
      accountName: 'demo',
      digits: 6,
      period: 30,
    });
    expect(started.body.uri).toContain(`secret=${started.body.secret as string}`);
    const listed = async () =>
      (await amCall(am, 'alpha', `users/${DEMO.id}/devices/2fa/oath?_queryFilter=true`, token))
        .body;
    expect(await listed()).toMatchObject({ resultCount: 0 });

    const wrong = await amCall(
      am,
      'alpha',
      `users/${DEMO.id}/devices/2fa/oath?_action=confirm`,
      token,
      {
        method: 'POST',
        body: {
          enrolmentId: started.body.enrolmentId,
          code: wrongCode(started.body.secret as string),
        },
      },
    );
    expect(wrong.status).toBe(400);
    expect(await listed()).toMatchObject({ resultCount: 0 });

    const confirmed = await amCall(
      am,
      'alpha',
      `users/${DEMO.id}/devices/2fa/oath?_action=confirm`,
      token,
      {
        method: 'POST',
        body: {
          enrolmentId: started.body.enrolmentId,
          code: totpCode(started.body.secret as string),
          deviceName: 'My phone',
        },
      },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.device).toMatchObject({ deviceName: 'My phone' });
    const codes = confirmed.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(await listed()).toMatchObject({
      resultCount: 1,
      result: [{ deviceName: 'My phone', _id: (confirmed.body.device as { _id: string })._id }],
    });

    const stored = await am.db.selectFrom('am_recovery_codes').select('code_hash').execute();
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) expect(codes).not.toContain(code_hash);
  });

  it('gives recovery codes only with the first 2-step device', async () => {
    const token = await demoToken();
    expect((await enrolOath(am, token, DEMO.id)).recoveryCodes).toHaveLength(10);
    expect((await enrolOath(am, token, DEMO.id)).recoveryCodes).toBeUndefined();
  });

  it("is the user's own: another user's session and no session are refused", async () => {
    const alice = await signedInToken(am, 'alpha', ALICE.username, ALICE.password);
    const path = `users/${DEMO.id}/devices/2fa/oath?_action=register`;
    expect((await amCall(am, 'alpha', path, alice, { method: 'POST', body: {} })).status).toBe(403);
    expect((await amCall(am, 'alpha', path, undefined, { method: 'POST', body: {} })).status).toBe(
      401,
    );
    const bravo = `users/${DEMO.id}/devices/2fa/oath?_action=register`;
    expect(
      (await amCall(am, 'bravo', bravo, await demoToken(), { method: 'POST', body: {} })).status,
    ).toBe(403);
  });

  it('refuses an enrolment of another user, and one already confirmed', async () => {
    const token = await demoToken();
    const started = await amCall(
      am,
      'alpha',
      `users/${DEMO.id}/devices/2fa/oath?_action=register`,
      token,
      {
        method: 'POST',
        body: {},
      },
    );
    const alice = await signedInToken(am, 'alpha', ALICE.username, ALICE.password);
    const body = {
      enrolmentId: started.body.enrolmentId,
      code: totpCode(started.body.secret as string),
    };
    const stolen = await amCall(
      am,
      'alpha',
      `users/${ALICE.id}/devices/2fa/oath?_action=confirm`,
      alice,
      {
        method: 'POST',
        body,
      },
    );
    expect(stolen.status).toBe(404);
    const path = `users/${DEMO.id}/devices/2fa/oath?_action=confirm`;
    expect((await amCall(am, 'alpha', path, token, { method: 'POST', body })).status).toBe(200);
    expect((await amCall(am, 'alpha', path, token, { method: 'POST', body })).status).toBe(404);
  });
});

describe('Login with an authenticator app', () => {
  it('asks for the code after the password, in the OATH Token Verifier shape', async () => {
    await enrolOath(am, await demoToken(), DEMO.id);
    const login = journey(am);
    const page = await login.signIn(DEMO.username, DEMO.password);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ stage: 'OathTokenVerifier', header: '2-Step Verification' });
    expect(page.callbacks.map(({ type }) => type)).toEqual([
      'NameCallback',
      'ConfirmationCallback',
    ]);
    expect(outputOf(page.callbacks[0], 'prompt')).toBe('Enter verification code');
    expect(outputOf(page.callbacks[1], 'options')).toEqual(['Submit', 'Use Recovery Code']);
  });

  it('signs in with a fresh code, records the device on the session and refuses the code again', async () => {
    const { secret, deviceId } = await enrolOath(am, await demoToken(), DEMO.id);
    const code = totpCode(secret, 1);
    const first = journey(am);
    await first.signIn(DEMO.username, DEMO.password);
    const done = await first.answer({ NameCallback: code });
    expect(done.status).toBe(200);
    const session = await am.db
      .selectFrom('am_sessions')
      .select('second_factor')
      .where('token_id', '=', done.body.tokenId as string)
      .executeTakeFirstOrThrow();
    expect(session.second_factor).toBe(deviceId);

    const again = journey(am);
    await again.signIn(DEMO.username, DEMO.password);
    const refused = await again.answer({ NameCallback: code });
    expect(refused.status).toBe(200);
    expect(refused.body.stage).toBe('OathTokenVerifier');
    expect(refused.callbacks[0]).toMatchObject({ type: 'TextOutputCallback' });
    expect(outputOf(refused.callbacks[0], 'message')).toBe('That code is not valid. Try again.');
    expect(outputOf(refused.callbacks[0], 'messageType')).toBe('2');
  });

  it('locks the account after five wrong codes, even with the right password in between', async () => {
    const { secret } = await enrolOath(am, await demoToken(), DEMO.id);
    const wrong = wrongCode(secret);
    const login = journey(am);
    await login.signIn(DEMO.username, DEMO.password);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await login.answer({ NameCallback: wrong })).body.stage).toBe('OathTokenVerifier');
    }
    const restarted = journey(am);
    await restarted.signIn(DEMO.username, DEMO.password);
    expect((await restarted.answer({ NameCallback: wrong })).body.stage).toBe('OathTokenVerifier');
    const locked = await restarted.answer({ NameCallback: wrong });
    expect(locked.status).toBe(401);
    expect(locked.body.message).toBe('Login failure');
  });

  it('takes a recovery code instead, once', async () => {
    const { recoveryCodes = [] } = await enrolOath(am, await demoToken(), DEMO.id);
    const [code] = recoveryCodes;
    const first = journey(am);
    await first.signIn(DEMO.username, DEMO.password);
    const asked = await first.answer({ ConfirmationCallback: 1 });
    expect(asked.body).toMatchObject({ stage: 'RecoveryCodeCollector' });
    expect(outputOf(asked.callbacks[0], 'prompt')).toBe('Enter recovery code');
    const done = await first.answer({ NameCallback: code?.toLowerCase() });
    expect(done.status).toBe(200);
    expect(done.body.tokenId).toEqual(expect.any(String));

    const second = journey(am);
    await second.signIn(DEMO.username, DEMO.password);
    await second.answer({ ConfirmationCallback: 1 });
    const refused = await second.answer({ NameCallback: code });
    expect(refused.body.stage).toBe('RecoveryCodeCollector');
    expect(outputOf(refused.callbacks[0], 'message')).toBe('That code is not valid. Try again.');
    const other = await second.answer({ NameCallback: recoveryCodes[1] });
    expect(other.status).toBe(200);
  });

  it('asks in the language of the request', async () => {
    await enrolOath(am, await demoToken(), DEMO.id);
    const response = await fetch(`${am.url}/am/json/realms/root/realms/alpha/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
      body: '{}',
    });
    const started = (await response.json()) as {
      authId: string;
      callbacks: { type: string; input: { name: string }[] }[];
    };
    const answered = await fetch(`${am.url}/am/json/realms/root/realms/alpha/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
      body: JSON.stringify({
        authId: started.authId,
        callbacks: started.callbacks.map((callback) => ({
          ...callback,
          input: callback.input.map((input) => ({
            ...input,
            value: callback.type === 'NameCallback' ? DEMO.username : DEMO.password,
          })),
        })),
      }),
    });
    const page = (await answered.json()) as {
      header: string;
      callbacks: { output: { name: string; value: unknown }[] }[];
    };
    expect(page.header).toBe('Validation en deux étapes');
    expect(page.callbacks[0]?.output[0]?.value).toBe('Saisissez le code de vérification');
  });

  it('signs in users without 2-step devices (or with listed-only ones) after the password', async () => {
    await am.db
      .insertInto('am_auth_devices')
      .values({
        id: 'listed-only',
        realm: 'alpha',
        user_id: DEMO.id,
        type: 'oath',
        device_name: 'Old app',
      })
      .execute();
    const done = await journey(am).signIn(DEMO.username, DEMO.password);
    expect(done.status).toBe(200);
    expect(done.body.tokenId).toEqual(expect.any(String));
  });
});
