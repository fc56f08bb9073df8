import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const DEMO = {
  realm: 'alpha',
  username: 'demo',
  password: 'Demo!Passw0rd',
  name: 'Demo Alpha User',
};

export interface Account {
  realm: string;
  username: string;
  password: string;
}

export async function signInAs(page: Page, baseUrl: string, account: Account): Promise<void> {
  await page.goto(`${baseUrl}/login?realm=${account.realm}`);
  await page.getByLabel('User Name').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Next' }).click();
}

export function signInThroughForm(
  page: Page,
  baseUrl: string,
  password = DEMO.password,
): Promise<void> {
  return signInAs(page, baseUrl, { realm: DEMO.realm, username: DEMO.username, password });
}

/**
 * Opens the account menu, pressing its trigger again when a press opened nothing: in one loaded
 * run, a sign-out through the menu brought no page load within 30 s. The trigger is a
 * placeholder, busy while the menu's code loads, that the menu then replaces already open, so a
 * busy or expanded trigger is not pressed again. While the menu is open, the rest of the page is
 * hidden from assistive technology, the trigger included.
 */
async function openAccountMenu(page: Page, accountName: string): Promise<void> {
  const trigger = page.getByRole('button', { name: new RegExp(accountName), includeHidden: true });
  const signOut = page.getByRole('menuitem', { name: 'Sign out' });
  await expect
    .poll(async () => {
      if (await signOut.isVisible()) return true;
      const [expanded, busy] = await Promise.all([
        trigger.getAttribute('aria-expanded'),
        trigger.getAttribute('aria-busy'),
      ]);
      if (expanded !== 'true' && busy !== 'true') await trigger.click();
      return false;
    })
    .toBe(true);
}

/**
 * Signs out through the account menu and waits for Login. Signing out ends with a page load (a
 * reload, or the post-logout address) after the app may already show /login, so the test waits
 * for that load too: a `page.goto` right after it would otherwise race the app's own navigation.
 */
export async function signOutFromMenu(page: Page, accountName: string): Promise<void> {
  await openAccountMenu(page, accountName);
  const loaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await loaded;
  await page.waitForURL(/\/login/);
  await page.getByLabel('User Name').waitFor();
}
