import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from '../support/stack.js';
import { accessibilityViolations, useBrowserContext } from './support/browser.js';
import { platformAdmin } from './support/platform-admin.js';
import { signedInDashboard } from './support/signed-in.js';
import { DEMO, signInAs } from './support/sign-in.js';

const context = useBrowserContext();

describe('session, notifications and the system notice in Chromium', () => {
  let stack: RunningStack;
  let admin: Awaited<ReturnType<typeof platformAdmin>>;

  beforeAll(async () => {
    stack = await startStack();
    admin = await platformAdmin(stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('signs a page out when its session now belongs to someone else', async () => {
    const other = await admin.otherActiveUser(DEMO.realm);
    const first = await context().newPage();
    await signedInDashboard(first, stack.url);

    const second = await context().newPage();
    await signInAs(second, stack.url, {
      realm: DEMO.realm,
      username: other,
      password: DEMO.password,
    });
    await second.waitForURL(/\/dashboard/);
    await second.getByRole('heading', { level: 1 }).waitFor();

    await first.bringToFront();
    await expect
      .poll(
        async () => {
          await first.locator('main').click({ position: { x: 4, y: 4 } });
          return first.url();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toMatch(/\/login/);
    await first.getByLabel('User Name').waitFor();
  });

  it('shows a new notification within seconds, removes it and clears the rest', async () => {
    const page = await context().newPage();
    await signedInDashboard(page, stack.url);
    // A first sign-in from this browser leaves a new-device notice; start from none.
    await admin.clearNotifications();
    const bell = (count: number) =>
      page.getByRole('button', {
        name: `${count} notification${count === 1 ? '' : 's'}`,
        exact: true,
      });
    await bell(0).waitFor();

    const createdAt = Date.now();
    await admin.notify('Your access request was approved');
    await bell(1).waitFor({ timeout: 5_000 });
    expect(Date.now() - createdAt).toBeLessThanOrEqual(5_000);

    await bell(1).click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    await list.getByText('Your access request was approved').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await list
      .getByRole('button', { name: 'Remove notification: Your access request was approved' })
      .click();
    await page.getByRole('status').filter({ hasText: 'Notification removed.' }).waitFor();
    await list.getByText('You have no notifications.').waitFor();
    await bell(0).waitFor();

    await admin.notify('First of two');
    await admin.notify('Second of two');
    await list.getByText('Second of two').waitFor({ timeout: 5_000 });
    await list.getByText('First of two').waitFor();
    await list.getByRole('button', { name: 'Clear all' }).click();
    await page.getByRole('status').filter({ hasText: 'All notifications removed.' }).waitFor();
    await list.getByText('You have no notifications.').waitFor();
    await bell(0).waitFor();
    await page.waitForTimeout(3_500);
    expect(await list.getByRole('listitem').count()).toBe(0);
  });

  it('shows the system notice the administrator enables, with its details in a dialog', async () => {
    await admin.setSystemNotification({
      enabled: true,
      message: 'Scheduled maintenance tonight',
      severity: 'warning',
      details: 'The service is unavailable from 22:00 to 23:00 UTC.',
    });
    try {
      const page = await context().newPage();
      await signedInDashboard(page, stack.url);
      const banner = page.getByRole('region', { name: 'System notification' });
      await banner.getByText('Scheduled maintenance tonight').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);

      await banner.getByRole('button', { name: 'Details' }).click();
      const details = page.getByRole('dialog', { name: 'System notification details' });
      await details.getByText('The service is unavailable from 22:00 to 23:00 UTC.').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await details.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => details.count()).toBe(0);
    } finally {
      await admin.setSystemNotification({ enabled: false, message: '', severity: 'info' });
    }
  });
});
