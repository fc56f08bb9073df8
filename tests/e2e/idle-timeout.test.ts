import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SESSION_LOGOUT_AFTER_WARNING_MS,
  SESSION_WARNING_BEFORE_EXPIRY_MS,
} from '../../src/domain/constants.js';
import { startStack, type RunningStack } from '../support/stack.js';
import { accessibilityViolations, useBrowserContext } from './support/browser.js';
import { signedInDashboard } from './support/signed-in.js';
import { DEMO } from './support/sign-in.js';

const IDLE_TIMEOUT_S = 75;
const WARNING_DUE_MS = IDLE_TIMEOUT_S * 1000 - SESSION_WARNING_BEFORE_EXPIRY_MS;

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

describe('idle timeout in Chromium', () => {
  let stack: RunningStack;

  beforeAll(async () => {
    stack = await startStack({ platformEnv: { PLATFORM_IDLE_TIMEOUT_S: String(IDLE_TIMEOUT_S) } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('warns shortly after sign-in and, left alone, signs the user out a minute later to Login', async () => {
    const page = await context().newPage();
    const signedInAt = Date.now();
    await signedInDashboard(page, stack.url);

    await idleDialog(page).waitFor({ timeout: WARNING_DUE_MS + 10_000 });
    const warnedAt = Date.now();
    expect(warnedAt - signedInAt).toBeLessThan(WARNING_DUE_MS + 10_000);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Stay signed in');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.waitForURL(/\/login/, { timeout: SESSION_LOGOUT_AFTER_WARNING_MS + 20_000 });
    const signedOutAfter = Date.now() - warnedAt;
    expect(signedOutAfter).toBeGreaterThan(SESSION_LOGOUT_AFTER_WARNING_MS - 5_000);
    expect(signedOutAfter).toBeLessThan(SESSION_LOGOUT_AFTER_WARNING_MS + 15_000);
    await page.getByLabel('User Name').waitFor();
    expect(new URL(page.url()).searchParams.get('realm')).toBe(DEMO.realm);

    await page.goto(`${stack.url}/dashboard`);
    await page.waitForURL(/\/login/);
  }, 120_000);

  it('keeps the user signed in when they choose Stay signed in', async () => {
    const page = await context().newPage();
    await signedInDashboard(page, stack.url);
    await idleDialog(page).waitFor({ timeout: WARNING_DUE_MS + 10_000 });
    const before = await idleExpiry(page);

    await page.getByRole('button', { name: 'Stay signed in' }).click();
    await expect.poll(() => idleDialog(page).count()).toBe(0);
    expect(await idleExpiry(page)).toBeGreaterThan(before);
    expect(page.url()).toMatch(/\/dashboard/);
    expect(
      await page.getByRole('heading', { level: 1, name: new RegExp(DEMO.name) }).isVisible(),
    ).toBe(true);
  });
});
