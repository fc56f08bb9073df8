import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, useBrowserTab } from './support/browser.js';
import { platformAdmin, type FreshUser } from './support/platform-admin.js';
import { e2eStack } from './support/shared-stack.js';
import { signInOverApi } from './support/api-sign-in.js';
import { DEMO, type Account } from './support/sign-in.js';

const SCREENSHOTS = 'reports/screenshots';
const ACME_PASSWORD = 'Acme!Passw0rd';

const tab = useBrowserTab();

async function openProfile(page: Page, url: string, account: Account) {
  await signInOverApi(page.context(), url, account);
  await page.goto(`${url}/profile`);
  const card = page.getByRole('region', { name: 'Social sign-in' });
  await card.getByRole('heading', { level: 3, name: 'Acme ID' }).waitFor();
  return card;
}

/** Signs in at Acme ID's own page and allows access; answers once the browser has left Acme. */
async function signInAtAcme(page: Page, platformUrl: string, email: string) {
  await page.waitForURL((address) => address.href.startsWith(`${platformUrl}/social/acme/`));
  await page.getByRole('heading', { name: 'Sign in to Acme ID' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(ACME_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByRole('heading', { name: 'Allow Identity Platform to use your Acme ID?' })
    .waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/social-acme-consent.png` });
  await page.getByRole('button', { name: 'Allow' }).click();
}

/** Holds the browser's completeSocialLink call until `release` is called. */
function holdCompletion(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held: () => void = () => undefined;
  const isHeld = new Promise<void>((resolve) => {
    held = resolve;
  });
  const handler = async (route: Route) => {
    if (!(route.request().postData() ?? '').includes('"SocialLinkCompletion_Complete"')) {
      await route.continue();
      return;
    }
    held();
    await released;
    await route.continue();
  };
  return {
    install: () => page.route('**/graphql', handler),
    isHeld,
    release: () => release(),
  };
}

describe('social sign-in in Chromium', () => {
  const stack = e2eStack();
  let admin: Awaited<ReturnType<typeof platformAdmin>>;
  const freshUser = (realm: string): Promise<FreshUser> => admin.freshUser(realm);

  beforeAll(async () => {
    admin = await platformAdmin(stack);
  });

  it('links Acme ID through its own sign-in page, shows it on the profile, then unlinks it', async () => {
    const page = tab();
    const card = await openProfile(page, stack.url, await freshUser(DEMO.realm));
    await card.getByText('Not linked').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    const completion = holdCompletion(page);
    await completion.install();
    await card.getByRole('button', { name: 'Link Acme ID' }).click();
    await page.getByRole('heading', { name: 'Sign in to Acme ID' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/social-acme-sign-in.png` });
    await signInAtAcme(page, stack.platformUrl, 'ada@acme.example');

    await completion.isHeld;
    expect(new URL(page.url()).pathname).toBe('/oauthReturn');
    await page.getByRole('progressbar', { name: 'Linking your account…' }).waitFor();
    expect(await page.locator('nav').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/social-oauth-return.png` });
    completion.release();

    await page.waitForURL(/\/profile$/);
    await page
      .getByRole('status')
      .filter({ hasText: 'Acme ID is now linked to your account.' })
      .waitFor();
    const linked = page.getByRole('region', { name: 'Social sign-in' });
    await linked.getByText('Linked as ada@acme.example').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await linked.screenshot({ path: `${SCREENSHOTS}/social-profile-card-linked.png` });

    await linked.getByRole('button', { name: 'Unlink Acme ID' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Unlink Acme ID?' });
    await dialog.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Unlink', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Acme ID is no longer linked to your account.' })
      .waitFor();
    await linked.getByText('Not linked').waitFor();

    await page.reload();
    await page
      .getByRole('region', { name: 'Social sign-in' })
      .getByRole('button', { name: 'Link Acme ID' })
      .waitFor();
  });

  it('signs in from the sign-in page with the Acme ID a user linked, and offers one linked to nobody an account', async () => {
    const page = tab();
    const user = await freshUser(DEMO.realm);
    const card = await openProfile(page, stack.url, user);
    await card.getByRole('button', { name: 'Link Acme ID' }).click();
    await signInAtAcme(page, stack.platformUrl, 'alan@acme.example');
    await page.waitForURL(/\/profile$/);
    await card.getByText('Linked as alan@acme.example').waitFor();

    await page.context().clearCookies();
    await page.goto(`${stack.url}/login?realm=${DEMO.realm}`);
    const social = page.getByRole('group', { name: 'Sign in with a social account' });
    await social.getByRole('button', { name: 'Sign in with Acme ID' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/social-sign-in-page.png` });
    await social.getByRole('button', { name: 'Sign in with Acme ID' }).click();
    await signInAtAcme(page, stack.platformUrl, 'alan@acme.example');
    await page.waitForURL(/\/dashboard\?realm=alpha$/);
    await page.getByRole('button', { name: new RegExp(user.name) }).waitFor();

    await page.context().clearCookies();
    await page.goto(`${stack.url}/login?realm=${DEMO.realm}`);
    await page.getByRole('button', { name: 'Sign in with Acme ID' }).click();
    await signInAtAcme(page, stack.platformUrl, 'grace@acme.example');
    await page.waitForURL(/\/login\?realm=alpha$/);
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page
      .getByText('No account is linked to your Acme ID account yet.', { exact: false })
      .waitFor();
    expect(await page.getByLabel('First Name').inputValue()).toBe('Grace');
    expect(await page.getByLabel('Last Name').inputValue()).toBe('Hopper');
    expect(await page.getByLabel('Email Address').inputValue()).toBe('grace@acme.example');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/social-sign-in-registration.png` });
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await page.getByLabel('User Name').waitFor();
    await page.getByRole('button', { name: 'Sign in with Acme ID' }).waitFor();
  });

  it('creates an account for an Acme identity linked to nobody, which then signs in with it', async () => {
    const page = tab();
    await page.goto(`${stack.url}/login?realm=${DEMO.realm}`);
    await page.getByRole('button', { name: 'Sign in with Acme ID' }).click();
    await signInAtAcme(page, stack.platformUrl, 'grace@acme.example');
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.getByLabel('Username').fill('grace.hopper');
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/dashboard\?realm=alpha$/);
    await page.getByRole('button', { name: /Grace Hopper/ }).waitFor();

    await page.context().clearCookies();
    await page.goto(`${stack.url}/login?realm=${DEMO.realm}`);
    await page.getByRole('button', { name: 'Sign in with Acme ID' }).click();
    await signInAtAcme(page, stack.platformUrl, 'grace@acme.example');
    await page.waitForURL(/\/dashboard\?realm=alpha$/);
    await page.getByRole('button', { name: /Grace Hopper/ }).waitFor();
  });

  it('completes a bravo link through the platform’s form post and /handleOAuth/{amData}', async () => {
    const page = tab();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    const card = await openProfile(page, stack.url, await freshUser('bravo'));
    await card.getByRole('button', { name: 'Link Acme ID' }).click();
    await signInAtAcme(page, stack.platformUrl, 'grace@acme.example');
    await page.waitForURL(/\/profile$/);
    await card.getByText('Linked as grace@acme.example').waitFor();
    expect(visited.some((url) => url.startsWith(`${stack.url}/handleOAuth/`))).toBe(true);
    expect(visited.some((url) => url.startsWith(`${stack.url}/oauthReturn`))).toBe(false);
  });

  it('explains an expired answer on the return screen, with a way back to the profile', async () => {
    const page = tab();
    await openProfile(page, stack.url, {
      realm: DEMO.realm,
      username: DEMO.username,
      password: DEMO.password,
    });
    await page.goto(`${stack.url}/oauthReturn?state=no-such-state&code=forged`);
    const alert = page.getByRole('alert');
    await alert.getByText('This link request has expired or was already used.').waitFor();
    expect(await page.locator('nav').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/social-oauth-return-expired.png` });
    await page.getByRole('link', { name: 'Back to profile' }).click();
    await page.waitForURL(/\/profile$/);
    await page.getByRole('region', { name: 'Social sign-in' }).waitFor();
  });
});
