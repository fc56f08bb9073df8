import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_USERS_PER_REQUEST } from '../../src/domain/constants.js';
import {
  expectFitsPhoneWidth,
  tablesWiderThanTheirFrame,
  useBrowserTab,
} from './support/browser.js';
import { platformAdmin } from './support/platform-admin.js';
import { e2eStack } from './support/shared-stack.js';
import { expectNoViolations, signedInAt, untilNothingLoads } from './support/signed-in.js';
import { DEMO, type Account } from './support/sign-in.js';

/**
 * Bravo's demo user and the catalog's approver: the governance data of bravo's demo user is
 * read and changed by this file only.
 */
const REQUESTER: Account = { realm: 'bravo', username: 'demo', password: DEMO.password };
const APPROVER: Account = { realm: 'bravo', username: 'approver', password: DEMO.password };
/** Items no seeded user holds or has asked for. */
const APPLICATION = 'ServiceNow';
const ENTITLEMENT = 'Billing';

const stack = e2eStack();
const tab = useBrowserTab();

const signedIn = (account: Account, path: string) => signedInAt(tab(), stack.url, account, path);

const main = (page: Page) => page.getByRole('main');
const dialog = (page: Page) => page.getByRole('dialog');
const bodyRows = (grid: Locator) =>
  grid.getByRole('row').filter({ hasNot: grid.page().getByRole('columnheader') });

/** Picks a user in a user search field by the first characters of their name. */
async function pickUser(scope: Locator, label: string, search: string, name: string) {
  await scope.getByRole('combobox', { name: label }).fill(search);
  await scope
    .page()
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
}

/** The first direct report of the signed-in user, read from Direct Reports. */
async function firstDirectReport(page: Page): Promise<string> {
  await page.goto(`${stack.url}/my-reports`);
  const report = main(page).getByRole('link').first();
  await report.waitFor();
  return (await report.textContent())!.trim();
}

async function openNewRequest(page: Page, others: readonly string[]): Promise<void> {
  await page.goto(`${stack.url}/my-requests`);
  await main(page).getByRole('button', { name: 'New request' }).click();
  const chooser = dialog(page);
  await chooser.getByRole('button', { name: 'Request for myself' }).click();
  for (const other of others) await pickUser(chooser, 'Add a user', other.slice(0, 4), other);
  await chooser.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/\/my-requests\/new-request$/);
  await page.getByRole('heading', { level: 1, name: 'New Request' }).waitFor();
}

function catalog(page: Page): Locator {
  return page.getByRole('grid', { name: 'Access catalog' });
}

