import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Download,
  type Page,
} from 'playwright-core';
import { afterEach, beforeAll, beforeEach } from 'vitest';

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

/** A Chromium of its own, for scripts and for each e2e worker. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * This e2e worker's Chromium, launched by its first file and used by each later one (the worker
 * keeps its modules between files). Playwright then drives it from the worker's own process: one
 * Chromium for the run, reached over a WebSocket, cost the run's main process about 60 s of CPU to
 * relay every call.
 */
export function useSharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    workerBrowser ??= launchChromium();
    browser = await workerBrowser;
  });
  return () => browser!;
}

/** A finished download's content: the shared browser runs in another process, so it streams. */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** axe-core's browser build, evaluated in a page that has none yet. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
/** Only violations are read, so axe details no other result type. */
const WCAG_A_AA: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

/**
 * WCAG 2 A and AA violations on the current page, as short readable lines. axe is evaluated once
 * per document and run in it. (`@axe-core/playwright` evaluated the whole 650 KB script twice per
 * check, which doubled the cost of a check on a fresh page.) The app has no frames; a page with
 * one fails the check, since axe would not see inside it.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const frames = page.frames().map((frame) => frame.url());
  if (frames.length > 1) throw new Error(`axe checks no frame: ${frames.slice(1).join(', ')}`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (options) => {
    const { axe } = window as unknown as {
      axe: { run(c: Document, o: RunOptions): Promise<AxeResults> };
    };
    const results = await axe.run(document, options);
    return results.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_A_AA);
  return violations.map(({ id, help, targets }) => `${id}: ${help} (${targets.join(', ')})`);
}

/** The worker's Chromium, and a fresh context, 1280 × 800, for each test. */
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
