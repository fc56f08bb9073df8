import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GraphQLClient, signIn } from '../support/graphql-client.js';
import { accessibilityViolations, useBrowserTab } from './support/browser.js';
import { platformAdmin, type FreshUser } from './support/platform-admin.js';
import { e2eStack } from './support/shared-stack.js';
import { signOutFromMenu } from './support/sign-in.js';

const stack = e2eStack();
const tab = useBrowserTab();

const unique = () => `${process.pid.toString(36)}${Math.random().toString(36).slice(2, 8)}`;

async function expectAccessible(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** The newest email the platform's outbox holds for the address, and the link it carries. */
async function mailTo(address: string): Promise<{ subject: string; text: string; link: string }> {
  const url = `${stack.platformUrl}/dev/outbox?to=${encodeURIComponent(address)}`;
  let mail: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const body = (await (await fetch(url)).json()) as {
        result: { subject: string; text: string }[];
      };
      mail = body.result[0];
      return mail !== undefined;
    })
    .toBe(true);
  return { ...mail!, link: /https?:\/\/\S+/.exec(mail!.text)?.[0] ?? '' };
}

async function apiSignIn(account: { realm: string; username: string; password: string }) {
  const outcome = await signIn(new GraphQLClient(stack.url), account);
  return outcome.data?.authenticate.__typename;
}

/** A fresh alpha user with a mail address of its own. */
async function userWithMail(): Promise<FreshUser & { mail: string }> {
  const admin = await platformAdmin(stack);
  const user = await admin.freshUser('alpha');
  const mail = `${user.username}@journeys.example`;
  await admin.updateUser(user, [{ operation: 'replace', field: '/mail', value: mail }]);
  return { ...user, mail };
}

describe('sign-in journeys in Chromium', () => {
  it('creates an account that is signed in at once, signs out, and signs in with it (remembered)', async () => {
    const page = tab();
    const username = `reg${unique()}`;
    const password = 'Sunny!Meadow42';
    await page.goto(`${stack.url}/login?realm=alpha`);
    await page.getByLabel('User Name').waitFor();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
    expect(await page.title()).toBe('Login | Identity Console');
    await expectAccessible(page);

    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('First Name').fill('Robin');
    await page.getByLabel('Last Name').fill('Newcomer');
    await page.getByLabel('Email Address').fill(`${username}@journeys.example`);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Select a security question').nth(0).selectOption({ index: 1 });
    await page.getByLabel('Select a security question').nth(1).selectOption({ index: 2 });
    await page.getByLabel('Answer').nth(0).fill('Teal');
    await page.getByLabel('Answer').nth(1).fill('Elm Street');
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/dashboard/);
    await page.getByRole('heading', { level: 1, name: /Robin Newcomer/ }).waitFor();

    await signOutFromMenu(page, 'Robin Newcomer');
    await page.getByLabel('User Name').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('checkbox', { name: 'Remember me' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/dashboard/);

    await signOutFromMenu(page, 'Robin Newcomer');
    await expect.poll(() => page.getByLabel('User Name').inputValue()).toBe(username);
    expect(await page.getByRole('checkbox', { name: 'Remember me' }).isChecked()).toBe(true);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(password);
  });

  it('resets a forgotten password through the emailed link, once, refusing a recent password', async () => {
    const user = await userWithMail();
    const page = tab();
    await page.goto(`${stack.url}/login?realm=alpha`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Username or email address').fill(user.mail);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check Your Email' }).waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await expectAccessible(page);

    const { subject, link } = await mailTo(user.mail);
    expect(subject).toBe('Reset your password');
    expect(link).toContain(`${stack.url}/login?realm=alpha&suspendedId=`);

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Choose a New Password' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('New Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Do not reuse any of your last 4 passwords.').waitFor();
    await expectAccessible(page);

    const newPassword = 'Quiet!Harbour77';
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/dashboard/);
    expect(await apiSignIn({ ...user, password: newPassword })).toBe('JourneySuccess');
    expect(await apiSignIn(user)).not.toBe('JourneySuccess');

    await page.goto(link);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('This link has expired or has already been used. Ask for a new one.');
    await expectAccessible(page);
  });

  it('emails a forgotten username', async () => {
    const user = await userWithMail();
    const page = tab();
    await page.goto(`${stack.url}/login?realm=alpha&authIndexValue=ForgottenUsername`);
    await page.getByRole('heading', { level: 1, name: 'Forgotten Username' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Email Address').fill(user.mail);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check Your Email' }).waitFor();
    await expectAccessible(page);
    expect((await mailTo(user.mail)).text).toContain(user.username);
  });
});
