import type { Page } from 'playwright-core';

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
 * Signs out through the account menu and waits for Login. Signing out ends with a page load (a
 * reload, or the post-logout address) after the app may already show /login, so the test waits
 * for that load too: a `page.goto` right after it would otherwise race the app's own navigation.
 */
export async function signOutFromMenu(page: Page, accountName: string): Promise<void> {
  const loaded = page.waitForEvent('load');
  await page.getByRole('button', { name: new RegExp(accountName) }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await loaded;
  await page.waitForURL(/\/login/);
  await page.getByLabel('User Name').waitFor();
}
