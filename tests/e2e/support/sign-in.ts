import type { Page } from 'playwright-core';

export const DEMO = {
  realm: 'alpha',
  username: 'demo',
  password: 'Demo!Passw0rd',
  name: 'Demo Alpha User',
};

export async function signInThroughForm(
  page: Page,
  baseUrl: string,
  password = DEMO.password,
): Promise<void> {
  await page.goto(`${baseUrl}/login?realm=${DEMO.realm}`);
  await page.getByLabel('User Name').fill(DEMO.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Next' }).click();
}
