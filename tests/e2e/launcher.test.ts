import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startImpostor,
  startLauncher,
  stopLaunchers,
  type RunningLauncher,
} from '../support/launcher.js';
import { useBrowserContext } from './support/browser.js';
import { DEMO } from './support/sign-in.js';

let launcher: RunningLauncher;
let impostor: Awaited<ReturnType<typeof startImpostor>>;
const context = useBrowserContext();

beforeAll(async () => {
  impostor = await startImpostor(8081);
  launcher = await startLauncher();
  await launcher.printedUrl();
});
afterAll(async () => {
  await stopLaunchers();
  // Without an impostor (its start failed) there is nothing to close, and no close callback.
  const running = impostor;
  if (running) await new Promise((resolve) => running.server.close(resolve));
});

describe('the URL the launcher prints', () => {
  it('opens the app on Login, and signs in against its own platform', async () => {
    const url = await launcher.printedUrl();
    const page = await context().newPage();
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await page.waitForURL(/\/login/);
    await page.getByLabel('User Name').fill(DEMO.username);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/dashboard/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Demo');
    if (impostor) expect(impostor.requests()).toBe(0);
  });
});
