import { describe, expect, it } from 'vitest';
import { jsonb } from '../../../../src/platform/store/db.js';
import { useStartedPlatform } from '../../../support/platform.js';
import { journey, latestMail, output } from './journey-client.js';

const platform = useStartedPlatform();

const MAIL = 'twice@username.example';

async function addUser(id: string, userName: string, accountStatus = 'active') {
  await platform.db
    .insertInto('managed_objects')
    .values({ type: 'alpha_user', id, doc: jsonb({ userName, mail: MAIL, accountStatus }) })
    .execute();
}

async function askForUsername(mail: string) {
  const run = journey(platform, 'alpha', { 'accept-language': 'de' });
  const step = await run.start('ForgottenUsername');
  expect(step.body).toMatchObject({ stage: 'ForgottenUsername', header: 'Benutzername vergessen' });
  expect(step.body.callbacks?.map(({ type }) => type)).toEqual(['StringAttributeInputCallback']);
  expect(output(step.body.callbacks?.[0], 'name')).toBe('mail');
  return { run, sent: await run.submit(step, { IDToken1: mail }) };
}

describe('ForgottenUsername journey', () => {
  it('emails the usernames of the active accounts with that address, in the journey’s language', async () => {
    await addUser('forgot-1', 'first.account');
    await addUser('forgot-2', 'second.account');
    await addUser('forgot-3', 'closed.account', 'inactive');
    const { run, sent } = await askForUsername(MAIL.toUpperCase());
    expect(sent.body).toMatchObject({ stage: 'ForgottenUsernameEmailSent' });
    expect(sent.body.callbacks?.map(({ type }) => type)).toEqual(['SuspendedTextOutputCallback']);

    const { mail } = await latestMail(platform, MAIL);
    expect(mail?.subject).toBe('Ihr Benutzername');
    expect(mail?.text).toContain('first.account, second.account');
    expect(mail?.text).not.toContain('closed.account');
    expect(mail?.text).toContain(`${platform.config.GATEWAY_PUBLIC_URL}/login?realm=alpha`);

    const again = await run.submit(sent, {});
    expect(again.body.stage).toBe('ForgottenUsernameEmailSent');
  });

  it('says the same, sending nothing, for an unknown address; a malformed one is refused', async () => {
    const { sent } = await askForUsername('unknown@username.example');
    expect(sent.body.stage).toBe('ForgottenUsernameEmailSent');
    expect((await latestMail(platform, 'unknown@username.example')).mail).toBeUndefined();

    const { sent: malformed } = await askForUsername('not an address');
    expect(malformed.body.stage).toBe('ForgottenUsername');
    expect(output(malformed.body.callbacks?.[0], 'failedPolicies')).toEqual([
      JSON.stringify({ policyRequirement: 'VALID_EMAIL_ADDRESS_FORMAT' }),
    ]);
  });
});

describe('outbox', () => {
  it('lists the mail at the development endpoint, newest first, by recipient', async () => {
    const response = await fetch(`${platform.url}/dev/outbox?to=${encodeURIComponent(MAIL)}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { to: string; subject: string }[] };
    expect(body.result[0]?.to.toLowerCase()).toBe(MAIL);
    expect(body.result[0]?.subject).toBe('Ihr Benutzername');
    const all = (await (await fetch(`${platform.url}/dev/outbox`)).json()) as {
      resultCount: number;
    };
    expect(all.resultCount).toBeGreaterThanOrEqual(body.result.length);
  });
});
