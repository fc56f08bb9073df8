import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { untilShown, type PathRun } from './run-machine-path.js';

export const idleDialog = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Your session is about to end' });

/** The user is still on the signed-in app and not warned. */
export async function expectNoIdleWarning({ page }: PathRun): Promise<void> {
  expect(await idleDialog(page).count()).toBe(0);
  expect(page.url()).not.toMatch(/\/login/);
}

/** The idle warning is open, its Stay Signed In button focused. */
export async function expectIdleWarning(run: PathRun): Promise<void> {
  const { page } = run;
  await untilShown(
    run,
    async () =>
      (await idleDialog(page).isVisible()) &&
      (await page.evaluate(() => document.activeElement?.textContent)) === 'Stay Signed In',
    'the idle warning with Stay Signed In focused',
  );
}

/**
 * The session ended: the app signs the user out to Login. The machine is done and the path ends
 * here, so the page's clock runs on again while Login loads, as Playwright waits for it.
 */
export async function expectSignedOutToLogin({ page }: PathRun): Promise<void> {
  await page.clock.resume();
  await page.waitForURL(/\/login/);
  await page.getByLabel('User Name').waitFor();
}
