import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { amCall } from '../account-security-fixture.js';
import { DEMO, GATEWAY_URL, signedInToken, startAm, type AmFixture } from '../am-fixture.js';
import { SoftwareAuthenticator } from '../../../support/software-authenticator.js';
import { enrolOath, journey, outputOf } from './two-step-fixture.js';

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
const post = (token: string, path: string, body: unknown = {}) =>
  amCall(am, 'alpha', `users/${DEMO.id}/${path}`, token, { method: 'POST', body });

async function enrolKey(token: string, key = new SoftwareAuthenticator(GATEWAY_URL)) {
  const started = await post(token, 'devices/2fa/webauthn?_action=register');
  const options = started.body.options as Parameters<SoftwareAuthenticator['register']>[0];
  const confirmed = await post(token, 'devices/2fa/webauthn?_action=confirm', {
    enrolmentId: started.body.enrolmentId,
    credential: key.register(options),
    deviceName: 'Blue key',
  });
  return { key, confirmed };
}

type Options = Parameters<SoftwareAuthenticator['authenticate']>[0];

describe('security keys', () => {
  it('registers a key whose credential answers the challenge, for the console as relying party', async () => {
    const token = await demoToken();
    const started = await post(token, 'devices/2fa/webauthn?_action=register');
    expect(started.body.options).toMatchObject({
      rp: { id: 'localhost', name: 'Identity Console' },
      user: { name: DEMO.username, displayName: 'Demo User' },
      attestation: 'none',
    });
    const key = new SoftwareAuthenticator('https://evil.example');
    const forged = await post(token, 'devices/2fa/webauthn?_action=confirm', {
      enrolmentId: started.body.enrolmentId,
      credential: key.register(
        started.body.options as Parameters<SoftwareAuthenticator['register']>[0],
      ),
    });
    expect(forged.status).toBe(400);
    const { confirmed } = await enrolKey(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.device).toMatchObject({ deviceName: 'Blue key' });
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
  });

  it('signs in with the key: options as script data, the answer in webAuthnOutcome', async () => {
    const token = await demoToken();
    const { key } = await enrolKey(token);
    const login = journey(am);
    const page = await login.signIn(DEMO.username, DEMO.password);
    expect(page.body.stage).toBe('WebAuthnAuthentication');
    expect(page.callbacks.map(({ type }) => type)).toEqual([
      'TextOutputCallback',
      'HiddenValueCallback',
      'ConfirmationCallback',
    ]);
    expect(outputOf(page.callbacks[0], 'messageType')).toBe('4');
    expect(outputOf(page.callbacks[1], 'id')).toBe('webAuthnOutcome');
    const options = JSON.parse(outputOf(page.callbacks[0], 'message') as string) as Options;
    expect(options.allowCredentials).toEqual([
      { id: key.id, type: 'public-key', transports: ['usb'] },
    ]);

    const replayed = key.authenticate(options);
    const done = await login.answer({ HiddenValueCallback: JSON.stringify(replayed) });
    expect(done.status).toBe(200);
    expect(done.body.tokenId).toEqual(expect.any(String));

    const again = journey(am);
    await again.signIn(DEMO.username, DEMO.password);
    const refused = await again.answer({ HiddenValueCallback: JSON.stringify(replayed) });
    expect(refused.body.stage).toBe('WebAuthnAuthentication');
    expect(outputOf(refused.callbacks[0], 'messageType')).toBe('2');
  });

  it('shows the step again for a browser error, without counting it', async () => {
    const token = await demoToken();
    await enrolKey(token);
    const login = journey(am);
    await login.signIn(DEMO.username, DEMO.password);
    const again = await login.answer({ HiddenValueCallback: 'ERROR::NotAllowedError:' });
    expect(again.body.stage).toBe('WebAuthnAuthentication');
    expect(await am.db.selectFrom('login_failures').selectAll().execute()).toEqual([]);
    const recovery = await login.answer({ ConfirmationCallback: 0 });
    expect(recovery.body.stage).toBe('RecoveryCodeCollector');
  });

  it('offers a choice between the kinds of devices the user has', async () => {
    const token = await demoToken();
    await enrolKey(token);
    await enrolOath(am, token, DEMO.id);
    const login = journey(am);
    const page = await login.signIn(DEMO.username, DEMO.password);
    expect(page.body.stage).toBe('TwoStepMethod');
    expect(outputOf(page.callbacks[0], 'choices')).toEqual(['Security key', 'Authenticator app']);
    expect((await login.answer({ ChoiceCallback: 1 })).body.stage).toBe('OathTokenVerifier');
  });
});

