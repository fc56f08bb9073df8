import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useBrowserTab } from './support/browser.js';
import { realmAdministrator } from './support/platform-admin.js';
import { e2eStack } from './support/shared-stack.js';
import { expectNoViolations, signedInAt } from './support/signed-in.js';

const stack = e2eStack();
const tab = useBrowserTab();

describe('assignments in Chromium', () => {
  it('refuses a bad value and a script that does not parse, then saves the assignment', async () => {
    const name = `Directory account ${randomUUID().slice(0, 8)}`;
    const page = await signedInAt(
      tab(),
      stack.url,
      realmAdministrator('alpha'),
      '/admin/assignments',
    );
    expect(await page.title()).toBe('List Resource | Identity Console');
    await page.getByRole('grid').waitFor();
    await expectNoViolations(page);

    await page.getByRole('link', { name: 'New assignment' }).click();
    await page.getByRole('heading', { level: 1, name: 'New assignment' }).waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('button', { name: 'Add an attribute' }).click();
    const value = page.getByRole('textbox', { name: /^Value 1/ });
    await value.fill('engineer');
    await page.getByText('Enter true, false, a number or valid JSON.').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Correct the highlighted fields, then save again.').waitFor();
    await value.fill('"engineer"');

    const script = page.getByTestId('on-assignment-script').locator('.cm-content');
    await script.click();
    await page.keyboard.type('if (object.userName {');
    await page.getByText('Invalid script provided').waitFor();
    await expectNoViolations(page);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('logger.info(object.userName);');
    await page.getByText('Invalid script provided').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/assignments\/[0-9a-f-]{36}$/);
    expect(await page.getByRole('textbox', { name: /^Value 1/ }).inputValue()).toBe('"engineer"');
  });
});
