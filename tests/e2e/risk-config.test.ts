import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUTO_ACCESS_SCOPE,
  TENANT_ID_HEADER,
} from '../../src/domain/autoaccess/auto-access-scope.js';
import { accessTokenFor } from '../support/tokens.js';
import { accessibilityViolations, useBrowserTab } from './support/browser.js';
import { signOutFromMenu } from './support/sign-in.js';
import { realmAdministrator } from './support/platform-admin.js';
import { e2eStack } from './support/shared-stack.js';

const SCREENSHOTS = 'reports/screenshots';
const stack = e2eStack();
const tab = useBrowserTab();

/** The root realm's administrator: the pipelines e2e uses alpha, so the two never share a configuration. */
const ROOT_ADMIN = realmAdministrator('root');
/** The name the account menu shows for the realm's administrator. */
const ROOT_ADMIN_NAME = 'Identity Administrator';
const RISK_CONFIG_PATH = '/autoaccess/risk-config';

beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

interface StoredConfig {
  config: string;
  _rev: string;
}

/** The root realm's risk configuration over the auto-access API, as the gateway calls it. */
async function riskConfigApi() {
  const token = await accessTokenFor(
    { url: stack.url, platform: { amUrl: stack.amUrl } },
    ROOT_ADMIN,
    `openid profile ${AUTO_ACCESS_SCOPE}`,
  );
  const url = `${stack.amUrl.replace(/\/am$/, '')}/autoaccess/api/v2/riskConfig/userConfig`;
  const headers = {
    authorization: `Bearer ${token}`,
    [TENANT_ID_HEADER]: ROOT_ADMIN.realm,
    'content-type': 'application/json',
  };
  const read = async (): Promise<StoredConfig> => {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`Reading the risk configuration: ${response.status}`);
    return (await response.json()) as StoredConfig;
  };
  const write = async (config: string): Promise<void> => {
    const { _rev } = await read();
    const response = await fetch(url, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ config, _rev }),
    });
    if (!response.ok) throw new Error(`Restoring the risk configuration: ${response.status}`);
  };
  return { read, write };
}

/** Signs in at /login without a realm: the root realm. */
async function signInAtRoot(page: Page): Promise<void> {
  await page.goto(`${stack.url}/login`);
  await page.getByLabel('User Name').fill(ROOT_ADMIN.username);
  await page.getByLabel('Password').fill(ROOT_ADMIN.password);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

async function openRiskConfig(page: Page): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Risk Administration' }).click();
  await menu.getByRole('link', { name: 'Risk Config' }).click();
  await page.waitForURL(new RegExp(`${RISK_CONFIG_PATH}$`));
  await page.getByRole('heading', { level: 1, name: 'Risk Config' }).waitFor();
}

const editorOf = (page: Page) => page.getByRole('textbox', { name: 'Risk configuration (YAML)' });

