import { beforeAll, describe, expect, it } from 'vitest';
import { signInOverApi } from './support/api-sign-in.js';
import { accessibilityViolations, useBrowserTab } from './support/browser.js';
import { platformAdmin } from './support/platform-admin.js';
import { e2eStack } from './support/shared-stack.js';

const appUrl = () => e2eStack().url;

const tab = useBrowserTab();

// The system notice shows to every user of the stack: no other file runs on this worker's stack
// meanwhile (see global-setup.ts).
describe('the system notice in Chromium', () => {
  let admin: Awaited<ReturnType<typeof platformAdmin>>;

  beforeAll(async () => {
    admin = await platformAdmin(e2eStack());
  });

  it('shows the system notice the administrator enables, with its details in a dialog', async () => {
    await admin.setSystemNotification({
      enabled: true,
      message: 'Scheduled maintenance tonight',
      severity: 'warning',
      details: 'The service is unavailable from 22:00 to 23:00 UTC.',
    });
    try {
      const page = tab();
      const user = await admin.freshUser('alpha');
      await signInOverApi(page.context(), appUrl(), user);
      await page.goto(`${appUrl()}/dashboard`);
      await page.getByRole('heading', { level: 1, name: new RegExp(user.name) }).waitFor();
      const banner = page.getByRole('region', { name: 'System notification' });
      await banner.getByText('Scheduled maintenance tonight').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);

      await banner.getByRole('button', { name: 'Details' }).click();
      const details = page.getByRole('dialog', { name: 'System notification details' });
      await details.getByText('The service is unavailable from 22:00 to 23:00 UTC.').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await details.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => details.count()).toBe(0);
    } finally {
      await admin.setSystemNotification({ enabled: false, message: '', severity: 'info' });
    }
  });
});
