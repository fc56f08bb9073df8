import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonb } from '../../../../src/platform/store/db.js';
import { hashPassword } from '../../../../src/platform/store/passwords.js';
import { startPlatform, type RunningPlatform } from '../../../support/platform.js';
import { enrolOath, totpCode, wrongCode } from '../mfa/two-step-fixture.js';
import { journey, latestMail, output, type JourneyAnswer } from './journey-client.js';

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform({ JOURNEY_MAIL_MAX_PER_IDENTIFIER: '3' });
}, 120_000);
afterAll(async () => {
  await platform.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const OLD_PASSWORD = 'Before!Passw0rd1';
let accounts = 0;

/** An alpha user of this test alone, with a mail address of its own. */
async function account() {
  accounts += 1;
  const id = `reset-${accounts}`;
  const username = `forgetful${accounts}`;
  const mail = `${username}@reset.example`;
  await platform.db
    .insertInto('managed_objects')
    .values({
      type: 'alpha_user',
      id,
      doc: jsonb({
        userName: username,
        givenName: 'Nell',
        sn: 'Getful',
        mail,
        accountStatus: 'active',
      }),
    })
    .execute();
  await platform.db
    .insertInto('credentials')
    .values({ realm: 'alpha', user_id: id, password_hash: await hashPassword(OLD_PASSWORD) })
    .execute();
  return { id, username, mail };
}

const failed = (step: JourneyAnswer) =>
  (output(step.body.callbacks?.[0], 'failedPolicies') as string[]).map(
    (failure) => (JSON.parse(failure) as { policyRequirement: string }).policyRequirement,
  );

async function requestLink(identifier: string, headers: Record<string, string> = {}) {
  const run = journey(platform, 'alpha', headers);
  const step = await run.start('ResetPassword');
  expect(step.body).toMatchObject({ stage: 'ResetPassword', header: 'Reset Password' });
  expect(step.body.callbacks?.map(({ type }) => type)).toEqual(['NameCallback']);
  return run.submit(step, { IDToken1: identifier });
}

async function signIn(username: string, password: string) {
  const run = journey(platform, 'alpha');
  return run.submit(await run.start('Login'), { IDToken1: username, IDToken2: password });
}

describe('ResetPassword journey', () => {
  it('emails a one-time link to the user found by email address, which opens the new-password step', async () => {
    const user = await account();
    const sent = await requestLink(user.mail.toUpperCase());
    expect(sent.status).toBe(200);
    expect(sent.body.stage).toBe('ResetPasswordEmailSent');
    expect(sent.body.callbacks?.map(({ type }) => type)).toEqual(['SuspendedTextOutputCallback']);
    expect(output(sent.body.callbacks?.[0], 'message')).toContain('expires in 15 minutes');

    const { mail, link, suspendedId } = await latestMail(platform, user.mail);
    expect(mail).toMatchObject({ to: user.mail, subject: 'Reset your password' });
    expect(mail?.text).toContain('Hello Nell Getful');
    expect(link).toBe(
      `${platform.config.GATEWAY_PUBLIC_URL}/login?realm=alpha&suspendedId=${suspendedId}`,
    );

    const run = journey(platform, 'alpha');
    const resumed = await run.resume(suspendedId!);
    expect(resumed.body).toMatchObject({
      stage: 'ResetPasswordNew',
      header: 'Choose a New Password',
    });
    expect(resumed.body.callbacks?.map(({ type }) => type)).toEqual([
      'ValidatedCreatePasswordCallback',
    ]);
    const again = await journey(platform, 'alpha').resume(suspendedId!);
    expect(again.status).toBe(401);
    expect(again.body.detail).toEqual({ errorCode: 'SUSPENDED_ID_INVALID' });
  });

  it('refuses the last passwords by the history rule, then sets the new one and signs the user in', async () => {
    const user = await account();
    await requestLink(user.username);
    const { suspendedId } = await latestMail(platform, user.mail);
    const run = journey(platform, 'alpha');
    const step = await run.resume(suspendedId!);

    const reused = await run.submit(step, { IDToken1: OLD_PASSWORD });
    expect(failed(reused)).toEqual(['IS_NEW']);
    const weak = await run.submit(reused, { IDToken1: 'forgetful' });
    expect(failed(weak)).toEqual(
      expect.arrayContaining(['AT_LEAST_X_CAPITAL_LETTERS', 'AT_LEAST_X_NUMBERS']),
    );
    const done = await run.submit(weak, { IDToken1: 'After!Passw0rd2' });
    expect(done.status).toBe(200);
    expect(done.body.tokenId).toEqual(expect.any(String));

    expect((await signIn(user.username, 'After!Passw0rd2')).status).toBe(200);
    expect((await signIn(user.username, OLD_PASSWORD)).status).toBe(401);
    const history = await platform.db
      .selectFrom('password_history')
      .select('password_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(history).toHaveLength(1);

    await requestLink(user.username);
    const second = await latestMail(platform, user.mail);
    const next = journey(platform, 'alpha');
    const page = await next.resume(second.suspendedId!);
    expect(failed(await next.submit(page, { IDToken1: OLD_PASSWORD }))).toEqual(['IS_NEW']);
  });

  it('asks a user with a 2-step device for it before the new password, and records it on the session', async () => {
    const user = await account();
    const signedIn = await signIn(user.username, OLD_PASSWORD);
    const { secret, deviceId } = await enrolOath(platform, signedIn.body.tokenId!, user.id);
    const codeInput = (step: JourneyAnswer) =>
      step.body.callbacks?.find(({ type }) => type === 'NameCallback')?.input[0]?.name ?? '';

    await requestLink(user.username);
    const first = await latestMail(platform, user.mail);
    const run = journey(platform, 'alpha');
    const asked = await run.resume(first.suspendedId!);
    expect(asked.body.stage).toBe('OathTokenVerifier');
    const refused = await run.submit(asked, { [codeInput(asked)]: wrongCode(secret) });
    expect(refused.body.stage).toBe('OathTokenVerifier');
    const passwordPage = await run.submit(refused, { [codeInput(refused)]: totpCode(secret, 1) });
    expect(passwordPage.body.stage).toBe('ResetPasswordNew');
    const done = await run.submit(passwordPage, { IDToken1: 'After!Passw0rd3' });
    expect(done.status).toBe(200);
    const session = await platform.db
      .selectFrom('am_sessions')
      .select('second_factor')
      .where('token_id', '=', done.body.tokenId!)
      .executeTakeFirstOrThrow();
    expect(session.second_factor).toBe(deviceId);
  });

  it('leaves the password as it was when the 2-step device is not given', async () => {
    const user = await account();
    const signedIn = await signIn(user.username, OLD_PASSWORD);
    await enrolOath(platform, signedIn.body.tokenId!, user.id);
    await requestLink(user.username);
    const { suspendedId } = await latestMail(platform, user.mail);
    const asked = await journey(platform, 'alpha').resume(suspendedId!);
    expect(asked.body.stage).toBe('OathTokenVerifier');
    expect(asked.body.callbacks?.map(({ type }) => type)).not.toContain(
      'ValidatedCreatePasswordCallback',
    );
    expect((await signIn(user.username, OLD_PASSWORD)).body.stage).toBe('OathTokenVerifier');
  });

  it('says the same and sends nothing when nobody matches', async () => {
    const before = await platform.db
      .selectFrom('journey_suspensions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const sent = await requestLink('nobody@reset.example');
    expect(sent.body.stage).toBe('ResetPasswordEmailSent');
    expect((await latestMail(platform, 'nobody@reset.example')).mail).toBeUndefined();
    const after = await platform.db
      .selectFrom('journey_suspensions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
  });

  it('refuses a link past its time', async () => {
    const user = await account();
    await requestLink(user.username);
    const { suspendedId } = await latestMail(platform, user.mail);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60_000);
    const late = await journey(platform, 'alpha').resume(suspendedId!);
    expect(late.status).toBe(401);
    expect(late.body.message).toBe('The link has expired or was already used');
  });

  it('limits the emails for what was typed with 429 and Retry-After', async () => {
    const user = await account();
    for (let request = 0; request < 3; request += 1) {
      expect(
        (await requestLink(user.username, { 'x-forwarded-for': '198.51.100.90' })).status,
      ).toBe(200);
    }
    const refused = await requestLink(user.username.toUpperCase(), {
      'x-forwarded-for': '198.51.100.91',
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
  });
});