/** Replaces the editor's text as a paste would, so that no auto-indentation changes it. */
async function replaceText(page: Page, text: string): Promise<void> {
  await editorOf(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

describe('the risk configuration in Chromium', () => {
  it('refuses invalid YAML with its line and column, saves valid YAML, and previews 10 events one at a time', async () => {
    const api = await riskConfigApi();
    const original = await api.read();
    const page = tab();
    try {
      await signInAtRoot(page);
      await openRiskConfig(page);
      expect(await page.title()).toBe('RiskConfig | Identity Console');
      expect(await page.getByRole('note').textContent()).toMatch(/^For professional use only\./);
      await editorOf(page).waitFor();
      await page.getByText('The YAML is valid.').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);

      // Tab leaves the editor rather than indenting.
      await editorOf(page).click();
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.activeElement?.closest('.cm-editor') === null),
      ).toBe(true);

      await replaceText(page, 'risk_levels:\n  high: : 3\n');
      const syntax = page.getByText(
        /^Invalid YAML at line 2, column 9: Nested mappings are not allowed/,
      );
      await syntax.waitFor();
      await page.locator('.cm-lintRange-error').first().waitFor();
      await page.getByText('Unsaved changes').waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/risk-config-invalid.png`, fullPage: true });
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Correct the errors in the YAML before saving.').waitFor();
      expect((await api.read())._rev).toBe(original._rev);

      const stamp = `e2e ${Date.now().toString(36)}`;
      const valid = `# ${stamp}\nrisk_score_threshold: 55\nheuristics:\n  brute_force:\n    failures: 6\n`;
      await replaceText(page, valid);
      await page.getByText('The YAML is valid.').waitFor();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('The risk configuration has been saved.').waitFor();
      await page.getByText('No unsaved changes').waitFor();
      expect((await api.read()).config).toBe(valid);

      await page.reload();
      await editorOf(page).waitFor();
      await expect.poll(() => editorOf(page).textContent()).toContain(`# ${stamp}`);
      expect(await editorOf(page).textContent()).toContain('failures: 6');

      expect(await page.getByRole('radio', { name: 'auth-events.jsonl' }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Preview' }).click();
      const event = page.getByRole('article');
      await page.getByRole('heading', { level: 3, name: 'Event 1 of 10' }).waitFor({
        timeout: 30_000,
      });
      expect(await page.getByText(/^Model: (published model|heuristics only)$/).count()).toBe(1);
      expect(await event.locator('dd').first().textContent()).toMatch(/^\d{1,3}$/);
      await page.screenshot({ path: `${SCREENSHOTS}/risk-config-preview.png`, fullPage: true });
      expect(await accessibilityViolations(page)).toEqual([]);
      const next = page.getByRole('button', { name: 'Next', exact: true });
      for (let index = 2; index <= 10; index += 1) {
        await next.click();
        await page.getByRole('heading', { level: 3, name: `Event ${index} of 10` }).waitFor();
      }
      expect(await next.isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Previous', exact: true }).click();
      await page.getByRole('heading', { level: 3, name: 'Event 9 of 10' }).waitFor();
    } finally {
      await api.write(original.config);
    }
  });

  it('asks before leaving unsaved edits by a link, Back or a reload, but not when signing out', async () => {
    const api = await riskConfigApi();
    const original = await api.read();
    const page = tab();
    await signInAtRoot(page);
    await openRiskConfig(page);
    await page.getByText('The YAML is valid.').waitFor();
    await replaceText(page, `${original.config}\n# not saved\n`);
    await page.getByText('Unsaved changes').waitFor();

    const dashboardLink = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' });
    await dashboardLink.click();
    const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await question.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await question.getByRole('button', { name: 'Stay on this page' }).click();
    await question.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(RISK_CONFIG_PATH);
    expect(await editorOf(page).textContent()).toContain('# not saved');

    // Reloading from the page, as the browser's own reload does (Playwright's reload skips the
    // question): the browser asks, and staying keeps the edits.
    const asked = page.waitForEvent('dialog');
    const reload = page.evaluate(() => window.location.reload());
    const browserQuestion = await asked;
    expect(browserQuestion.type()).toBe('beforeunload');
    await browserQuestion.dismiss();
    await reload;
    expect(await editorOf(page).textContent()).toContain('# not saved');

    await dashboardLink.click();
    await question.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goBack();
    await page.getByText('No unsaved changes').waitFor();
    expect(await editorOf(page).textContent()).not.toContain('# not saved');

    // The browser's Back asks too: staying keeps the edits, leaving goes back.
    await replaceText(page, `${original.config}\n# not saved again\n`);
    await page.getByText('Unsaved changes').waitFor();
    await page.evaluate(() => window.history.back());
    await question.getByRole('button', { name: 'Stay on this page' }).click();
    await question.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(RISK_CONFIG_PATH);
    expect(await editorOf(page).textContent()).toContain('# not saved again');
    await page.evaluate(() => window.history.back());
    await question.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goForward();
    await page.getByText('No unsaved changes').waitFor();

    // Signing out leaves edits behind without a question from the app or the browser.
    await replaceText(page, `${original.config}\n# not saved either\n`);
    await page.getByText('Unsaved changes').waitFor();
    await signOutFromMenu(page, ROOT_ADMIN_NAME);
    expect((await api.read())._rev).toBe(original._rev);
  });
});
