import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Download,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

/**
 * Debian's Chromium headless shell where it is installed, else Chromium itself. The shell renders
 * with the same engine without the full browser around it: the e2e files used about 40 % less
 * Chromium CPU with it.
 */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = existsSync(HEADLESS_SHELL_PATH)
  ? HEADLESS_SHELL_PATH
  : '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A Chromium of its own, for scripts outside the e2e run. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** The run's one Chromium, which the e2e global setup launched. */
export function connectToSharedBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWsEndpoint'));
}

/** The shared Chromium for the test file: connected before its tests, disconnected after. */
export function useSharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectToSharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

/** A finished download's content: the shared browser runs in another process, so it streams. */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** WCAG 2 A and AA violations on the current page, as short readable lines. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe once in the page. The default runs it per frame, then opens a blank page
  // and runs it again there to merge the frames' results; the app has no frames. Two e2e files
  // side by side used 5 to 10 % less CPU in legacy mode. Only violations are read, so axe details
  // no other result type (`options` replaces all options: it goes before `withTags`).
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** The run's one Chromium, and a fresh context, 1280 × 800, for each test. */
export function useBrowserContext(): () => BrowserContext {
  const browser = useSharedBrowser();
  let context: BrowserContext | undefined;
  beforeEach(async () => {
    context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  });
  afterEach(async () => {
    await context?.close();
  });
  return () => context!;
}