describe('push devices', () => {
  it('waits for the push, which the device approves on its page', async () => {
    const token = await demoToken();
    const registered = await post(token, 'devices/2fa/push?_action=register', {
      deviceName: 'Phone',
    });
    expect(registered.status).toBe(200);
    const simulator = registered.body.simulatorUrl as string;
    expect(simulator).toMatch(/\/am\/push\/simulator\/[A-Za-z0-9_-]+$/);

    const login = journey(am);
    const waiting = await login.signIn(DEMO.username, DEMO.password);
    expect(waiting.body.stage).toBe('PushWait');
    expect(waiting.callbacks[0]).toMatchObject({ type: 'PollingWaitCallback', input: [] });
    expect(outputOf(waiting.callbacks[0], 'waitTime')).toBe('4000');
    expect((await login.answer({})).body.stage).toBe('PushWait');

    const pageUrl = new URL(simulator).pathname;
    const html = await (await fetch(`${am.url}${pageUrl}`)).text();
    const approve = /action="([^"]+_action=approve)"/.exec(html)?.[1];
    expect(approve).toBeDefined();
    const answered = await fetch(`${am.url}${approve!.replace(/&amp;/g, '&')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(answered.status).toBe(303);
    const done = await login.answer({});
    expect(done.status).toBe(200);
    expect(done.body.tokenId).toEqual(expect.any(String));
    expect(await (await fetch(`${am.url}${pageUrl}`)).text()).toContain('No sign-in is waiting');
    expect((await fetch(`${am.url}/am/push/simulator/unknown-key`)).status).toBe(404);
  });

  it('fails the sign-in the device denies', async () => {
    const token = await demoToken();
    const registered = await post(token, 'devices/2fa/push?_action=register');
    const login = journey(am);
    await login.signIn(DEMO.username, DEMO.password);
    const html = await (await fetch(registered.body.simulatorUrl as string)).text();
    const deny = /action="([^"]+_action=deny)"/.exec(html)?.[1] ?? '';
    await fetch(`${am.url}${deny.replace(/&amp;/g, '&')}`, { method: 'POST', redirect: 'manual' });
    const denied = await login.answer({});
    expect(denied.status).toBe(401);
  });
});

describe('changes to a 2-step device', () => {
  it('need a sign-in with that device; a recovery code also deletes one', async () => {
    const passwordOnly = await demoToken();
    const { deviceId, recoveryCodes = [] } = await enrolOath(am, passwordOnly, DEMO.id);
    const remove = (token: string) =>
      amCall(am, 'alpha', `users/${DEMO.id}/devices/2fa/oath/${deviceId}`, token, {
        method: 'DELETE',
      });
    const refused = await remove(passwordOnly);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({
      message: 'Reauthentication with the device required',
      detail: { reason: 'REAUTH_WITH_DEVICE_REQUIRED', deviceId },
    });

    const login = journey(am);
    await login.signIn(DEMO.username, DEMO.password);
    await login.answer({ ConfirmationCallback: 1 });
    const withRecovery = await login.answer({ NameCallback: recoveryCodes[0] });
    expect((await remove(withRecovery.body.tokenId as string)).status).toBe(200);
  });
});
