import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, downloadedText, useBrowserTab } from './support/browser.js';
import { platformAdmin } from './support/platform-admin.js';
import { e2eStack } from './support/shared-stack.js';
import { signInOverApi } from './support/api-sign-in.js';
import { untilNothingLoads } from './support/signed-in.js';
import { DEMO, signInAs, type Account } from './support/sign-in.js';

const SCREENSHOTS = 'reports/screenshots';
const tab = useBrowserTab();

async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage });
}

/**
 * Opens the profile and waits until every card has loaded: a card that loads late (its chunk, then
 * its query) moves the cards below it, and a click on one of those while it moves can miss.
 */
async function openProfile(page: Page, url: string, name = DEMO.name): Promise<void> {
  await page.goto(`${url}/profile`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Personal info' }).waitFor();
  await untilNothingLoads(page);
}

const personalInfo = (page: Page) => page.getByRole('region', { name: 'Personal info' });

const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).waitFor();

/** The value shown next to a property's name in the personal info list. */
const shownValue = (page: Page, title: string) =>
  personalInfo(page)
    .locator('div', { has: page.locator('dt', { hasText: title }) })
    .locator('dd');

/** Signs an account in to the page's browser context; the form is sign-in's own subject. */
const signedIn = (page: Page, url: string, account: Account): Promise<void> =>
  signInOverApi(page.context(), url, account);

describe('the profile page in Chromium', () => {
  const stack = e2eStack();
  let admin: Awaited<ReturnType<typeof platformAdmin>>;

  beforeAll(async () => {
    admin = await platformAdmin(stack);
  });

  it('edits a field, which is still there after a reload, and explains bad input (acceptance 1)', async () => {
    const user = await admin.freshUser(DEMO.realm);
    const page = tab();
    await signedIn(page, stack.url, user);
    await openProfile(page, stack.url, user.name);
    await page.getByRole('region', { name: 'Account controls' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'profile-en');

    await personalInfo(page).getByRole('button', { name: 'Edit personal info' }).click();
    const form = personalInfo(page);
    await form.getByLabel('City').fill('Grenoble');
    await form.getByLabel('Email address').fill('demo@');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Enter a valid email address.').waitFor();
    expect(await form.getByLabel('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'profile-edit-invalid');

    await form.getByLabel('Email address').fill(`${user.username}@alpha.example.com`);
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Your profile has been updated.');
    await expect.poll(() => shownValue(page, 'City').textContent()).toBe('Grenoble');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: user.name }).waitFor();
    await expect.poll(() => shownValue(page, 'City').textContent()).toBe('Grenoble');
  });

  it('refuses a stale edit with the conflict message and loses nothing (acceptance 2)', async () => {
    const user = await admin.freshUser(DEMO.realm);
    const stale = tab();
    await signedIn(stale, stack.url, user);
    await openProfile(stale, stack.url, user.name);
    await personalInfo(stale).getByRole('button', { name: 'Edit personal info' }).click();
    await personalInfo(stale).getByLabel('Postal code').waitFor();

    const other = await tab().context().newPage();
    await openProfile(other, stack.url, user.name);
    await personalInfo(other).getByRole('button', { name: 'Edit personal info' }).click();
    await personalInfo(other).getByLabel('Postal code').fill('38000');
    await personalInfo(other).getByRole('button', { name: 'Save' }).click();
    await toast(other, 'Your profile has been updated.');

    await stale.bringToFront();
    const form = personalInfo(stale);
    await form.getByLabel('Postal code').fill('73000');
    await form.getByRole('button', { name: 'Save' }).click();
    const alert = form.getByRole('alert');
    await alert.getByText('Your profile was changed somewhere else', { exact: false }).waitFor();
    expect(await alert.textContent()).toContain('There was an error saving your profile changes.');
    expect(await form.getByLabel('Postal code').inputValue()).toBe('73000');
    expect(await accessibilityViolations(stale)).toEqual([]);
    await screenshot(stale, 'profile-edit-conflict');

    await other.reload();
    await other.getByRole('heading', { level: 1, name: user.name }).waitFor();
    await expect.poll(() => shownValue(other, 'Postal code').textContent()).toBe('38000');

    await alert.getByRole('button', { name: 'Load the latest version' }).click();
    await form.getByText('The latest version is loaded.', { exact: false }).waitFor();
    expect(await form.getByLabel('Postal code').inputValue()).toBe('73000');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(stale, 'Your profile has been updated.');
    await expect.poll(() => shownValue(stale, 'Postal code').textContent()).toBe('73000');
  });

  it('downloads userProfile.json with the profile (acceptance 10)', async () => {
    const page = tab();
    await signedIn(page, stack.url, DEMO);
    await openProfile(page, stack.url);
    const controls = page.getByRole('region', { name: 'Account controls' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      controls.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('userProfile.json');
    const saved = JSON.parse(await downloadedText(download)) as Record<string, unknown>;
    expect(saved).toMatchObject({
      userName: DEMO.username,
      givenName: 'Demo',
      sn: 'Alpha User',
      mail: 'demo@alpha.example.com',
      accountStatus: 'active',
    });
    expect(saved).toHaveProperty('_id');
    expect(saved).not.toHaveProperty('password');
  });

  it('saves a preference and a data sharing choice', async () => {
    const user = await admin.freshUser(DEMO.realm);
    // Seeded users draw their preferences at random; this test starts from none chosen.
    await admin.updateUser(user, [
      { operation: 'replace', field: '/preferences/marketing', value: false },
    ]);
    const page = tab();
    await signedIn(page, stack.url, user);
    await openProfile(page, stack.url, user.name);

    const offers = page
      .getByRole('region', { name: 'Preferences' })
      .getByRole('switch', { name: 'Send me special offers and services' });
    expect(await offers.isChecked()).toBe(false);
    await offers.focus();
    await page.keyboard.press('Space');
    await toast(page, 'Your preferences have been updated.');

    const sharing = page.getByRole('region', { name: 'Personal data sharing' });
    const crm = sharing.getByRole('switch', { name: 'Marketing CRM' });
    await crm.waitFor();
    expect(await crm.isChecked()).toBe(false);
    await sharing.getByText('Marketing CRM', { exact: true }).click();
    await toast(page, 'Sharing with Marketing CRM is allowed.');
    await sharing.getByText(/^Allowed since /).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: user.name }).waitFor();
    await expect.poll(() => offers.isChecked()).toBe(true);
    await expect.poll(() => crm.isChecked()).toBe(true);
    expect(await sharing.getByText(/^Allowed since /).count()).toBe(1);
    await screenshot(page, 'profile-preferences-sharing');
  });

  it('fits a 375 px wide screen', async () => {
    const page = tab();
    await page.setViewportSize({ width: 375, height: 800 });
    await signedIn(page, stack.url, DEMO);
    await openProfile(page, stack.url);
    await page.getByRole('region', { name: 'Account controls' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'profile-375');
  });

  it('deletes an account after confirmation, signs out, and the account cannot sign in again', async () => {
    const account = await admin.freshUser(DEMO.realm);
    const page = tab();
    await signedIn(page, stack.url, account);
    await openProfile(page, stack.url, account.name);
    const controls = page.getByRole('region', { name: 'Account controls' });
    await controls.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'profile-delete-confirm', false);

    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(/\/login/);
    await page.getByLabel('User Name').waitFor();

    await signInAs(page, stack.url, account);
    await page.getByText("Sorry that isn't right. Try again.").waitFor();
    expect(page.url()).toMatch(/\/login/);
  });
});
