import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RiskActivityFiltersInput } from '../../src/domain/autoaccess/risk-activity-filters.js';
import { signInOverApi } from './support/api-sign-in.js';
import {
  accessibilityViolations,
  downloadedText,
  expectFitsPhoneWidth,
  tablesWiderThanTheirFrame,
  useBrowserContext,
} from './support/browser.js';
import { realmAdministrator } from './support/platform-admin.js';
import {
  riskApi,
  SEEDED_PREDICTION_TIMEOUT_MS,
  seededDaysQuery,
  seededRange,
} from './support/seeded-risk.js';
import { e2eStack } from './support/shared-stack.js';
import { DEMO } from './support/sign-in.js';

const stack = e2eStack();
const context = useBrowserContext();
const REALM_ADMIN = realmAdministrator('alpha');
/** The browser's clock and the direct counts agree on this instant. */
const NOW = new Date();
const SEEDED_DAYS = seededDaysQuery(NOW);
const seeded = (change: Partial<RiskActivityFiltersInput> = {}): RiskActivityFiltersInput => ({
  ...seededRange(NOW),
  riskMin: 0,
  riskMax: 100,
  ...change,
});

let requestData: Awaited<ReturnType<typeof riskApi>>['requestData'];

interface Page1 {
  total: number;
  events: { userId: string; userName: string | null }[];
}
const directActivity = async (filters: RiskActivityFiltersInput) =>
  (
    await requestData<{ riskActivity: Page1 }>(
      `query Activity($filters: RiskActivityFiltersInput!) {
        riskActivity(filters: $filters) { total events { userId userName } }
      }`,
      { filters },
    )
  ).riskActivity;

beforeAll(async () => {
  const api = await riskApi(REALM_ADMIN);
  requestData = api.requestData;
  // The seeded prediction, unless another file already ran it in this run.
  if ((await directActivity(seeded())).total > 0) return;
  await api.runSeededPrediction();
}, SEEDED_PREDICTION_TIMEOUT_MS);

async function openAs(path: string, title: string): Promise<Page> {
  const page = await context().newPage();
  await signInOverApi(page.context(), stack.url, REALM_ADMIN);
  await page.clock.setFixedTime(NOW);
  await page.goto(`${stack.url}${path}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(await page.title()).toBe(`${title} | Identity Console`);
  return page;
}

describe('auto-access exploration in Chromium', () => {
  it('logs every scored event with the direct total; one user’s filter exports exactly that user’s events', async () => {
    const page = await openAs(`/autoaccess/activity?${SEEDED_DAYS}`, 'Activity');
    const all = await directActivity(seeded());
    expect(all.total).toBeGreaterThan(0);
    await page.getByText(new RegExp(`of ${all.total}$`)).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    const first = all.events[0]!;
    const user = first.userName ?? first.userId;
    const mine = await directActivity(seeded({ user }));
    await page.getByRole('textbox', { name: 'User' }).fill(user);
    await page.getByRole('button', { name: 'Apply filters' }).press('Enter');
    await page.getByText(new RegExp(`of ${mine.total}$`)).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const [header, ...lines] = (await downloadedText(download))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const userColumn = header!.split(',').indexOf('userId');
    expect(lines).toHaveLength(mine.total);
    for (const line of lines) expect(line.split(',')[userColumn]).toBe(first.userId);
  });

  it('runs a terms aggregation on risk_explainability in the dev console, and shows a refusal inline', async () => {
    const page = await openAs('/autoaccess/dev-console', 'Dev Console');
    await page.getByRole('button', { name: /Example$/ }).click();
    await page.getByRole('option', { name: 'Top reasons' }).click();
    await page.getByRole('button', { name: 'Run search' }).click();
    const buckets = page.getByRole('table', { name: /^Buckets of / }).first();
    await buckets.waitFor();
    expect(await buckets.getByRole('row').count()).toBeGreaterThan(1);
    await page
      .getByText(/\d ms$/)
      .first()
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    // The editor's long lines scroll inside it on a phone instead of widening the page.
    await expectFitsPhoneWidth(page);

    const editor = page.getByRole('textbox', { name: 'Search body (JSON)' });
    await editor.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('{"query":{"fuzzy":{"predictionResult.features.userId":"x"}}}');
    await page.getByRole('button', { name: 'Run search' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'The service refused the search' });
    await refusal.getByText(/unsupported query/).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('shows the attack countries with their high risky share, and reads the settings and definitions', async () => {
    const { featureExploration } = await requestData<{
      featureExploration: { values: { value: string; riskyShare: number }[] };
    }>(
      `query Explore($from: String!, $to: String!) {
          featureExploration(feature: country, from: $from, to: $to) { values { value riskyShare } }
        }`,
      { from: seeded().from, to: seeded().to },
    );
    const attacked = featureExploration.values.filter((value) => value.riskyShare >= 0.5);
    expect(attacked.length).toBeGreaterThan(0);
    const page = await openAs(
      `/autoaccess/feature-exploration?feature=country&${SEEDED_DAYS}`,
      'Feature Exploration',
    );
    const table = page.getByRole('table', { name: /^Country: events and risky share/ });
    for (const country of attacked) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: country.value, exact: true }) });
      const share = Number(
        /([\d.]+)\s?%/.exec((await row.getByRole('cell').nth(2).textContent()) ?? '')![1],
      );
      expect(share).toBeGreaterThanOrEqual(50);
    }
    expect(await accessibilityViolations(page)).toEqual([]);

    for (const [path, title] of [
      ['/autoaccess/settings', 'Settings'],
      ['/autoaccess/entity-definitions', 'Entity Definitions'],
    ] as const) {
      await page.goto(`${stack.url}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page
        .getByRole(path.endsWith('settings') ? 'textbox' : 'table')
        .first()
        .waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
    }
    // Long dotted property names wrap at their dots, so each table fits beside the side menu;
    // the break opportunities are not read as part of a name.
    expect(await tablesWiderThanTheirFrame(page)).toEqual([]);
    await page
      .getByRole('heading', { name: 'autoaccess/base/authentication', exact: true })
      .waitFor();
    await page
      .getByRole('rowheader', { name: 'predictionResult.features.userId', exact: true })
      .waitFor();
  });

  it('is Forbidden to an end user on every new screen', async () => {
    const page = await context().newPage();
    await signInOverApi(page.context(), stack.url, DEMO);
    for (const path of [
      '/autoaccess/activity',
      '/autoaccess/settings',
      '/autoaccess/entity-definitions',
      '/autoaccess/dev-console',
      '/autoaccess/feature-exploration',
    ]) {
      await page.goto(`${stack.url}${path}`);
      await page.waitForURL(/\/forbidden$/);
    }
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
