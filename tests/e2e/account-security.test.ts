import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, useBrowserTab } from './support/browser.js';
import { platformAdmin, SEEDED_PASSWORD, type FreshUser } from './support/platform-admin.js';
import { e2eStack } from './support/shared-stack.js';
import { signInOverApi } from './support/api-sign-in.js';
import { signInAs, signOutFromMenu } from './support/sign-in.js';

const SCREENSHOTS = 'reports/screenshots';
const PASSWORD = SEEDED_PASSWORD;
const OWN_NAMES_RULE =
  'Do not include the value of these fields, in any letter case: username, first name, and last name.';
const tab = useBrowserTab();

/** The whole page, or what the viewport shows while a dialog is open. */
async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage });
}

const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).waitFor();

async function signedInProfile(page: Page, url: string, user: FreshUser): Promise<void> {
  await signInOverApi(page.context(), url, user);
  await page.goto(`${url}/profile`);
  await page.getByRole('heading', { level: 1, name: user.name }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Account security' }).waitFor();
  await page.getByRole('button', { name: 'Change password' }).waitFor();
}

const accountSecurity = (page: Page) => page.getByRole('region', { name: 'Account security' });
const securityQuestions = (page: Page) => page.getByRole('region', { name: 'Security questions' });

/** Requirements of the checklist as read aloud: "Met: …" or "Not met: …". */
async function checklist(dialog: Locator): Promise<string[]> {
  const items = dialog.getByRole('list', { name: 'Password requirements' }).getByRole('listitem');
  return (await items.allTextContents()).map((text) => text.replace(/^[✓✗]/, ''));
}

async function choose(page: Page, group: Locator, option: string): Promise<void> {
  await group.getByRole('button', { name: /Question/ }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('account security in Chromium', () => {
  const stack = e2eStack();
  let admin: Awaited<ReturnType<typeof platformAdmin>>;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    admin = await platformAdmin(stack);
  });

  const nextUser = (): Promise<FreshUser> => admin.freshUser('alpha');

  it('lists the failed policies of a weak password, accepts a strong one that then signs in (acceptance 3)', async () => {
    const user = await nextUser();
    const page = tab();
    await signedInProfile(page, stack.url, user);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'account-security-profile-cards');

    await accountSecurity(page).getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.waitFor();
    await dialog.getByLabel('Current password').fill(PASSWORD);
    await dialog.getByLabel('New password', { exact: false }).first().fill('weak');
    expect(await checklist(dialog)).toEqual([
      'Not met: Use between 8 and 128 characters.',
      'Not met: Include at least 1 capital letter.',
      'Met: Include at least 1 lowercase letter.',
      'Not met: Include at least 1 number.',
      'Not met: Include at least 1 symbol.',
      `Met: ${OWN_NAMES_RULE}`,
      'Met: Do not use a common password.',
    ]);
    await dialog.getByLabel('Confirm new password').fill('weak');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    const refused = dialog.getByRole('alert').filter({
      hasText: 'Your new password does not meet these requirements:',
    });
    await refused.waitFor();
    expect(await refused.getByRole('listitem').allTextContents()).toEqual([
      'Use between 8 and 128 characters.',
      'Include at least 1 capital letter.',
      'Include at least 1 number.',
      'Include at least 1 symbol.',
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'account-security-weak-password', false);

    const strong = 'Harbour!Lights42';
    await dialog.getByLabel('New password', { exact: false }).first().fill(strong);
    expect(await checklist(dialog)).toEqual([
      'Met: Use between 8 and 128 characters.',
      'Met: Include at least 1 capital letter.',
      'Met: Include at least 1 lowercase letter.',
      'Met: Include at least 1 number.',
      'Met: Include at least 1 symbol.',
      `Met: ${OWN_NAMES_RULE}`,
      'Met: Do not use a common password.',
    ]);
    await dialog.getByLabel('Confirm new password').fill(strong);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Your password has been changed.');
    await dialog.waitFor({ state: 'detached' });

    await signOutFromMenu(page, user.name);
    await signInAs(page, stack.url, user);
    await page.getByText("Sorry that isn't right. Try again.").waitFor();
    await signInAs(page, stack.url, { ...user, password: strong });
    await page.waitForURL(/\/dashboard/);
    await page.getByRole('heading', { level: 1, name: new RegExp(user.name) }).waitFor();
  });

  it('says a username in use is taken, and shows a free one at once', async () => {
    const user = await nextUser();
    const page = tab();
    await signedInProfile(page, stack.url, user);
    const card = accountSecurity(page);
    await card.getByText(user.username, { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Change username' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change username' });
    const field = dialog.getByLabel('New username');
    await field.fill('demo');
    await dialog.getByRole('button', { name: 'Save username' }).click();
    await dialog.getByText('That ID is already in use.').waitFor();
    expect(await field.inputValue()).toBe('demo');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'account-security-username-taken', false);

    const renamed = `${user.username}.new`;
    await field.fill(renamed);
    await dialog.getByRole('button', { name: 'Save username' }).click();
    await toast(page, 'Your username has been changed.');
    await card.getByText(renamed, { exact: true }).waitFor();
    await page.reload();
    await accountSecurity(page).getByText(renamed, { exact: true }).waitFor();

    await page.setViewportSize({ width: 375, height: 800 });
    await accountSecurity(page).scrollIntoViewIfNeeded();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'account-security-narrow', false);
  });

  it('refuses duplicate custom questions, then saves security questions that stay after a reload', async () => {
    const user = await nextUser();
    const page = tab();
    await signedInProfile(page, stack.url, user);
    const card = securityQuestions(page);
    await card.getByText('You have not set up any security questions.').waitFor();
    await card.getByRole('button', { name: 'Set up security questions' }).click();

    const first = card.getByRole('group', { name: 'Question 1' });
    const second = card.getByRole('group', { name: 'Question 2' });
    await choose(page, first, 'Write my own question');
    await first.getByLabel('Your question').fill('Name of my first car?');
    await first.getByLabel('Answer').fill('Mini');
    await choose(page, second, 'Write my own question');
    await second.getByLabel('Your question').fill('  name of my FIRST car? ');
    await second.getByLabel('Answer').fill('Fiat');
    await card.getByRole('button', { name: 'Save security questions' }).click();
    await card.getByText('Custom questions cannot be duplicates').first().waitFor();
    expect(await card.getByText('Custom questions cannot be duplicates').count()).toBe(2);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'account-security-kba-duplicates');

    await choose(page, second, 'Who was your first employer?');
    await second.getByLabel('Answer').fill('Acme');
    await card.getByRole('button', { name: 'Save security questions' }).click();
    await toast(page, 'Your security questions have been saved.');
    const saved = card.getByRole('list', { name: 'Your security questions' });
    expect(await saved.getByRole('listitem').allTextContents()).toEqual([
      'Name of my first car? (your own question)',
      'Who was your first employer?',
    ]);

    await page.reload();
    const reloaded = securityQuestions(page).getByRole('list', { name: 'Your security questions' });
    await reloaded.waitFor();
    expect(await reloaded.getByRole('listitem').allTextContents()).toEqual([
      'Name of my first car? (your own question)',
      'Who was your first employer?',
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'account-security-kba-saved');
  });
});