/** Finds an item of a type in the catalog and asks to add it; the conflict check then runs. */
async function addItem(page: Page, name: string, type: 'Application' | 'Entitlement') {
  await page.getByRole('button', { name: /Type/ }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  // The search applies after a pause, and the rows shown until then are replaced when it does: a
  // click on one of them while it is replaced is lost. Only the search's own rows are clicked.
  const rows = bodyRows(catalog(page));
  await expect
    .poll(async () => {
      const names = await rows.getByRole('rowheader').allTextContents();
      return names.length > 0 && names.every((text) => text.includes(name));
    })
    .toBe(true);
  await untilNothingLoads(page);
  const row = rows.filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await row.click();
  await dialog(page).getByRole('button', { name: 'Add to request' }).click();
  await dialog(page).waitFor({ state: 'detached' });
}

function basket(page: Page): Locator {
  return page.getByRole('region', { name: 'Your request' });
}

async function approveEvery(page: Page, name: string): Promise<number> {
  let approved = 0;
  for (;;) {
    await page.goto(`${stack.url}/approvals`);
    const grid = main(page).getByRole('grid');
    await grid.waitFor();
    const row = bodyRows(grid).filter({ hasText: name }).first();
    if (!(await row.isVisible())) return approved;
    await row.click();
    await page.getByRole('heading', { level: 1, name: 'Approval Details' }).waitFor();
    if (approved === 0) await expectNoViolations(page);
    await main(page).getByRole('button', { name: 'Approve' }).click();
    await dialog(page).getByRole('button', { name: 'Approve' }).click();
    await main(page).getByText('Approved', { exact: true }).first().waitFor();
    approved += 1;
  }
}

describe('governance requests in Chromium', () => {
  let report = '';
  let admin: Awaited<ReturnType<typeof platformAdmin>>;

  beforeAll(async () => {
    admin = await platformAdmin(stack);
  });

  it('submits a request for two users with an application and an entitlement; it is pending in My Requests', async () => {
    const page = await signedIn(REQUESTER, '/dashboard');
    report = await firstDirectReport(page);
    await openNewRequest(page, [report]);
    await expectNoViolations(page);
    await catalog(page).getByRole('row').nth(1).waitFor();
    // The catalog scrolls in its own frame; the page keeps to a phone's width.
    await expectFitsPhoneWidth(page);

    await addItem(page, APPLICATION, 'Application');
    await addItem(page, ENTITLEMENT, 'Entitlement');
    await expect.poll(() => basket(page).getByRole('listitem').count()).toBe(2);
    await page.getByRole('textbox', { name: 'Justification' }).fill('Quarter-end reporting');
    await page.getByRole('button', { name: 'Submit request' }).click();

    await page.waitForURL(/\/my-requests$/);
    const grid = main(page).getByRole('grid');
    await bodyRows(grid).filter({ hasText: APPLICATION }).first().waitFor();
    const rows = bodyRows(grid).filter({ hasText: new RegExp(`${APPLICATION}|${ENTITLEMENT}`) });
    await expect.poll(() => rows.count()).toBe(4);
    for (const text of await rows.allTextContents()) expect(text).toMatch(/In progress/);
    await expectNoViolations(page);

    await rows.first().click();
    await page.getByRole('heading', { level: 1, name: 'Request Details' }).waitFor();
    await expectNoViolations(page);
  });

  it('refuses an item already pending with its message and leaves the basket as it was; an 11th user is refused', async () => {
    const page = await signedIn(REQUESTER, '/dashboard');
    await openNewRequest(page, []);
    await addItem(page, APPLICATION, 'Application');
    await page
      .getByRole('alert')
      .filter({ hasText: 'a request for this item already exists' })
      .waitFor();
    expect(await basket(page).getByRole('listitem').count()).toBe(0);

    await page.goto(`${stack.url}/my-requests`);
    await main(page).getByRole('button', { name: 'New request' }).click();
    const chooser = dialog(page);
    await chooser.getByRole('button', { name: 'Request for myself' }).click();
    const others = await Promise.all(
      Array.from({ length: MAX_USERS_PER_REQUEST }, () => admin.freshUser('bravo')),
    );
    for (const other of others.slice(0, -1)) {
      await pickUser(chooser, 'Add a user', other.username, other.name);
    }
    await chooser.getByText(`Users chosen (${MAX_USERS_PER_REQUEST} of`).waitFor();
    await pickUser(chooser, 'Add a user', others.at(-1)!.username, others.at(-1)!.name);
    await chooser.getByText('maximum number of users').waitFor();
    await chooser.getByText(`Users chosen (${MAX_USERS_PER_REQUEST} of`).waitFor();
  });

  it('refuses a delegate whose end date comes before the start date', async () => {
    const page = await signedIn(APPROVER, '/my-delegates');
    await expectNoViolations(page);
    await main(page).getByRole('button', { name: 'Add Delegate' }).click();
    const adding = dialog(page);
    await pickUser(adding, 'User', 'demo', 'Demo');
    await typeDay(adding.getByRole('group', { name: 'Start date' }), nextYear(3, 10));
    await typeDay(adding.getByRole('group', { name: 'End date' }), nextYear(3, 2));
    await adding.getByRole('button', { name: 'Add', exact: true }).click();
    await adding.getByText('The end date cannot be before the start date.').waitFor();
    await adding.getByRole('button', { name: 'Cancel' }).click();
  });

  it('lets the approver approve the application; a delegate approves the entitlement on their behalf', async () => {
    const approver = await signedIn(APPROVER, '/approvals');
    await expectNoViolations(approver);
    expect(await approveEvery(approver, APPLICATION)).toBe(2);

    await approver.goto(`${stack.url}/my-delegates`);
    await main(approver).getByRole('button', { name: 'Add Delegate' }).click();
    const adding = dialog(approver);
    await pickUser(adding, 'User', 'demo', 'Demo');
    const today = new Date();
    await typeDay(adding.getByRole('group', { name: 'Start date' }), today);
    await typeDay(
      adding.getByRole('group', { name: 'End date' }),
      new Date(today.getTime() + 7 * 86_400_000),
    );
    await adding.getByRole('button', { name: 'Add', exact: true }).click();
    await adding.waitFor({ state: 'detached' });
    await main(approver)
      .getByText(/Demo Bravo User/)
      .waitFor();

    const delegate = await signedIn(REQUESTER, '/approvals');
    expect(await approveEvery(delegate, ENTITLEMENT)).toBe(2);
  });

  it('shows the granted access under My Access for both users', async () => {
    const page = await signedIn(REQUESTER, '/my-accounts');
    await main(page).getByRole('grid').getByText(APPLICATION).first().waitFor();
    await page.goto(`${stack.url}/my-entitlements`);
    await main(page).getByRole('grid').getByText(ENTITLEMENT).first().waitFor();
    await expectNoViolations(page);
    // Every column, the removal request included, shows without scrolling the table sideways.
    expect(await tablesWiderThanTheirFrame(page)).toEqual([]);

    await page.goto(`${stack.url}/my-reports`);
    await expectNoViolations(page);
    await main(page).getByRole('link', { name: report }).click();
    await page.getByRole('heading', { level: 1, name: report, exact: true }).waitFor();
    await main(page).getByRole('grid').getByText(APPLICATION).first().waitFor();
    await expectNoViolations(page);
    await main(page).getByRole('tab', { name: 'Entitlements' }).click();
    await main(page).getByRole('grid').getByText(ENTITLEMENT).first().waitFor();
  });

  it('refuses an item a user already holds with its message', async () => {
    const page = await signedIn(REQUESTER, '/dashboard');
    await openNewRequest(page, []);
    await addItem(page, APPLICATION, 'Application');
    await page.getByRole('alert').filter({ hasText: 'already have access to this item' }).waitFor();
    expect(await basket(page).getByRole('listitem').count()).toBe(0);
  });
});

function nextYear(month: number, day: number): Date {
  return new Date(new Date().getFullYear() + 1, month - 1, day);
}

/** Types a day into a date field's segments, month first as the en-US locale orders them. */
async function typeDay(group: Locator, day: Date): Promise<void> {
  await group.getByRole('spinbutton').first().click();
  const two = (value: number) => String(value).padStart(2, '0');
  await group
    .page()
    .keyboard.type(`${two(day.getMonth() + 1)}${two(day.getDate())}${day.getFullYear()}`);
}
