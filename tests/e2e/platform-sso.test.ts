import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/platform/store/seed/demo-users.js';
import { accessibilityViolations, useBrowserTab } from './support/browser.js';
import { startPortalApp } from './support/portal-app.js';
import { e2eApps, e2eStack } from './support/shared-stack.js';
import { DEMO } from './support/sign-in.js';
import { signedInDashboard } from './support/signed-in.js';

const tab = useBrowserTab();

/** The paths of every page the tab shows, to tell whether a sign-in page came up. */
function visitedUrls(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()));
  });
  return urls;
}

describe('the platform as identity provider for portal, in Chromium', () => {
  const stack = e2eStack();
  let portal: Awaited<ReturnType<typeof startPortalApp>>;

  // The shared platform registers portal's redirect URI on this port.
  beforeAll(async () => {
    portal = await startPortalApp(
      e2eApps().portalPort,
      () => `${stack.platformUrl}/am/oauth2/realms/root/realms/alpha`,
    );
  });
  afterAll(async () => {
    await portal?.close();
  });

  const expectSignedInAsDemo = () => {
    expect(portal.lastOutcome()).toMatchObject({
      error: null,
      claims: { sub: DEMO_USERS.alpha.id, realm: '/alpha' },
    });
  };

  it('signs a console user in to portal without a sign-in page, and signs out everywhere from portal', async () => {
    const page = tab();
    await signedInDashboard(page, stack.url);

    const visited = visitedUrls(page);
    await page.goto(`${portal.base}/start`);
    await page.getByRole('heading', { name: 'Portal: signed in' }).waitFor();
    expect(visited.some((url) => url.pathname === '/login')).toBe(false);
    expectSignedInAsDemo();

    await page.goto(`${portal.base}/start?prompt=none`);
    await page.getByRole('heading', { name: 'Portal: signed in' }).waitFor();
    expectSignedInAsDemo();

    await page.goto(`${portal.base}/logout`);
    await page.waitForURL(`${portal.base}/?state=signed-out`);
    await page.getByRole('heading', { name: 'Portal: signed out' }).waitFor();

    await page.goto(`${portal.base}/start?prompt=none`);
    await page.getByRole('heading', { name: 'Portal: not signed in' }).waitFor();
    expect(portal.lastOutcome()).toEqual({ error: 'login_required' });

    await page.goto(`${stack.url}/dashboard`);
    await page.waitForURL(/\/login/);
  });

  it("brings a browser without a session through the console's Login page back to portal", async () => {
    const page = tab();
    await page.goto(`${portal.base}/start?prompt=none`);
    await page.getByRole('heading', { name: 'Portal: not signed in' }).waitFor();
    expect(portal.lastOutcome()).toEqual({ error: 'login_required' });

    await page.goto(`${portal.base}/start`);
    await page.waitForURL((url) => url.pathname === '/login');
    const login = new URL(page.url());
    expect(login.origin).toBe(new URL(stack.url).origin);
    expect(login.searchParams.get('realm')).toBe('alpha');
    await page.getByLabel('User Name').fill(DEMO.username);
    await page.getByLabel('Password').fill(DEMO.password);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Portal: signed in' }).waitFor();
    expectSignedInAsDemo();

    await page.goto(`${portal.base}/start?prompt=none`);
    await page.getByRole('heading', { name: 'Portal: signed in' }).waitFor();
    expectSignedInAsDemo();
  });

  it('asks before ending the session when sign-out comes without an ID token hint', async () => {
    const page = tab();
    await signedInDashboard(page, stack.url);
    const endSession = new URL(
      `${stack.platformUrl}/am/oauth2/realms/root/realms/alpha/connect/endSession`,
    );
    endSession.search = new URLSearchParams({
      client_id: 'portal',
      post_logout_redirect_uri: `${portal.base}/`,
    }).toString();
    await page.goto(endSession.href);
    const yes = page.getByRole('button', { name: 'Yes, sign me out' });
    await yes.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await yes.click();
    await page.getByRole('heading', { name: 'Portal: signed out' }).waitFor();

    await page.goto(`${stack.url}/dashboard`);
    await page.waitForURL(/\/login/);
  });
});
