import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectFitsPhoneWidth, useBrowserTab } from './support/browser.js';
import { e2eStack } from './support/shared-stack.js';
import { expectNoViolations, signedInAt } from './support/signed-in.js';
import { DEMO, type Account } from './support/sign-in.js';

/** Alpha's demo user reviews the seeded campaign, which only this file decides and signs off. */
const REVIEWER: Account = DEMO;
const APPROVER: Account = { realm: 'alpha', username: 'approver', password: DEMO.password };
const APPROVER_NAME = 'Access Approver';
const CAMPAIGN = 'Quarterly access review';

/** How long the keyboard's bulk decision of every remaining item may take. */
const BULK_DECISION_TIMEOUT_MS = 90_000;

const stack = e2eStack();
const tab = useBrowserTab();

const signedIn = (account: Account, path: string) => signedInAt(tab(), stack.url, account, path);

const main = (page: Page) => page.getByRole('main');

function itemRows(page: Page): Locator {
  const grid = page.getByRole('grid', { name: 'Items to review' });
  return grid.getByRole('row').filter({ has: page.getByRole('rowheader') });
}

/** Where a direct report's grant shows: the tab of its type and the row that names it. */
interface GrantPlace {
  user: string;
  tab: 'Accounts' | 'Roles' | 'Entitlements';
  name: string;
  application: string;
}

function grantPlace(user: string, rowText: string, application: string): GrantPlace {
  const entitlement = /Entitlement: (.+?)(?=Role:|$)/.exec(rowText)?.[1];
  if (entitlement) return { user, tab: 'Entitlements', name: entitlement.trim(), application };
  const role = /Role: (.+?)(?=Entitlement:|$)/.exec(rowText)?.[1];
  if (role) return { user, tab: 'Roles', name: role.trim(), application };
  return { user, tab: 'Accounts', name: application, application };
}

/** How many grants of the report match the place, as their manager sees them. */
async function heldBy(page: Page, place: GrantPlace): Promise<number> {
  await page.goto(`${stack.url}/my-reports`);
  await main(page).getByRole('link', { name: place.user }).click();
  await page.getByRole('heading', { level: 1, name: place.user, exact: true }).waitFor();
  await main(page).getByRole('tab', { name: place.tab }).click();
  const grid = main(page).getByRole('grid');
  await grid.getByRole('row').nth(1).waitFor();
  return grid
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: place.name, exact: true }) })
    .filter({ hasText: place.application })
    .count();
}

/** Selects a row by clicking its user, presses a decision key, then leaves the row unselected. */
async function decideWithKey(page: Page, row: Locator, key: 'c' | 'r' | 'e', shown: string) {
  await row.getByRole('rowheader').click();
  await page.keyboard.press(key);
  await row.getByText(shown).first().waitFor();
  await page.keyboard.press('Space');
}

describe('an access review in Chromium', () => {
  it('certifies, revokes and defers with the keyboard, forwards one, signs off once it too is decided; the revoked grant goes', async () => {
    const page = await signedIn(REVIEWER, '/access-reviews');
    await main(page).getByRole('link', { name: CAMPAIGN }).waitFor();
    // The progress column's text for screen readers stays inside the table's own scrolling frame.
    await expectFitsPhoneWidth(page);
    await main(page).getByRole('button', { name: 'Task completion' }).click();
    await page.getByRole('dialog').waitFor();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');

    await main(page).getByRole('link', { name: CAMPAIGN }).click();
    await page.getByRole('heading', { level: 1, name: CAMPAIGN }).waitFor();
    await page.locator('html[data-certification-state="reviewing"]').waitFor();
    await expectNoViolations(page);

    const rows = itemRows(page);
    const texts = await rows.allTextContents();
    const revokedIndex = texts.findIndex((text) => !text.includes(APPROVER_NAME));
    expect(revokedIndex).toBeGreaterThanOrEqual(0);
    const others = texts.map((_, index) => index).filter((index) => index !== revokedIndex);
    const [certifiedIndex, deferredIndex, forwardedIndex] = others;
    const revoked = rows.nth(revokedIndex);
    const application = (await revoked.getByRole('gridcell').nth(1).textContent())!.trim();
    const user = (await revoked.getByRole('rowheader').locator('span').first().textContent())!;
    const place = grantPlace(user.trim(), texts[revokedIndex]!, application);

    const taskUrl = page.url();
    expect(await heldBy(page, place)).toBe(1);
    await page.goto(taskUrl);
    await page.locator('html[data-certification-state="reviewing"]').waitFor();

    await decideWithKey(page, rows.nth(certifiedIndex!), 'c', 'Certified');
    await decideWithKey(page, revoked, 'r', 'Revoked');
    await decideWithKey(page, rows.nth(deferredIndex!), 'e', 'Exception allowed');

    const forwarded = rows.nth(forwardedIndex!);
    await forwarded.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Forward…' }).click();
    const handOver = page.getByRole('dialog');
    await handOver.getByRole('combobox', { name: 'Reviewer' }).fill('approver');
    await page.getByRole('option', { name: new RegExp(APPROVER_NAME) }).click();
    await handOver.getByRole('button', { name: 'Forward' }).click();
    await handOver.waitFor({ state: 'detached' });
    await expect.poll(() => rows.count()).toBe(texts.length - 1);
    expect(await rows.allTextContents()).not.toContain(texts[forwardedIndex!]);

    const signOff = main(page).getByRole('button', { name: 'Sign off' });
    expect(await signOff.isDisabled()).toBe(true);
    await main(page)
      .getByText(/Sign off once every item has a decision/)
      .waitFor();

    await rows.first().getByRole('rowheader').click();
    await page.keyboard.press('Control+a');
    const revokedRow = rows.filter({ hasText: 'Revoked' });
    for (const decided of [revokedRow, rows.filter({ hasText: 'Exception allowed' })]) {
      await decided.getByRole('rowheader').click();
    }
    await page.keyboard.press('c');
    const total = texts.length - 1;
    // One save and one reload of the task per item, one item after another: on a loaded machine
    // the seventeen take longer than a single wait allows.
    await main(page)
      .getByText(`${total} of ${total} decided`)
      .first()
      .waitFor({ timeout: BULK_DECISION_TIMEOUT_MS });
    expect(await revokedRow.count()).toBe(1);

    // The forwarded item is the approver's to decide, and holds the campaign's sign-off back.
    expect(await signOff.isDisabled()).toBe(true);
    await main(page).getByText('Items without a decision: 1.').waitFor();
    const taskPath = taskUrl.slice(stack.url.length);
    await signedIn(APPROVER, taskPath);
    await expect.poll(() => rows.count()).toBe(1);
    expect(await signOff.isDisabled()).toBe(true);
    await decideWithKey(page, rows.first(), 'c', 'Certified');
    await signedIn(REVIEWER, taskPath);
    await expect.poll(() => signOff.isEnabled()).toBe(true);

    await signOff.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign off' }).click();
    await main(page).getByText('This review is signed off').waitFor();
    await expectNoViolations(page);

    expect(await heldBy(page, place)).toBe(0);
  }, 240_000);
});
