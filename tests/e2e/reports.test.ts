import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_SCOPE } from '../../src/domain/reports/report-feature.js';
import { accessTokenFor } from '../support/tokens.js';
import { tablesWiderThanTheirFrame, useBrowserTab } from './support/browser.js';
import { realmAdministrator } from './support/platform-admin.js';
import { e2eStack } from './support/shared-stack.js';
import { expectNoViolations, signedInAt } from './support/signed-in.js';

const stack = e2eStack();
const tab = useBrowserTab();
const REALM_ADMIN = realmAdministrator('alpha');

/** The sign-in events of the last 7 days by day and type, read raw from the platform over REST. */
async function signInCountsOverRest(): Promise<Map<string, number>> {
  const token = await accessTokenFor(
    { url: stack.url, platform: { amUrl: stack.amUrl } },
    REALM_ADMIN,
    `openid profile ${ANALYTICS_SCOPE}`,
  );
  const analytics = `${stack.amUrl.replace(/\/am$/, '')}/analytics`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const name = `e2e-raw-sign-ins-${Date.now().toString(36)}`;
  const created = await fetch(`${analytics}/templates/${name}`, {
    method: 'PUT',
    headers: { ...headers, 'if-none-match': '*' },
    body: JSON.stringify({
      description: 'Every sign-in event, one row each',
      dataSource: 'signInEvents',
      parameters: [],
      columns: [
        { name: 'day', label: 'Day', source: 'day' },
        { name: 'eventType', label: 'Event type', source: 'eventType' },
      ],
      aggregates: [],
      filters: [],
      sorting: [],
    }),
  });
  expect(created.status).toBe(201);
  const started = await fetch(`${analytics}/templates/${name}?_action=run`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ parameters: {}, timeframe: { preset: 'last7Days' } }),
  });
  const { _id: id } = (await started.json()) as { _id: string };
  await expect
    .poll(async () => {
      const run = await fetch(`${analytics}/runs/${id}`, { headers });
      return ((await run.json()) as { status: string }).status;
    })
    .toBe('succeeded');
  const file = await fetch(`${analytics}/runs/${id}?_action=export&format=json`, {
    method: 'POST',
    headers: { authorization: headers.authorization },
  });
  const events = (await file.json()) as { day: string; eventType: string }[];
  const counts = new Map<string, number>();
  for (const event of events) {
    const key = `${event.day} ${event.eventType}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(field) }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('reports in Chromium', () => {
  it('runs sign-in activity for the last 7 days, shows it in the history and the view, and exports the same rows', async () => {
    const page = await signedInAt(tab(), stack.url, REALM_ADMIN, '/reports');
    const templates = page.getByRole('grid', { name: 'Reports' });
    await templates.getByRole('rowheader', { name: 'sign-in-activity' }).waitFor();
    await expectNoViolations(page);
    // The descriptions wrap, so the actions column shows without scrolling the table sideways.
    expect(await tablesWiderThanTheirFrame(page)).toEqual([]);
    await templates.getByRole('rowheader', { name: 'sign-in-activity' }).click();
    await page.waitForURL(/\/reports\/sign-in-activity$/);
    await page.getByRole('button', { name: 'Run report' }).waitFor();
    await expectNoViolations(page);

    await choose(page, 'Timeframe', 'Custom');
    await page.getByRole('textbox', { name: 'Start date' }).fill('2026-05-10');
    await page.getByRole('textbox', { name: 'End date' }).fill('2026-05-01');
    await page.getByRole('button', { name: 'Run report' }).click();
    await page.getByText('Enter a date after May 10, 2026.').waitFor();
    expect(page.url()).toMatch(/\/reports\/sign-in-activity$/);

    await choose(page, 'Timeframe', 'Last 7 days');
    await page.getByRole('button', { name: 'Run report' }).click();
    await page.waitForURL(/\/reports\/sign-in-activity\/history$/);
    const history = page.getByRole('grid', { name: /Run History/ });
    const latest = history.getByRole('row').nth(1);
    await expect
      .poll(async () => {
        if ((await latest.textContent())?.includes('Running')) {
          await page.getByRole('button', { name: 'Refresh' }).click();
        }
        return latest.textContent();
      })
      .toContain('Succeeded');
    expect(await latest.textContent()).toContain('Last 7 days');
    await expectNoViolations(page);

    await latest.getByRole('rowheader').click();
    await page.waitForURL(/\/reports\/sign-in-activity\/[0-9a-f-]{36}$/);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    const view = page.getByRole('grid', { name: /View Report/ });
    await view.getByRole('row').nth(1).waitFor();
    await expectNoViolations(page);
    const shown = (await view.getByRole('row').allTextContents()).slice(1);
    const cells = await Promise.all(
      shown.map((_, index) =>
        view
          .getByRole('row')
          .nth(index + 1)
          .getByRole('gridcell')
          .allTextContents(),
      ),
    );
    const firstCells = await Promise.all(
      shown.map((_, index) =>
        view
          .getByRole('row')
          .nth(index + 1)
          .getByRole('rowheader')
          .textContent(),
      ),
    );
    const counts = await signInCountsOverRest();
    // The view shows the event types as words; the export keeps the values.
    const eventTypes: Record<string, string> = { Successful: 'success', Failed: 'failure' };
    expect(cells.every((row) => row[0]! in eventTypes)).toBe(true);
    const viewed = cells.map(
      (row, index) => [`${firstCells[index]} ${eventTypes[row[0]!]}`, Number(row[1])] as const,
    );
    expect(viewed.length).toBeGreaterThan(0);
    // Today's sign-ins go on (this test's own sign-in over REST is one): past days are settled.
    const today = new Date().toISOString().slice(0, 10);
    const settled = viewed.filter(([key]) => !key.startsWith(today));
    expect(settled.length).toBeGreaterThan(0);
    for (const [key, count] of settled) expect(count, key).toBe(counts.get(key));

    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = page.waitForEvent('download');
    const runId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.getByRole('button', { name: `Download sign-in-activity-${runId}.csv` }).click();
    expect((await download).suggestedFilename()).toBe(`sign-in-activity-${runId}.csv`);
    const saved = join(await mkdtemp(join(tmpdir(), 'reports-e2e-')), 'sign-in-activity.csv');
    await (await download).saveAs(saved);
    const file = await readFile(saved, 'utf8');
    expect(file.startsWith('\uFEFF')).toBe(true);
    const lines = file.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Day,Event type,Events');
    const exported = lines.slice(1).filter((line) => !line.startsWith(today));
    const pastCounts = [...counts].filter(([key]) => !key.startsWith(today));
    expect(exported).toHaveLength(pastCounts.length);
    for (const line of exported) {
      const [day, eventType, count] = line.split(',');
      expect(Number(count), line).toBe(counts.get(`${day} ${eventType}`));
    }
  });

  it('creates a template in the editor form and runs it', async () => {
    const name = `e2e-form-${Date.now().toString(36)}`;
    const page = await signedInAt(tab(), stack.url, REALM_ADMIN, '/reports/templates/new');
    await page.getByRole('textbox', { name: /Template name/ }).fill(name);
    await choose(page, 'Data source', 'Sign-in events');
    await page.getByRole('button', { name: 'Add column' }).click();
    await choose(page, 'Source column', 'eventType');
    await page.getByRole('button', { name: 'Add aggregate' }).click();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Save template' }).click();
    await page.waitForURL(new RegExp(`/reports/${name}$`));
    await page.getByRole('button', { name: 'Run report' }).click();
    await page.waitForURL(new RegExp(`/reports/${name}/history$`));
    const latest = page
      .getByRole('grid', { name: /Run History/ })
      .getByRole('row')
      .nth(1);
    await expect
      .poll(async () => {
        if ((await latest.textContent())?.includes('Running')) {
          await page.getByRole('button', { name: 'Refresh' }).click();
        }
        return latest.textContent();
      })
      .toContain('Succeeded');
  });
});
