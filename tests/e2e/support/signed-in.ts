import type { Page } from 'playwright-core';
import { DEMO, signInThroughForm } from './sign-in.js';

export async function signedInDashboard(page: Page, url: string): Promise<void> {
  await signInThroughForm(page, url);
  await page.waitForURL(/\/dashboard/);
  await page.getByRole('heading', { level: 1, name: new RegExp(DEMO.name) }).waitFor();
}
