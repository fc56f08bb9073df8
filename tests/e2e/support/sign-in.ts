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
