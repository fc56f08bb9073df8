import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_POLL_MS,
  SESSION_ACTIVITY_DEBOUNCE_MS,
  SESSION_CHECK_COOLDOWN_MS,
} from '../../src/domain/constants.js';
import { signInOverApi } from './support/api-sign-in.js';
import { accessibilityViolations, useBrowserContext } from './support/browser.js';
import { platformAdmin, type FreshUser } from './support/platform-admin.js';
import { e2eStack } from './support/shared-stack.js';
import { signInAs } from './support/sign-in.js';

const appUrl = () => e2eStack().url;

const context = useBrowserContext();

/** Signs the user in over the API and opens the dashboard, which greets them. */
async function signedInDashboard(page: Page, user: FreshUser): Promise<void> {
  await signInOverApi(page.context(), appUrl(), user);
  await page.goto(`${appUrl()}/dashboard`);
  await page.getByRole('heading', { level: 1, name: new RegExp(user.name) }).waitFor();
}

/** The user's notifications target in the platform. */
const notificationTarget = (user: FreshUser) => `managed/${user.realm}_user/${user.id}`;

/** The next notifications poll the page makes, answered. */
function nextNotificationsPoll(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('"SignedInSession_Notifications"'),
  );
}

/** Runs the page's clock through one notifications poll and waits for its answer. */
async function pollNotifications(page: Page): Promise<void> {
  const polled = nextNotificationsPoll(page);
  await page.clock.fastForward(NOTIFICATION_POLL_MS);
  await polled;
}

describe('session and notifications in Chromium', () => {
  let admin: Awaited<ReturnType<typeof platformAdmin>>;

  beforeAll(async () => {
    admin = await platformAdmin(e2eStack());
  });

  it('signs a page out when its session now belongs to someone else', async () => {
    const [user, other] = await Promise.all([admin.freshUser('alpha'), admin.freshUser('alpha')]);
    const first = await context().newPage();
    await first.clock.install();
    await signedInDashboard(first, user);

    // Someone else signs in through the form of another tab of the same browser.
    const second = await context().newPage();
    await signInAs(second, appUrl(), other);
    await second.waitForURL(/\/dashboard/);
    await second.getByRole('heading', { level: 1 }).waitFor();

    await first.bringToFront();
    // Past the cooldown after the last check, activity starts a check once it settles.
    await first.clock.fastForward(SESSION_CHECK_COOLDOWN_MS);
    await first.locator('main').click({ position: { x: 4, y: 4 } });
    await first.clock.fastForward(SESSION_ACTIVITY_DEBOUNCE_MS);
    await first.waitForURL(/\/login/);
    await first.getByLabel('User Name').waitFor();
  });

  it('shows a new notification within seconds, removes it and clears the rest', async () => {
    const user = await admin.freshUser('alpha');
    const target = notificationTarget(user);
    const page = await context().newPage();
    await page.clock.install();
    await signedInDashboard(page, user);
    // A first sign-in from this browser leaves a new-device notice; start from none.
    await admin.clearNotifications(target);
    const bell = (count: number) =>
      page.getByRole('button', {
        name: `${count} notification${count === 1 ? '' : 's'}`,
        exact: true,
      });
    await bell(0).waitFor();

    await admin.notify('Your access request was approved', target);
    // Shown by the next poll, at most NOTIFICATION_POLL_MS later.
    await pollNotifications(page);
    await bell(1).waitFor({ timeout: 5_000 });

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

    await admin.notify('First of two', target);
    await admin.notify('Second of two', target);
    await pollNotifications(page);
    await list.getByText('Second of two').waitFor({ timeout: 5_000 });
    await list.getByText('First of two').waitFor();
    await list.getByRole('button', { name: 'Clear all' }).click();
    await page.getByRole('status').filter({ hasText: 'All notifications removed.' }).waitFor();
    await list.getByText('You have no notifications.').waitFor();
    await bell(0).waitFor();
    // The next poll does not bring the cleared notifications back.
    await pollNotifications(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await list.getByRole('listitem').count()).toBe(0);
    await bell(0).waitFor();
  });
});
