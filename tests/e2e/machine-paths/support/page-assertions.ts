import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PathRun } from './run-machine-path.js';

export const idleDialog = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Your session is about to end' });

/** The user is still on the signed-in app and not warned. */
export async function expectNoIdleWarning({ page }: PathRun): Promise<void> {
  expect(await idleDialog(page).count()).toBe(0);
  expect(page.url()).not.toMatch(/\/login/);
}

/** The idle warning is open, its Stay signed in button focused. */
export async function expectIdleWarning({ page }: PathRun): Promise<void> {
  await idleDialog(page).waitFor();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent))
    .toBe('Stay signed in');
}

/** The session ended: the app signed the user out to Login. */
export async function expectSignedOutToLogin({ page }: PathRun): Promise<void> {
  await page.waitForURL(/\/login/);
  await page.getByLabel('User Name').waitFor();
}
