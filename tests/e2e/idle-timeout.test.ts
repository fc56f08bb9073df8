import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SESSION_LOGOUT_AFTER_WARNING_MS,
  SESSION_WARNING_BEFORE_EXPIRY_MS,
} from '../../src/domain/constants.js';
import { signInOverApi } from './support/api-sign-in.js';
import { accessibilityViolations, useBrowserContext } from './support/browser.js';
import { pauseClockSoon, runFramesUntil } from './support/pause-clock.js';
import { platformAdmin, type FreshUser } from './support/platform-admin.js';
import { e2eStack } from './support/shared-stack.js';

const appUrl = () => e2eStack().url;

const context = useBrowserContext();

/** The session's idle expiry as the gateway reports it, read from the page like the app does. */
function idleExpiry(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'identity-console' },
      body: JSON.stringify({ query: '{ session { maxIdleExpirationTime } }' }),
    });
    const body = (await response.json()) as {
      data: { session: { maxIdleExpirationTime: string } };
    };
    return Date.parse(body.data.session.maxIdleExpirationTime);
  });
}

const idleDialog = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Your session is about to end' });

/** A second of slack either side of a due timer: the app stamps a check when it answers. */
const SLACK_MS = 1_000;
const pageTime = (page: Page) => page.evaluate(() => Date.now());

/**
 * Signs in with the page's clock installed and runs it to the idle warning: the warning is due
 * SESSION_WARNING_BEFORE_EXPIRY_MS before the session's idle expiry, and not a second earlier.
 * The clock is paused first, so from then on only the test moves it, however slow the machine.
 * Resolves to the page time the warning signs the user out at, within SLACK_MS either way.
 */
async function signedInUntilWarned(page: Page, user: FreshUser): Promise<number> {
  await page.clock.install();
  await signInOverApi(page.context(), appUrl(), user);
  await page.goto(`${appUrl()}/dashboard`);
  await page.getByRole('heading', { level: 1, name: new RegExp(user.name) }).waitFor();
  // The idle timer starts once the shell's first session read has answered.
  await page.locator('html[data-idle-state="idle.timed"]').waitFor({ state: 'attached' });
  const expiry = await idleExpiry(page);
  const pausedAt = await pauseClockSoon(page);
  const warningDue = expiry - SESSION_WARNING_BEFORE_EXPIRY_MS - pausedAt;

  await page.clock.fastForward(warningDue - SLACK_MS);
  expect(await idleDialog(page).count()).toBe(0);
  await page.clock.fastForward(2 * SLACK_MS);
  await runFramesUntil(page, () => idleDialog(page).isVisible(), 'the idle warning');
  // The gateway's clock did not move with the page's; put the time of day back (timers keep
  // their own schedule), so later answers from the gateway read as they would in real life.
  const timeOfDay = Date.now();
  const shift = timeOfDay - (await pageTime(page));
  await page.clock.setSystemTime(timeOfDay);
  return pausedAt + warningDue + SESSION_LOGOUT_AFTER_WARNING_MS + shift;
}

describe('idle timeout in Chromium', () => {
  let admin: Awaited<ReturnType<typeof platformAdmin>>;
  // Each test extends or ends its session: a user of its own.
  let user: FreshUser;
  beforeAll(async () => {
    admin = await platformAdmin(e2eStack());
  });
  beforeEach(async () => {
    user = await admin.freshUser('alpha');
  });

  it('warns before the idle expiry and, left alone, signs the user out a minute later to Login', async () => {
    const page = await context().newPage();
    const signOutAt = await signedInUntilWarned(page, user);
    // The dialog moves focus on its next animation frame, which the paused clock has to run.
    await runFramesUntil(
      page,
      async () =>
        (await page.evaluate(() => document.activeElement?.textContent)) === 'Stay Signed In',
      'focus on Stay Signed In',
    );
    // axe schedules its work on timers: the clock flows while it runs.
    await page.clock.resume();
    expect(await accessibilityViolations(page)).toEqual([]);
    await pauseClockSoon(page);

    await page.clock.fastForward(signOutAt - 5_000 - (await pageTime(page)));
    expect(page.url()).toMatch(/\/dashboard/);
    expect(await idleDialog(page).isVisible()).toBe(true);
    await page.clock.fastForward(5_000 + SLACK_MS);
    await page.waitForURL(/\/login/);
    await page.getByLabel('User Name').waitFor();
    expect(new URL(page.url()).searchParams.get('realm')).toBe(user.realm);

    await page.goto(`${appUrl()}/dashboard`);
    await page.waitForURL(/\/login/);
  });

  it('keeps the user signed in when they choose Stay Signed In', async () => {
    const page = await context().newPage();
    await signedInUntilWarned(page, user);
    const before = await idleExpiry(page);

    await page.getByRole('button', { name: 'Stay Signed In' }).click();
    await expect.poll(() => idleDialog(page).count()).toBe(0);
    expect(await idleExpiry(page)).toBeGreaterThan(before);
    expect(page.url()).toMatch(/\/dashboard/);
    expect(
      await page.getByRole('heading', { level: 1, name: new RegExp(user.name) }).isVisible(),
    ).toBe(true);
    // The extension restarted the idle timer: a full period again before the next warning.
    await page.clock.fastForward(SESSION_LOGOUT_AFTER_WARNING_MS + SLACK_MS);
    expect(await idleDialog(page).count()).toBe(0);
    expect(page.url()).toMatch(/\/dashboard/);
  });
});
