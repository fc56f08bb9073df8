import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  VIEWPORT,
  accessibilityViolations,
  expectFitsPhoneWidth,
  useBrowserTab,
} from './support/browser.js';
import { platformAdmin } from './support/platform-admin.js';
import { e2eStack } from './support/shared-stack.js';
import { DEMO, signInAs, type Account } from './support/sign-in.js';
import { ageSignIn } from './support/stack-control.js';

const SCREENSHOTS = 'reports/screenshots';
const tab = useBrowserTab();

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/**
 * Root's demo user: its seeded devices and sign-ins are changed and counted here, and no other
 * test signs it in (each new browser context becomes one more trusted device).
 */
const ROOT_DEMO = {
  realm: 'root',
  username: DEMO.username,
  password: DEMO.password,
  name: 'Demo Root User',
};

async function signedInAsRootDemo(page: Page, url: string): Promise<void> {
  await signInAs(page, url, ROOT_DEMO);
  await page.waitForURL(/\/dashboard/);
  await page.getByRole('heading', { level: 1, name: new RegExp(ROOT_DEMO.name) }).waitFor();
}

async function openDevicesPage(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/auth-devices`);
  await page.getByRole('heading', { level: 1, name: 'Devices and sessions' }).waitFor();
}

/** The handle of the session a signed-in page runs in, as the gateway reports it. */
async function currentSessionHandle(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'identity-console' },
      body: JSON.stringify({ query: '{ mySessions { handle isCurrent } }' }),
    });
    const body = (await response.json()) as {
      data: { mySessions: { handle: string; isCurrent: boolean }[] };
    };
    const current = body.data.mySessions.find((session) => session.isCurrent);
    if (!current) throw new Error('No current session');
    return current.handle;
  });
}

describe('devices and sessions in Chromium', () => {
  const stack = e2eStack();

  it('renames a trusted device, then deletes it', async () => {
    const page = tab();
    await signedInAsRootDemo(page, stack.url);
    expect(await page.locator('#side-menu').count()).toBe(1);
    await openDevicesPage(page, stack.url);
    expect(await page.title()).toBe('Devices and Sessions | Identity Console');
    expect(await page.locator('#side-menu').count()).toBe(0);
    await page.getByRole('button', { name: new RegExp(ROOT_DEMO.name) }).waitFor();

    const trusted = page.getByRole('region', { name: 'Trusted devices' });
    await trusted.getByRole('heading', { level: 3, name: 'Safari on iOS' }).waitFor();
    await trusted.getByText('This device').waitFor();
    await trusted.getByText('London, United Kingdom').waitFor();
    await page
      .getByRole('region', { name: 'Authentication devices' })
      .getByText('Pixel 8')
      .waitFor();
    await page.getByRole('region', { name: 'Recent sign-ins' }).locator('svg').first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'devices-en');

    await trusted.getByRole('button', { name: 'Rename Safari on iOS' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename trusted device' });
    const name = rename.getByRole('textbox', { name: 'Device name' });
    await name.fill('');
    await rename.getByRole('button', { name: 'Save' }).click();
    await rename.getByText('This field is required.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await name.fill('My iPhone');
    await name.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Trusted device renamed.' }).waitFor();
    await trusted.getByRole('heading', { level: 3, name: 'My iPhone' }).waitFor();

    await page.reload();
    await trusted.getByRole('heading', { level: 3, name: 'My iPhone' }).waitFor();
    expect(await trusted.getByText('Safari on iOS').count()).toBe(0);

    await trusted.getByRole('button', { name: 'Delete My iPhone' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete trusted device' });
    await confirm.getByText('Delete “My iPhone”?', { exact: false }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').filter({ hasText: 'Trusted device deleted.' }).waitFor();
    await expect.poll(() => trusted.getByText('My iPhone').count()).toBe(0);

    await page.reload();
    await trusted.getByText('This device').waitFor();
    expect(await trusted.getByRole('heading', { level: 3 }).count()).toBe(1);
    expect(await trusted.getByText('My iPhone').count()).toBe(0);
  });

  it('shows recent sign-ins with their result, and a chart summed up in words', async () => {
    const page = tab();
    await signedInAsRootDemo(page, stack.url);
    await openDevicesPage(page, stack.url);
    const history = page.getByRole('region', { name: 'Recent sign-ins' });
    const table = history.getByRole('table', { name: 'Recent sign-ins' });
    const failed = table.getByRole('row').filter({ hasText: 'Frankfurt, Germany' });
    await failed.waitFor();
    expect(await failed.textContent()).toContain('Firefox on Windows');
    expect(await failed.textContent()).toContain('Failed');
    const london = table.getByRole('row').filter({ hasText: 'London, United Kingdom' });
    expect(await london.textContent()).toContain('Safari on iOS');
    expect(await london.textContent()).toContain('Success');
    const summary = await history.getByRole('figure').textContent();
    expect(summary).toMatch(/In the last 7 days: \d+ successful and 1 failed sign-ins\./);
    await history.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    // The cards, the chart and the sign-ins table (which scrolls in its own frame) fit a phone.
    await expectFitsPhoneWidth(page);
  });

  it('explains that a security key needs a fresh sign-in, and deletes it after one', async () => {
    const page = tab();
    await signedInAsRootDemo(page, stack.url);
    await ageSignIn({ realm: ROOT_DEMO.realm, username: ROOT_DEMO.username, seconds: 3_600 });
    await openDevicesPage(page, stack.url);

    const devices = page.getByRole('region', { name: 'Authentication devices' });
    await devices.getByRole('button', { name: 'Delete Security key' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete authentication device' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    const explanation = confirm.getByRole('alert');
    await explanation.getByText('Sign in again to continue').waitFor();
    expect(await explanation.textContent()).toContain(
      'this change to “Security key” needs a recent sign-in with that device',
    );
    expect(page.url()).toMatch(/\/auth-devices$/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'devices-reauth-required');

    await explanation.getByRole('button', { name: 'Sign in again' }).click();
    await page.waitForURL(/\/login\?goto=%2Fauth-devices/);
    await page.getByLabel('User Name').fill(ROOT_DEMO.username);
    await page.getByLabel('Password').fill(ROOT_DEMO.password);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/auth-devices$/);

    await devices.getByRole('button', { name: 'Delete Security key' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').filter({ hasText: 'Authentication device deleted.' }).waitFor();
    await expect.poll(() => devices.getByText('Security key', { exact: true }).count()).toBe(0);
    expect(await devices.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Authenticator app',
      'Pixel 8',
    ]);
  });

  it('signs out another session: it leaves the list, this one goes on, the other goes to Login', async () => {
    const bravo: Account = await (await platformAdmin(stack)).freshUser('bravo');
    const otherContext = await tab().context().browser()!.newContext({ viewport: VIEWPORT });
    try {
      const other = await otherContext.newPage();
      await signInAs(other, stack.url, bravo);
      await other.waitForURL(/\/dashboard/);
      const otherHandle = await currentSessionHandle(other);

      const page = tab();
      await signInAs(page, stack.url, bravo);
      await page.waitForURL(/\/dashboard/);
      await openDevicesPage(page, stack.url);

      const sessions = page.getByRole('region', { name: 'Sessions' });
      const entries = sessions.getByRole('listitem');
      await sessions.getByText('Current session').waitFor();
      await expect.poll(() => entries.count()).toBe(2);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'devices-sessions');

      await sessions
        .getByRole('button', { name: `Sign out session ${otherHandle.slice(-6)}` })
        .click();
      await page.getByRole('status').filter({ hasText: 'Session signed out.' }).waitFor();
      await expect.poll(() => entries.count()).toBe(1);

      await page.reload();
      await sessions.getByText('Current session').waitFor();
      expect(await entries.count()).toBe(1);
      expect(page.url()).toMatch(/\/auth-devices$/);

      await other.reload();
      await other.waitForURL(/\/login/);
      await other.getByLabel('User Name').waitFor();
    } finally {
      await otherContext.close();
    }
  });
});
