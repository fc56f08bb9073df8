import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, downloadedText, useBrowserContext } from './support/browser.js';
import { platformAdmin } from './support/platform-admin.js';
import { e2eStack } from './support/shared-stack.js';
import { signInOverApi } from './support/api-sign-in.js';
import { DEMO, signInAs, type Account } from './support/sign-in.js';

const SCREENSHOTS = 'reports/screenshots';
const HELP_DESK: Account = { realm: 'alpha', username: 'helpdesk', password: DEMO.password };
const AM_ADMIN: Account = { realm: 'root', username: 'amadmin', password: 'Admin!Passw0rd' };
const LIST_PATH = '/list/managed/alpha_user';
const ADMIN_MESSAGE =
  'The platform administrator account cannot use this app. Sign in with a user account.';

const stack = e2eStack();
const context = useBrowserContext();

beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

async function signedIn(page: Page, account: Account): Promise<void> {
  await signInOverApi(page.context(), stack.url, account);
  await page.goto(`${stack.url}/dashboard`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

const table = (page: Page) => page.getByRole('grid', { name: 'Alpha realm - Users' });
/** Body rows only: the header row holds column headers, not cells. */
const bodyRows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });

async function openListFromMenu(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Alpha realm - Users' })
    .click();
  await page.waitForURL(new RegExp(`${LIST_PATH}(\\?|$)`));
  await table(page).waitFor();
  await expect.poll(() => bodyRows(page).count()).toBe(10);
}

/** A GraphQL call from the page, as the app makes it: same origin, cookie and CSRF header. */
function graphqlFromPage(page: Page, query: string) {
  return page.evaluate(async (body) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'identity-console' },
      body: JSON.stringify({ query: body }),
    });
    return (await response.json()) as {
      data?: unknown;
      errors?: { extensions?: { code?: string } }[];
    };
  }, query);
}

