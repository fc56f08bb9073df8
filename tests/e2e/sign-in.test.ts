import { describe, expect, it } from 'vitest';
import { accessibilityViolations, useBrowserContext } from './support/browser.js';
import {
  DASHBOARD_FIRST_LOAD_JS_BYTES,
  FIRST_LOAD_JS_BUDGET_BYTES,
} from '../../scripts/first-load-budget.js';
import { measureFirstLoad } from './support/first-load.js';
import { e2eStack } from './support/shared-stack.js';
import { DEMO, signInThroughForm, signOutFromMenu } from './support/sign-in.js';

const stack = e2eStack();
const context = useBrowserContext();

describe('sign-in in Chromium', () => {
  it('signs the demo user in, greets them, shows the profile and signs out to Login', async () => {
    const page = await context().newPage();
    await signInThroughForm(page, stack.url);
    await page.waitForURL(/\/dashboard/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(new RegExp(`^Good (morning|afternoon|evening), ${DEMO.name}$`));
    expect(await page.title()).toBe('Dashboard | Identity Console');

    await page.getByRole('link', { name: 'Edit your profile' }).click();
    await page.waitForURL(/\/profile/);
    await expect
      .poll(() => page.getByText('demo@alpha.example.com').first().isVisible())
      .toBe(true);
    expect(await page.title()).toBe('Profile | Identity Console');

    await signOutFromMenu(page, DEMO.name);
    await page.goto(`${stack.url}/dashboard`);
    await page.waitForURL(/\/login/);
  });

  it('opens the account menu from the keyboard and returns focus when it closes', async () => {
    const page = await context().newPage();
    await signInThroughForm(page, stack.url);
    await page.waitForURL(/\/dashboard/);
    const trigger = page.getByRole('button', { name: new RegExp(DEMO.name) });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const profileItem = page.getByRole('menuitem', { name: 'Profile' });
    await expect
      .poll(() => profileItem.evaluate((item) => item === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    await expect
      .poll(() => trigger.evaluate((button) => button === document.activeElement))
      .toBe(true);
  });

  it('shows the login-failure message for a wrong password', async () => {
    const page = await context().newPage();
    await signInThroughForm(page, stack.url, 'not-the-password');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain("Sorry that isn't right. Try again.");
    expect(page.url()).toContain('/login');
  });

  it('keeps every token away from page JavaScript', async () => {
    const page = await context().newPage();
    await signInThroughForm(page, stack.url);
    await page.waitForURL(/\/dashboard/);
    const storage = await page.evaluate(() => ({
      cookie: document.cookie,
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
    }));
    expect(storage.cookie).not.toContain('ic_session');
    expect(`${storage.local}${storage.session}`).not.toMatch(/token|eyJ/i);
    const cookies = await context().cookies();
    const session = cookies.find((cookie) => cookie.name === 'ic_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
  });

  it('reports no accessibility violations on Login, Dashboard and Profile', async () => {
    const page = await context().newPage();
    await page.goto(`${stack.url}/login?realm=alpha`);
    await page.getByLabel('User Name').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await signInThroughForm(page, stack.url);
    await page.waitForURL(/\/dashboard/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto(`${stack.url}/profile`);
    await page.getByText('demo@alpha.example.com').first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('keeps the /login first load within 200 KB of gzip JS and /dashboard within its 191.8 KB, everything included', async () => {
    const login = await measureFirstLoad(context(), `${stack.url}/login?realm=${DEMO.realm}`);
    expect(login.scripts.some((script) => script.includes('/index-'))).toBe(true);
    expect(login.scripts.length).toBeGreaterThan(1);
    expect(login.jsGzipBytes).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);

    const page = await context().newPage();
    await signInThroughForm(page, stack.url);
    await page.waitForURL(/\/dashboard/);
    await page.close();
    const dashboard = await measureFirstLoad(context(), `${stack.url}/dashboard`);
    expect(dashboard.scripts.length).toBeGreaterThan(1);
    expect(dashboard.jsGzipBytes).toBeLessThanOrEqual(DASHBOARD_FIRST_LOAD_JS_BYTES);
  });
});
