import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORT, accessibilityViolations, useBrowserTab } from './support/browser.js';
import { platformAdmin } from './support/platform-admin.js';
import { e2eStack } from './support/shared-stack.js';
import { signInOverApi } from './support/api-sign-in.js';
import { DEMO } from './support/sign-in.js';

const SCREENSHOTS = 'reports/screenshots';
const tab = useBrowserTab();

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

async function openSharing(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/sharing`);
  await page.getByRole('heading', { level: 1, name: 'Sharing' }).waitFor();
  await page.getByRole('region', { name: 'My resources' }).waitFor();
}

describe('sharing in Chromium', () => {
  const stack = e2eStack();
  let other: string;

  beforeAll(async () => {
    other = (await (await platformAdmin(stack)).freshUser(DEMO.realm)).username;
  });

  it('shares a resource that the other user then sees, and unshares it', async () => {
    const demo = tab();
    await signInOverApi(demo.context(), stack.url, DEMO);
    await openSharing(demo, stack.url);
    expect(await accessibilityViolations(demo)).toEqual([]);
    await screenshot(demo, 'sharing-en');

    const calendar = demo.getByRole('article', { name: 'Family calendar' });
    await calendar.getByText('Not shared with anyone.').waitFor();
    await calendar.getByRole('button', { name: 'Share Family calendar' }).click();
    const dialog = demo.getByRole('dialog', { name: 'Share Family calendar' });
    await dialog.getByRole('button', { name: 'Share' }).click();
    await dialog.getByText('This field is required.').waitFor();
    await dialog.getByLabel('Username').fill('nobody.at.all');
    await dialog.getByRole('button', { name: 'Share' }).click();
    await dialog.getByText('There is no active user with this username.').waitFor();
    expect(await accessibilityViolations(demo)).toEqual([]);
    await screenshot(demo, 'sharing-share-unknown-user');

    await dialog.getByLabel('Username').fill(other);
    await dialog.getByText('Edit', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Share' }).click();
    await demo.getByRole('status').filter({ hasText: 'Resource shared' }).waitFor();
    const sharedWith = calendar.getByRole('list', { name: 'Shared with' });
    await sharedWith.getByText(other, { exact: true }).waitFor();
    expect(await sharedWith.textContent()).toContain('Access: View, Edit');

    const otherContext = await tab().context().browser()!.newContext({
      viewport: VIEWPORT,
    });
    try {
      const grantee = await otherContext.newPage();
      await signInOverApi(otherContext, stack.url, {
        realm: DEMO.realm,
        username: other,
        password: DEMO.password,
      });
      await openSharing(grantee, stack.url);
      const sharedWithMe = grantee.getByRole('region', { name: 'Shared with me' });
      await sharedWithMe.getByRole('heading', { name: 'Family calendar' }).waitFor();
      expect(await sharedWithMe.textContent()).toContain('Shared by demo');
      expect(await accessibilityViolations(grantee)).toEqual([]);
      await screenshot(grantee, 'sharing-shared-with-me');

      await calendar.getByRole('button', { name: `Unshare Family calendar with ${other}` }).click();
      const confirm = demo.getByRole('alertdialog', { name: 'Stop sharing Family calendar?' });
      expect(await accessibilityViolations(demo)).toEqual([]);
      await confirm.getByRole('button', { name: 'Unshare' }).click();
      await demo.getByRole('status').filter({ hasText: 'Resource unshared' }).waitFor();
      await calendar.getByText('Not shared with anyone.').waitFor();

      await openSharing(grantee, stack.url);
      expect(await sharedWithMe.getByRole('heading', { name: 'Family calendar' }).count()).toBe(0);
    } finally {
      await otherContext.close();
    }
  });

  it('allows a pending request, which moves the requester into the resource', async () => {
    const page = tab();
    await signInOverApi(page.context(), stack.url, DEMO);
    await openSharing(page, stack.url);
    const requests = page.getByRole('region', { name: 'Requests' });
    const summary = await requests.getByText(/asks for access to Medical records/).textContent();
    const requester = summary!.replace(' asks for access to Medical records', '');

    await requests
      .getByRole('button', { name: `Allow ${requester} access to Medical records` })
      .click();
    await page.getByRole('status').filter({ hasText: 'Request allowed' }).waitFor();
    await requests.getByText('No one is waiting for access to your resources.').waitFor();
    await page
      .getByRole('article', { name: 'Medical records' })
      .getByRole('list', { name: 'Shared with' })
      .getByText(requester, { exact: true })
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
