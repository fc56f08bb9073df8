import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations, useBrowserTab } from './support/browser.js';
import { e2eStack } from './support/shared-stack.js';
import { signInOverApi } from './support/api-sign-in.js';
import { DEMO } from './support/sign-in.js';
import { untilNothingLoads } from './support/signed-in.js';

const SCREENSHOTS = 'reports/screenshots';
const tab = useBrowserTab();

/** Bravo's demo user: its seeded portal grant is revoked here, and no other test needs it. */
async function signedInAsBravoDemo(page: Page, url: string): Promise<void> {
  await signInOverApi(page.context(), url, {
    realm: 'bravo',
    username: DEMO.username,
    password: DEMO.password,
  });
}

describe('authorized applications in Chromium', () => {
  const stack = e2eStack();

  it('revokes an authorized application: it is gone from the list, also after a reload', async () => {
    const page = tab();
    await signedInAsBravoDemo(page, stack.url);
    await page.goto(`${stack.url}/profile`);
    const card = page.getByRole('region', { name: 'Authorized applications' });
    const portal = card.getByRole('heading', { level: 3, name: 'Wide World Portal' });
    await portal.waitFor();
    expect(await card.getByText('End User UI').count()).toBe(0);
    expect(await card.getByRole('listitem').filter({ hasText: 'openid' }).count()).toBeGreaterThan(
      0,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/profile-authorized-apps.png`, fullPage: true });

    await card.getByRole('button', { name: 'Revoke access for Wide World Portal' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke access' });
    await confirm.getByText('Revoke access for “Wide World Portal”?', { exact: false }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Revoke access' }).click();
    await page.getByRole('status').filter({ hasText: 'Access revoked.' }).waitFor();
    await card.getByText('You have not authorized any applications.').waitFor();
    expect(await portal.count()).toBe(0);

    await page.reload();
    await card.getByText('You have not authorized any applications.').waitFor();
    expect(await card.getByText('Wide World Portal').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('leads from the profile to the devices and sessions page', async () => {
    const page = tab();
    await signInOverApi(page.context(), stack.url, DEMO);
    await page.goto(`${stack.url}/profile`);
    // The cards above it arrive one by one and move the link until the last has.
    await untilNothingLoads(page);
    await page
      .getByRole('region', { name: 'Devices and sessions' })
      .getByRole('link', { name: 'Manage devices and sessions' })
      .click();
    await page.waitForURL(/\/auth-devices$/);
    await page.getByRole('heading', { level: 1, name: 'Devices and sessions' }).waitFor();
  });
});
