import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInOverApi } from './support/api-sign-in.js';
import { accessibilityViolations, useBrowserTab } from './support/browser.js';
import { realmAdministrator } from './support/platform-admin.js';
import { e2eStack } from './support/shared-stack.js';

const SCREENSHOTS = 'reports/screenshots';
const stack = e2eStack();
const tab = useBrowserTab();

beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

const REALM_ADMIN = realmAdministrator('alpha');
const LIST_PATH = '/autoaccess/pipelines';
/** A run of the seeded 2 000 events takes real seconds of CPU on a shared 2-core machine. */
const RUN_TIMEOUT_MS = 150_000;

async function openList(page: Page): Promise<void> {
  await signInOverApi(page.context(), stack.url, REALM_ADMIN);
  await page.goto(`${stack.url}/dashboard`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Risk Administration' }).click();
  await menu.getByRole('link', { name: 'Pipelines' }).click();
  await page.waitForURL(new RegExp(`${LIST_PATH}$`));
}

/**
 * A seeded pipeline's name cell. Another file of the worker's stack may have published the
 * Training already, which the list marks beside its name.
 */
const nameCell = (page: Page, name: string) =>
  page
    .getByRole('grid', { name: 'Pipelines' })
    .getByRole('rowheader', { name: new RegExp(`^${name}( Published)?$`) });

/** Opens a seeded pipeline from the list by its name. */
async function openPipeline(page: Page, name: string): Promise<void> {
  await nameCell(page, name).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('button', { name: 'Run' }).waitFor();
}

/**
 * Runs the open pipeline and waits for this run to end. Until the run starts, the page shows the
 * pipeline's last execution, which another file of the worker's stack may have ended already; the
 * progress bar shows only while this run is active, for one poll at least.
 */
async function runToTheEnd(page: Page): Promise<string> {
  const progress = page.getByRole('progressbar');
  await page.getByRole('button', { name: 'Run' }).click();
  await progress.waitFor();
  await progress.waitFor({ state: 'detached', timeout: RUN_TIMEOUT_MS });
  const status = page.getByRole('status').filter({ hasText: /^Execution / });
  return (await status.textContent()) ?? '';
}

describe('pipelines in Chromium', () => {
  it(
    'lets the realm administrator create and delete a pipeline, train, inspect the models, publish and predict',
    { timeout: 2 * RUN_TIMEOUT_MS + 60_000 },
    async () => {
      const page = tab();
      await openList(page);
      await nameCell(page, 'Training').waitFor();
      expect(await page.title()).toBe('Pipelines | Identity Console');
      await page.screenshot({ path: `${SCREENSHOTS}/pipelines-list.png` });
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Create Pipeline' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Pipeline' });
      await dialog.getByRole('button', { name: /Data source/ }).waitFor();
      expect(
        await dialog
          .getByRole('group', { name: 'Model A' })
          .getByRole('textbox')
          .nth(0)
          .inputValue(),
      ).toBe('512');
      await page.screenshot({ path: `${SCREENSHOTS}/pipelines-create.png` });
      expect(await accessibilityViolations(page)).toEqual([]);
      // A pipeline created by mistake is deleted from its own page, after a confirmation.
      const name = `Mistake ${Date.now().toString(36)}`;
      await dialog.getByRole('textbox', { name: /Pipeline name/ }).fill(name);
      await dialog.getByRole('button', { name: /Data source/ }).click();
      await page.getByRole('option', { name: 'Sign-in events' }).click();
      await dialog.getByRole('button', { name: 'Create' }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByRole('button', { name: 'Delete' }).click();
      const question = page.getByRole('alertdialog', { name: 'Delete pipeline' });
      await question.getByText(`Delete the pipeline ${name}? This cannot be undone.`).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await question.getByRole('button', { name: 'Delete' }).click();
      await page.waitForURL(new RegExp(`${LIST_PATH}$`));
      await nameCell(page, 'Training').waitFor();
      expect(await page.getByRole('rowheader', { name }).count()).toBe(0);

      await openPipeline(page, 'Training');
      expect(await runToTheEnd(page)).toMatch(/^Execution \S+: Succeeded$/);
      const log = page.getByRole('log', { name: 'Logs' });
      expect(await log.getByRole('listitem').count()).toBeGreaterThan(0);
      expect(await page.getByRole('progressbar').count()).toBe(0);
      await page.screenshot({ path: `${SCREENSHOTS}/pipelines-trained.png`, fullPage: true });
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Models' }).click();
      await page.getByRole('heading', { level: 1, name: 'Models of Training' }).waitFor();
      await page.getByRole('figure', { name: /ROC curves/ }).waitFor();
      await expect.poll(() => page.locator('.recharts-line-curve').count()).toBeGreaterThan(0);
      await page.getByRole('table', { name: /^Model C: \d+ clusters?$/ }).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/pipelines-models.png`, fullPage: true });
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Back to the pipeline' }).click();
      const publish = page.getByRole('button', { name: 'Publish' });
      await expect.poll(() => publish.isEnabled()).toBe(true);
      await publish.click();
      await page
        .getByText('The pipeline has been published: predictions now use its models.')
        .waitFor();
      await page.getByText(/Predictions use execution \S+, published /).waitFor();
      await page.getByRole('button', { name: 'Delete' }).click();
      await question.getByRole('button', { name: 'Delete' }).click();
      await question
        .getByText(
          'The pipeline cannot be deleted while it is published: predictions use its models.',
        )
        .waitFor();
      await question.getByRole('button', { name: 'Cancel' }).click();
      await question.waitFor({ state: 'detached' });

      await page.getByRole('link', { name: 'Back to Pipelines' }).click();
      await page.getByRole('rowheader', { name: 'Training Published' }).waitFor();
      await openPipeline(page, 'Prediction');
      expect(await runToTheEnd(page)).toMatch(/^Execution \S+: Succeeded$/);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Prediction' }).waitFor();
      const executions = page.getByRole('table', { name: 'Executions' });
      await executions.getByRole('row').nth(1).waitFor();
      expect(await executions.getByRole('row').nth(1).getByRole('cell').first().textContent()).toBe(
        'Succeeded',
      );
    },
  );
});
