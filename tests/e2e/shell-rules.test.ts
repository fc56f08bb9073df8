import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, useBrowserTab } from './support/browser.js';
import { platformAdmin, type FreshUser } from './support/platform-admin.js';
import { e2eStack } from './support/shared-stack.js';

const appUrl = () => e2eStack().url;
const tab = useBrowserTab();

/** On the platform's goto allow list in the e2e stack (see global-setup.ts); served by the test. */
const ALLOWED_GOTO = 'https://allowed.example/welcome';
const EVIL_GOTO = 'https://evil.example/';
const GOTO_ERROR = 'Error verifying the goto URL';

/** Answers the allowed site in place of the network, and notes any visit to the evil one. */
async function fakeSites(page: Page): Promise<string[]> {
  const evilVisits: string[] = [];
  await page.context().route('https://allowed.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!DOCTYPE html><html lang="en"><head><title>Allowed</title></head><body><main><h1>Allowed site</h1></main></body></html>',
    }),
  );
  await page.context().route('https://evil.example/**', (route) => {
    evilVisits.push(route.request().url());
    return route.abort();
  });
  return evilVisits;
}

async function signInWithGoto(page: Page, user: FreshUser, goto: string): Promise<void> {
  await page.goto(`${appUrl()}/login?realm=${user.realm}&goto=${encodeURIComponent(goto)}`);
  await page.getByLabel('User Name').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Next' }).click();
}

describe('shell rules in Chromium', () => {
  let user: FreshUser;

  beforeAll(async () => {
    user = await (await platformAdmin(e2eStack())).freshUser('alpha');
  });

  it('signs in with a foreign goto to the dashboard with the goto error, and keeps the realm it signed in to', async () => {
    const page = tab();
    const evilVisits = await fakeSites(page);
    await signInWithGoto(page, user, EVIL_GOTO);

    await page.getByRole('heading', { level: 1, name: new RegExp(user.name) }).waitFor();
    await page.getByRole('alert').filter({ hasText: GOTO_ERROR }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(new URL(page.url()).searchParams.get('realm')).toBe('alpha');
    expect(evilVisits).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The top bar: help and docs links, the version, and the tenant in the account menu.
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link', { name: /^Help/ }).getAttribute('target')).toBe('_blank');
    await banner.getByRole('link', { name: /^Docs/ }).waitFor();
    await banner.getByText('Version 7.5.1').waitFor();
    await banner.getByRole('button', { name: new RegExp(user.name) }).click();
    const tenant = page.getByRole('region', { name: 'Tenant' });
    await tenant.getByText('identity-console').waitFor();
    await tenant.getByText('Development').waitFor();
    // The region's flag is a picture the browser drew, not an emoji that needs an emoji font.
    const flag = tenant.getByRole('img', { name: 'United Kingdom' });
    await expect
      .poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // A realm in the address other than the one signed in to is rewritten to it.
    await page.goto(`${appUrl()}/profile?realm=bravo`);
    await page.getByRole('heading', { level: 1, name: user.name }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('realm')).toBe('alpha');
    expect(new URL(page.url()).pathname).toBe('/profile');
  });

  it('follows a goto on the platform’s allow list', async () => {
    const page = tab();
    await fakeSites(page);
    await signInWithGoto(page, user, ALLOWED_GOTO);
    await page.getByRole('heading', { level: 1, name: 'Allowed site' }).waitFor();
    expect(page.url()).toBe(ALLOWED_GOTO);
  });

  it('opens Forbidden at #/forbidden and Login on a journey at its hash route, keeping the realm', async () => {
    const page = tab();
    await page.goto(`${appUrl()}/?realm=alpha#/forbidden`);
    await page.getByRole('link', { name: 'Return to dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/forbidden');
    expect(new URL(page.url()).searchParams.get('realm')).toBe('alpha');
    expect(await page.title()).toBe('Forbidden | Identity Console');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto(`${appUrl()}/?realm=alpha#/service/Login`);
    await page.getByLabel('User Name').waitFor();
    const login = new URL(page.url());
    expect(login.pathname).toBe('/login');
    expect(Object.fromEntries(login.searchParams)).toEqual({
      realm: 'alpha',
      authIndexValue: 'Login',
    });
    expect(await page.title()).toBe('Login | Identity Console');
  });
});
