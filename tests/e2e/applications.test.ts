import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accessTokenFor } from '../support/tokens.js';
import { accessibilityViolations, useBrowserTab } from './support/browser.js';
import { ADMIN, platformAdmin } from './support/platform-admin.js';
import { e2eStack, type E2eStack } from './support/shared-stack.js';
import { signInOverApi } from './support/api-sign-in.js';
import { DEMO } from './support/sign-in.js';

const SCREENSHOTS = 'reports/screenshots';
const tab = useBrowserTab();

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** Turns the workforce feature on or off as the administrator, through the platform's REST API. */
async function setWorkforce(stack: E2eStack, enabled: boolean): Promise<void> {
  const token = await accessTokenFor({ url: stack.url, platform: { amUrl: stack.amUrl } }, ADMIN);
  const url = `${stack.idmUrl}/config/ui/features`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const current = await fetch(url, { headers });
  const { features } = (await current.json()) as { features: { name: string }[] };
  const updated = await fetch(url, {
    method: 'PUT',
    headers: { ...headers, 'if-match': current.headers.get('etag') ?? '*' },
    body: JSON.stringify({
      features: features.map((feature) =>
        feature.name === 'workforce' ? { ...feature, enabled } : feature,
      ),
    }),
  });
  if (!updated.ok) throw new Error(`PUT config/ui/features: ${updated.status}`);
}

describe('workforce applications in Chromium', () => {
  const stack = e2eStack();
  let features: { restore(): Promise<void> };

  // The feature flags are realm-wide: every other test sees them as seeded.
  beforeEach(async () => {
    features = await (await platformAdmin(stack)).snapshotConfig('ui/features');
  });
  afterEach(async () => {
    await features.restore();
  });

  it('shows Not Found at /applications and no menu entry while the feature is off', async () => {
    await setWorkforce(stack, false);
    const page = tab();
    await signInOverApi(page.context(), stack.url, DEMO);
    await page.goto(`${stack.url}/dashboard`);
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await navigation.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await navigation.getByRole('link', { name: 'Applications' }).count()).toBe(0);

    await page.goto(`${stack.url}/applications`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'applications-flag-off');
  });

  it('shows the assigned applications as tiles with launch links once the feature is on', async () => {
    await setWorkforce(stack, true);
    const page = tab();
    await signInOverApi(page.context(), stack.url, DEMO);
    await page.goto(`${stack.url}/dashboard`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Applications' })
      .click();
    await page.waitForURL(/\/applications/);
    await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();

    const tiles = page.getByRole('list').filter({ has: page.getByRole('article') });
    const links = tiles.getByRole('link');
    await links.first().waitFor();
    expect(await links.count()).toBe(4);
    const mail = page.getByRole('link', { name: /^Corporate Mail/ });
    expect(await mail.getAttribute('href')).toBe('https://mail.example.com/');
    expect(await mail.getAttribute('target')).toBe('_blank');
    expect(await mail.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await page.getByText('Finance Ledger').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'applications-en');
  });
});
