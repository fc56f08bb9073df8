import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RiskFiltersInput } from '../../src/domain/autoaccess/risk-dashboard-filters.js';
import { signInOverApi } from './support/api-sign-in.js';
import { accessibilityViolations, downloadedText, useBrowserContext } from './support/browser.js';
import { realmAdministrator } from './support/platform-admin.js';
import {
  DAY_MS,
  riskApi,
  SEEDED_PREDICTION_TIMEOUT_MS,
  seededDaysQuery,
  seededRange,
} from './support/seeded-risk.js';
import { e2eStack } from './support/shared-stack.js';
import { DEMO } from './support/sign-in.js';

const SCREENSHOTS = 'reports/screenshots';
const stack = e2eStack();
const context = useBrowserContext();
const REALM_ADMIN = realmAdministrator('alpha');
const FRAUD_ANALYST = { realm: 'alpha', username: 'fraudanalyst', password: DEMO.password };
/** The browser's clock and the direct counts agree on this instant. */
const NOW = new Date();

let requestData: Awaited<ReturnType<typeof riskApi>>['requestData'];

const SEEDED_DAYS = seededDaysQuery(NOW);
const seededPeriod = (change: Partial<RiskFiltersInput> = {}): RiskFiltersInput =>
  lastWeek({ ...seededRange(NOW), ...change });

/** The dashboard's default period: the last 7 days before the pinned clock. */
const lastWeek = (change: Partial<RiskFiltersInput> = {}): RiskFiltersInput => ({
  from: new Date(NOW.getTime() - 7 * DAY_MS).toISOString(),
  to: NOW.toISOString(),
  riskMin: 0,
  riskMax: 100,
  riskyEvents: true,
  ...change,
});

const directTotal = async (filters: RiskFiltersInput) =>
  (
    await requestData<{ riskEvents: { total: number } }>(
      `query Total($filters: RiskFiltersInput!) { riskEvents(filters: $filters) { total } }`,
      { filters },
    )
  ).riskEvents.total;

/** Every event id the filters select, read page by page as the log reads them. */
async function directEventIds(filters: RiskFiltersInput): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  do {
    const {
      riskEvents,
    }: { riskEvents: { nextCursor: string | null; events: { eventId: string }[] } } =
      await requestData(
        `query Page($filters: RiskFiltersInput!, $after: String) {
          riskEvents(filters: $filters, after: $after) { nextCursor events { eventId } }
        }`,
        { filters, after },
      );
    ids.push(...riskEvents.events.map((event) => event.eventId));
    after = riskEvents.nextCursor;
  } while (after);
  return ids;
}

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const api = await riskApi(REALM_ADMIN);
  requestData = api.requestData;
  // The seeded prediction, unless the pipelines test already did in this run (this file runs
  // alone, so no run is under way).
  if ((await directTotal(seededPeriod({ riskyEvents: null }))) > 0) return;
  await api.runSeededPrediction();
}, SEEDED_PREDICTION_TIMEOUT_MS);

async function openDashboard(page: Page, query = ''): Promise<void> {
  await page.clock.setFixedTime(NOW);
  await page.goto(`${stack.url}/risk-dashboard${query}`);
  await page.getByRole('heading', { level: 1, name: 'Risk Dashboard' }).waitFor();
}

/** The total the page says the filters select, once the page shows the filters' answer. */
async function shownTotal(page: Page, expected: number): Promise<void> {
  const summary = page.getByRole('status').filter({ hasText: /match the filters?$/ });
  await summary.filter({ hasText: new RegExp(`^${expected} events? match`) }).waitFor();
  await page.getByText(new RegExp(`of ${expected}$`)).waitFor();
}

/** The numbers of the text alternative of a chart or the map: one count per row. */
async function tableCounts(page: Page, table: RegExp, columns: number[]): Promise<number> {
  const rows = page.getByRole('table', { name: table, includeHidden: true }).locator('tbody tr');
  let sum = 0;
  for (const column of columns) {
    const texts = await rows.locator(`td:nth-of-type(${column})`).allTextContents();
    sum += texts.reduce((total, text) => total + Number(text.replace(/[^\d]/g, '')), 0);
  }
  return sum;
}

/** Checks a checkbox from the keyboard, as a keyboard user would. */
async function pressToCheck(checkbox: Locator): Promise<void> {
  await checkbox.focus();
  await checkbox.press('Space');
  await expect.poll(() => checkbox.isChecked()).toBe(true);
}

