import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor } from '../support/tokens.js';
import { signInOverApi } from './support/api-sign-in.js';
import { accessibilityViolations, useBrowserTab } from './support/browser.js';
import { ADMIN, realmAdministrator } from './support/platform-admin.js';
import { e2eStack } from './support/shared-stack.js';
import { DEMO, type Account } from './support/sign-in.js';

const SCREENSHOTS = 'reports/screenshots';
const stack = e2eStack();
const tab = useBrowserTab();

beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

const REALM_ADMIN = realmAdministrator('alpha');
const LIST_PATH = '/autoaccess/data-sources';
const DATA_ANALYST = { realm: 'alpha', username: 'dataanalyst', password: DEMO.password };

async function signedIn(page: Page, account: Account): Promise<void> {
  await signInOverApi(page.context(), stack.url, account);
  await page.goto(`${stack.url}/dashboard`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** The result line under a feature's expression field. */
const resultOf = (page: Page, feature: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('combobox', { name: feature }) })
    .locator('p')
    .last();

/** Switches the auto-access feature flag, as an administrator edits `ui/features`. */
async function setAutoAccess(enabled: boolean): Promise<void> {
  const token = await accessTokenFor({ url: stack.url, platform: { amUrl: stack.amUrl } }, ADMIN);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const current = await fetch(`${stack.idmUrl}/config/ui/features`, { headers });
  const doc = (await current.json()) as { features: { name: string; enabled: boolean }[] };
  const features = doc.features.map((feature) =>
    feature.name === 'autoAccess' ? { ...feature, enabled } : feature,
  );
  const saved = await fetch(`${stack.idmUrl}/config/ui/features`, {
    method: 'PUT',
    headers: { ...headers, 'if-match': current.headers.get('etag') ?? '*' },
    body: JSON.stringify({ ...doc, features }),
  });
  if (!saved.ok) throw new Error(`Setting autoAccess to ${enabled}: ${saved.status}`);
}

describe('data sources in Chromium', () => {
  it('lets the realm administrator create a data source, map a feature with a live preview, save and activate it', async () => {
    const page = tab();
    await signedIn(page, REALM_ADMIN);
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Risk Administration' }).click();
    await menu.getByRole('link', { name: 'Data Sources' }).click();
    await page.waitForURL(new RegExp(`${LIST_PATH}$`));
    const table = page.getByRole('grid', { name: 'Data Sources' });
    await table.getByRole('rowheader', { name: 'Sign-in events' }).waitFor();
    expect(await page.title()).toBe('Data Sources | Identity Console');
    await page.screenshot({ path: `${SCREENSHOTS}/data-sources-list.png` });
    expect(await accessibilityViolations(page)).toEqual([]);

    const name = `E2E sign-ins ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add Data Source' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Data Source' });
    await dialog.getByRole('button', { name: /Bucket/ }).click();
    await page.getByRole('option', { name: 'autoaccess-training' }).click();
    await dialog.getByRole('button', { name: 'Open folder events' }).click();
    await dialog.getByRole('radio', { name: 'auth-events.jsonl' }).check();
    await dialog.getByRole('textbox', { name: /Data source name/ }).fill(name);
    await page.screenshot({ path: `${SCREENSHOTS}/data-sources-add.png` });
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create' }).click();

    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.waitForURL(new RegExp(`${LIST_PATH}/[^/]+$`));
    expect(await page.locator('dd').nth(2).textContent()).toBe('Inactive');
    const sample = page.getByRole('textbox', { name: 'Sample record (JSON)' });
    await expect.poll(() => sample.inputValue()).toContain('"user"');
    const record = JSON.parse(await sample.inputValue()) as {
      user: { id: string };
      geo: { city: string; country: string };
    };

    const city = page.getByRole('combobox', { name: 'city' });
    const userId = page.getByRole('combobox', { name: 'userId' });
    /** Types an expression, then leaves the field: its list of paths closes over the page. */
    const type = async (field: typeof city, expression: string) => {
      await field.fill(expression);
      await field.press('Tab');
    };
    await type(city, '.geo.city');
    await expect
      .poll(() => resultOf(page, 'city').textContent())
      .toBe(`Result: ${JSON.stringify(record.geo.city)}`);
    await type(city, '.geo.country');
    await expect
      .poll(() => resultOf(page, 'city').textContent())
      .toBe(`Result: ${JSON.stringify(record.geo.country)}`);
    await type(userId, '.user.(');
    await expect.poll(() => userId.getAttribute('aria-invalid')).toBe('true');
    await type(userId, '.user.id');
    await expect
      .poll(() => resultOf(page, 'userId').textContent())
      .toBe(`Result: ${JSON.stringify(record.user.id)}`);
    await page.screenshot({ path: `${SCREENSHOTS}/data-sources-detail.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save mapping' }).click();
    await page.getByText('The feature mapping has been saved.').waitFor();
    await page.getByRole('button', { name: 'Activate' }).click();
    await page.getByText('The data source is active.').waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.locator('dd').nth(2).textContent()).toBe('Active');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'city' }).inputValue())
      .toBe('.geo.country');
    expect(await page.getByRole('combobox', { name: 'userId' }).inputValue()).toBe('.user.id');

    await page.goto(`${stack.url}${LIST_PATH}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await row.waitFor();
    expect(await row.getByRole('gridcell').last().textContent()).toBe('Active');
  });

  it('lets a data analyst list the data sources, and keeps the risk dashboard from them', async () => {
    const page = tab();
    await signedIn(page, DATA_ANALYST);
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Risk Administration' }).click();
    expect(await menu.getByRole('button', { name: 'Risk', exact: true }).count()).toBe(0);
    await menu.getByRole('link', { name: 'Data Sources' }).click();
    const table = page.getByRole('grid', { name: 'Data Sources' });
    await table.getByRole('rowheader', { name: 'Sign-in events' }).waitFor();
    await page.goto(`${stack.url}/risk-dashboard`);
    await page.waitForURL(/\/forbidden$/);
  });

  it('keeps the area from a user without the administrator role: no menu entry, Forbidden', async () => {
    const page = tab();
    await signedIn(page, DEMO);
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Profile' }).waitFor();
    expect(await menu.getByRole('button', { name: 'Risk Administration' }).count()).toBe(0);
    await page.goto(`${stack.url}${LIST_PATH}`);
    await page.waitForURL(/\/forbidden$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'You do not have permission to view this site',
    );
  });

  it('is Not Found while the auto-access flag is off', async () => {
    const page = tab();
    await setAutoAccess(false);
    try {
      await signedIn(page, REALM_ADMIN);
      const menu = page.getByRole('navigation', { name: 'Main' });
      await menu.getByRole('link', { name: 'Profile' }).waitFor();
      expect(await menu.getByRole('button', { name: 'Risk Administration' }).count()).toBe(0);
      await page.goto(`${stack.url}${LIST_PATH}`);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    } finally {
      await setAutoAccess(true);
    }
  });
});
