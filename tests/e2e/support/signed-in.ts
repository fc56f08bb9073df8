import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signInOverApi } from './api-sign-in.js';
import { accessibilityViolations } from './browser.js';
import { DEMO, signInThroughForm, type Account } from './sign-in.js';

export async function signedInDashboard(page: Page, url: string): Promise<void> {
  await signInThroughForm(page, url);
  await page.waitForURL(/\/dashboard/);
  await page.getByRole('heading', { level: 1, name: new RegExp(DEMO.name) }).waitFor();
}

/** `page`, its context signed in as `account` over the API, showing `path` of the app. */
export async function signedInAt(
  page: Page,
  url: string,
  account: Account,
  path: string,
): Promise<Page> {
  await signInOverApi(page.context(), url, account);
  await page.goto(`${url}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

export async function expectNoViolations(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/**
 * Waits until no status on the page says that something is loading or updating: parts that load
 * late move or replace what is around them, and a click on it while they do can be lost.
 */
export async function untilNothingLoads(page: Page): Promise<void> {
  const busy = page.getByRole('status').filter({ hasText: /^(Loading|Updating)/ });
  await expect.poll(() => busy.count()).toBe(0);
}