describe('the risk dashboard in Chromium', () => {
  it('shows the scored events; a reason, a country and a risk range narrow the log, map and charts alike', async () => {
    const page = await context().newPage();
    await signInOverApi(page.context(), stack.url, REALM_ADMIN);
    await page.clock.setFixedTime(NOW);
    await page.goto(`${stack.url}/dashboard`);
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Risk', exact: true }).click();
    await menu.getByRole('link', { name: 'Risk Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Risk Dashboard' }).waitFor();
    expect(await page.title()).toBe('Risk Dashboard | Identity Console');

    const all = await directTotal(lastWeek());
    expect(all).toBeGreaterThan(0);
    await shownTotal(page, all);
    const rows = page.getByRole('grid', { name: 'Event log' }).getByRole('row');
    expect(await rows.count()).toBe(Math.min(10, all) + 1);
    await page.getByRole('group', { name: 'World map of the events' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/risk-dashboard.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    await openDashboard(page, `?${SEEDED_DAYS}`);
    await shownTotal(page, await directTotal(seededPeriod()));
    await pressToCheck(page.getByRole('checkbox', { name: 'Impossible Travel' }));
    await pressToCheck(page.getByRole('checkbox', { name: 'Brute Force' }));
    const reasons: RiskFiltersInput['reasons'] = {
      heuristics: ['is_impossible_travel', 'is_brute_force'],
      ueba: [],
      clustering: [],
    };
    await shownTotal(page, await directTotal(seededPeriod({ reasons })));

    await page.getByRole('button', { name: 'Country' }).press('Enter');
    const countries = page.getByRole('group', { name: 'Country' }).getByRole('checkbox');
    const country = (await countries.first().getAttribute('value'))!;
    await pressToCheck(countries.first());
    const attributes = [{ facet: 'country' as const, values: [country] }];
    await shownTotal(page, await directTotal(seededPeriod({ reasons, attributes })));

    const lowest = page.getByRole('slider', { name: 'Lowest risk score' });
    await lowest.focus();
    for (let step = 0; step < 6; step += 1) await lowest.press('PageUp');
    const narrowed = seededPeriod({ riskMin: 60, reasons, attributes });
    const expected = await directTotal(narrowed);
    expect(expected).toBeGreaterThan(0);
    await shownTotal(page, expected);
    expect(page.url()).toContain('risk=60-100');

    await expect.poll(() => tableCounts(page, /^Risky events by place/, [1])).toBe(expected);
    await expect.poll(() => tableCounts(page, /^Access results/, [1, 2])).toBe(expected);
    const logged = await rows.count();
    expect(logged).toBe(Math.min(10, expected) + 1);
    for (let index = 1; index < logged; index += 1) {
      const text = (await rows.nth(index).textContent()) ?? '';
      expect(text).toContain(country);
      expect(text).toMatch(/Impossible Travel|Brute Force/);
    }
  });

  it('explains an impossible-travel attack and lists the user’s last risky attempts', async () => {
    const page = await context().newPage();
    await signInOverApi(page.context(), stack.url, REALM_ADMIN);
    await openDashboard(page, `?${SEEDED_DAYS}&reason=is_impossible_travel&sort=eventTime`);
    const log = page.getByRole('grid', { name: 'Event log' });
    await log.getByRole('row').nth(1).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Risk event' });
    await drawer.getByRole('heading', { name: 'Impossible Travel' }).waitFor();
    expect(page.url()).toMatch(/[?&]event=/);
    await drawer.getByRole('listitem').filter({ hasText: 'Impossible Travel' }).first().waitFor();
    expect(await drawer.getByText(/km from .* km\/h\.$/).count()).toBe(1);
    const attempts = drawer.getByRole('region', { name: 'Last risky attempts' });
    await attempts.waitFor();
    const before = (await attempts.getByText(/risky attempts? before this one\.$/).count())
      ? Number(
          /^(\d+)/.exec((await attempts.getByText(/before this one\.$/).textContent()) ?? '')![1],
        )
      : 0;
    expect(await attempts.locator('ol > li').count()).toBe(Math.min(5, before));
    await drawer.getByRole('heading', { name: 'Normal view' }).waitFor();
    await drawer.getByRole('table', { name: /^How usual this event's values are/ }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/risk-dashboard-detail.png` });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(page.url()).not.toMatch(/[?&]event=/);
  });

  it('restores a filtered view from its URL, and exports exactly its events as CSV', async () => {
    const page = await context().newPage();
    await signInOverApi(page.context(), stack.url, REALM_ADMIN);
    await openDashboard(
      page,
      `?${SEEDED_DAYS}&risk=70-100&reason=is_credential_stuffing&reason=is_impossible_travel`,
    );
    const filters = seededPeriod({
      riskMin: 70,
      reasons: {
        heuristics: ['is_credential_stuffing', 'is_impossible_travel'],
        ueba: [],
        clustering: [],
      },
    });
    const total = await directTotal(filters);
    await shownTotal(page, total);
    await page.reload();
    await shownTotal(page, total);
    expect(await page.getByRole('checkbox', { name: 'Credential Stuffing' }).isChecked()).toBe(
      true,
    );
    expect(await page.getByRole('slider', { name: 'Lowest risk score' }).inputValue()).toBe('70');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const lines = (await downloadedText(download))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^eventId,/);
    const exported = lines.slice(1).map((line) => line.split(',')[0]);
    expect(exported.sort()).toEqual((await directEventIds(filters)).sort());
  });

  it('shows a fraud analyst the scored events and their normal view, and keeps the administration from them', async () => {
    const page = await context().newPage();
    await signInOverApi(page.context(), stack.url, FRAUD_ANALYST);
    await page.clock.setFixedTime(NOW);
    await page.goto(`${stack.url}/dashboard`);
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Risk', exact: true }).click();
    expect(await menu.getByRole('button', { name: 'Risk Administration' }).count()).toBe(0);
    await menu.getByRole('link', { name: 'Risk Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Risk Dashboard' }).waitFor();
    await shownTotal(page, await directTotal(lastWeek()));
    await page.getByRole('grid', { name: 'Event log' }).getByRole('row').nth(1).click();
    const drawer = page.getByRole('dialog', { name: 'Risk event' });
    await drawer.getByRole('table', { name: /^How usual this event's values are/ }).waitFor();
    await page.goto(`${stack.url}/autoaccess/pipelines`);
    await page.waitForURL(/\/forbidden$/);
  });

  it('is Forbidden to an end user, whose menu has no risk entries', async () => {
    const page = await context().newPage();
    await signInOverApi(page.context(), stack.url, DEMO);
    await page.goto(`${stack.url}/dashboard`);
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Profile' }).waitFor();
    expect(await menu.getByRole('button', { name: 'Risk', exact: true }).count()).toBe(0);
    await page.goto(`${stack.url}/risk-dashboard`);
    await page.waitForURL(/\/forbidden$/);
  });
});
