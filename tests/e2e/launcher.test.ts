import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.js';
import { GraphQLClient, signIn } from '../support/graphql-client.js';
import {
  BANNER_WAIT_MS,
  isRunning,
  startImpostor,
  startLauncher,
  stopLaunchers,
  type RunningLauncher,
} from '../support/launcher.js';
import { useBrowserContext } from './support/browser.js';
import { DEMO } from './support/sign-in.js';

/**
 * `npm start` as a newcomer runs it, on other ports and a fresh data folder: one launcher serves
 * the checks in order (its URL, the browser on that URL, a platform restart, then SIGTERM), since
 * each fresh first start costs the machine about 25 s of CPU.
 */
let launcher: RunningLauncher;
let impostor: Awaited<ReturnType<typeof startImpostor>>;
const context = useBrowserContext();

beforeAll(async () => {
  // Whoever holds the default platform port, this copy must not talk to it.
  impostor = await startImpostor(8081);
  launcher = await startLauncher();
  await launcher.printedUrl();
}, BANNER_WAIT_MS + 20_000);
afterAll(async () => {
  await stopLaunchers();
  // Without an impostor (its start failed) there is nothing to close, and no close callback.
  const running = impostor;
  if (running) await new Promise((resolve) => running.server.close(resolve));
});

async function signsInDemo(url: string): Promise<boolean> {
  const result = await signIn(new GraphQLClient(url), DEMO);
  return result.data?.authenticate.__typename === 'JourneySuccess';
}

describe('the launcher on other ports', () => {
  it('prints its own URL and signs in against its own platform', async () => {
    const url = await launcher.printedUrl();
    expect(url).toBe(`http://localhost:${launcher.gatewayPort}`);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    expect(await signsInDemo(url)).toBe(true);
    if (impostor) expect(impostor.requests()).toBe(0);
    const health = (await (
      await fetch(`http://127.0.0.1:${launcher.platformPort}/healthz`)
    ).json()) as { instance?: string };
    expect(health.instance).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('opens the app on Login at the URL it prints, and signs in against its own platform', async () => {
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

  it('restarts the platform when it dies, and the gateway recovers', async () => {
    const url = await launcher.printedUrl();
    const [first] = launcher.platformPids();
    expect(first).toBeDefined();
    process.kill(first!, 'SIGKILL');
    await expect
      .poll(() => launcher.platformPids().length, { timeout: 30_000, interval: 100 })
      .toBe(2);
    expect(launcher.output()).toMatch(/platform stopped \(signal SIGKILL\); restarting in 0\.5 s/);
    await expect
      .poll(async () => (await fetch(`${url}/readyz`)).status, { timeout: 60_000, interval: 250 })
      .toBe(200);
    expect(await signsInDemo(url)).toBe(true);
    expect(launcher.process.exitCode).toBeNull();
  });

  it('stops every process on SIGTERM', async () => {
    const pids = [...launcher.platformPids(), ...launcher.gatewayPids()];
    launcher.process.kill('SIGTERM');
    expect(await launcher.exited).toBe(0);
    await expect.poll(() => pids.filter(isRunning), { timeout: 10_000, interval: 100 }).toEqual([]);
  });
});

describe('the launcher refusing to start', () => {
  it('fails clearly when another server holds the platform port', async () => {
    const port = await freePort();
    const other = await startImpostor(port);
    const refused = await startLauncher({ PLATFORM_PORT: String(port) });
    try {
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain(
        `Another server already answers at http://127.0.0.1:${port}`,
      );
      expect(refused.output()).toContain('PLATFORM_PORT');
      expect(refused.output()).not.toContain('Identity Console is running');
    } finally {
      await refused.stop();
      await new Promise((resolve) => other?.server.close(resolve));
    }
  });

  it('refuses an upstream configuration without both AM_URL and IDM_URL', async () => {
    const refused = await startLauncher({ AM_URL: 'https://id.example.com/am' });
    try {
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain('AM_URL is set but IDM_URL is not');
    } finally {
      await refused.stop();
    }
  });
});