describe('delegated administration in Chromium', () => {
  it('lets the help desk list, search, page, sort and export the users its privilege covers', async () => {
    const page = await context().newPage();
    await signedIn(page, HELP_DESK);
    const menu = page.getByRole('navigation', { name: 'Main' });
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Dashboard',
      'Applications',
      'Requests',
      'Profile',
      'Alpha realm - Users',
    ]);
    await openListFromMenu(page);
    expect(await page.title()).toBe('List Resource | Identity Console');
    expect(await table(page).getByRole('columnheader').allTextContents()).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Username'),
        expect.stringContaining('Email Address'),
      ]),
    );
    expect(await page.getByRole('button', { name: /Rows per page/ }).textContent()).toContain('10');
    await page.screenshot({ path: `${SCREENSHOTS}/delegated-admin-list.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '20' }).click();
    await expect.poll(() => bodyRows(page).count()).toBe(20);
    await expect.poll(() => page.getByText(/^1–20 of \d+$/).count()).toBe(1);

    const lastName = table(page).getByRole('columnheader', { name: /Last Name/ });
    await lastName.click();
    await lastName.click();
    await expect.poll(() => lastName.getAttribute('aria-sort')).toBe('descending');
    // The header shows the new order at once; the rows follow once the sorted page arrives.
    await expect
      .poll(async () => {
        const surnames = await bodyRows(page).evaluateAll((rows) =>
          rows.map((row) => row.children[2]?.textContent?.toLowerCase() ?? ''),
        );
        const descending = [...surnames].sort().reverse();
        return surnames.join(', ') === descending.join(', ') ? 'descending' : surnames.join(', ');
      })
      .toBe('descending');

    await page.getByRole('searchbox', { name: 'Search' }).fill('demo@alpha');
    await expect.poll(() => bodyRows(page).count()).toBe(1);
    expect(await bodyRows(page).first().textContent()).toContain('demo@alpha.example.com');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('alpha_user.csv');
    const csv = (await downloadedText(file)).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Username,First Name,Last Name,Email Address,Status,Telephone Number,City,Country',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^demo,Demo,Alpha User,demo@alpha\.example\.com,active,/);
    await page.getByText('1 row exported to alpha_user.csv.').waitFor();
    await page.screenshot({
      path: `${SCREENSHOTS}/delegated-admin-list-search.png`,
      fullPage: true,
    });
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('lets the help desk edit a user at /edit/..., and the change persists', async () => {
    const page = await context().newPage();
    await signedIn(page, HELP_DESK);
    await openListFromMenu(page);
    const first = bodyRows(page).first();
    const userName = (await first.getByRole('rowheader').textContent())!;
    await first.click();
    await page.waitForURL(/\/edit\/managed\/alpha_user\/[^/?]+(\?|$)/);
    const editUrl = page.url();
    const phone = page.getByRole('textbox', { name: /^Telephone Number/ });
    await phone.waitFor();
    expect(await page.title()).toBe('Edit Resource | Identity Console');
    const username = page.getByRole('textbox', { name: /^Username/ });
    expect(await username.inputValue()).toBe(userName);
    expect(await username.getAttribute('readonly')).not.toBeNull();
    expect(
      await page.getByRole('textbox', { name: /^Status/ }).getAttribute('readonly'),
    ).not.toBeNull();
    await page.screenshot({ path: `${SCREENSHOTS}/delegated-admin-edit.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    await phone.fill('+44 20 7946 0777');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The changes have been saved.').waitFor();

    await page.goto(editUrl);
    await phone.waitFor();
    expect(await phone.inputValue()).toBe('+44 20 7946 0777');

    const other = await context().newPage();
    await other.goto(editUrl);
    const otherPhone = other.getByRole('textbox', { name: /^Telephone Number/ });
    await otherPhone.waitFor();
    await otherPhone.fill('+44 20 7946 0888');
    await other.getByRole('button', { name: 'Save', exact: true }).click();
    await other.getByText('The changes have been saved.').waitFor();

    const givenName = page.getByRole('textbox', { name: /^First Name/ });
    await givenName.fill('Stale Edit');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/Someone else changed this resource after you opened it/).waitFor();
    expect(await givenName.inputValue()).toBe('Stale Edit');
    await page.screenshot({
      path: `${SCREENSHOTS}/delegated-admin-edit-conflict.png`,
      fullPage: true,
    });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Load the latest version' }).click();
    await expect.poll(() => phone.inputValue()).toBe('+44 20 7946 0888');
    expect(await givenName.inputValue()).toBe('Stale Edit');
  });

  it('sends a user without the privilege to Forbidden at /list/..., and refuses their direct GraphQL calls', async () => {
    const page = await context().newPage();
    await signedIn(page, { realm: DEMO.realm, username: DEMO.username, password: DEMO.password });
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Alpha realm - Users' })
        .count(),
    ).toBe(0);
    await page.goto(`${stack.url}${LIST_PATH}`);
    await page.waitForURL(/\/forbidden/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('You do not have permission to view this site');
    await page.screenshot({ path: `${SCREENSHOTS}/delegated-admin-forbidden.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    const list = await graphqlFromPage(
      page,
      '{ managedList(input: { resourceType: "managed", resourceName: "alpha_user", pageSize: 10, offset: 0 }) { total rows { id values } } }',
    );
    expect(list.data).toBeNull();
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const csv = await graphqlFromPage(
      page,
      '{ managedListCsv(input: { resourceType: "managed", resourceName: "alpha_user" }) { csv } }',
    );
    expect(csv.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await platformAdmin(stack);
    const target = await admin.managedUser('alpha', (user) => user.userName !== 'demo');
    const update = await graphqlFromPage(
      page,
      `mutation { updateManagedObject(input: { resourceType: "managed", resourceName: "alpha_user", id: "${target._id}", rev: "${target._rev}", operations: [{ operation: replace, field: "/sn", value: "Hacked" }] }) { id } }`,
    );
    expect(update.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const after = await admin.managedUser('alpha', (user) => user._id === target._id);
    expect(after._rev).toBe(target._rev);
  });

  it('signs the platform administrator account out of the app, back to Login with a message', async () => {
    const page = await context().newPage();
    await signInAs(page, stack.url, AM_ADMIN);
    await page.getByText(ADMIN_MESSAGE).waitFor();
    await page.waitForURL(/\/login/);
    await page.getByLabel('User Name').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/delegated-admin-amadmin-redirected.png` });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.goto(`${stack.url}/dashboard`);
    await page.waitForURL(/\/login/);
    await page.getByLabel('User Name').waitFor();
  });
});
