import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setTimeout as delay } from 'node:timers/promises';
import type { AxeResults, RunOptions } from 'axe-core';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Dialog,
  type Download,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { afterEach, beforeAll, beforeEach, expect, type TestContext } from 'vitest';
import { graphqlOperationName } from './graphql-operation.js';
import { e2eSlot } from './shared-stack.js';

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

/**
 * V8 without its compilers, as Chrome runs sites for which its "V8 optimizer" setting is off: a
 * test's page lives a few seconds, too short for compiled code to repay compiling it. Four of the
 * longest e2e files took 182 CPU-s of all processes with it, and 241 to 247 CPU-s in three runs
 * without it.
 */
const INTERPRETED_JS = '--js-flags=--jitless';

/** A Chromium of its own, for scripts and the benchmarks: V8 compiles as in any browser. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
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
    workerBrowser ??= launchChromium([INTERPRETED_JS]);
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

/** The requests of each watched context that have not ended yet, oldest first. */
const openRequests = new WeakMap<BrowserContext, Set<Request>>();

/** Keeps `context`'s unanswered requests, which a failed test's description lists. */
export function watchRequests(context: BrowserContext): BrowserContext {
  const open = new Set<Request>();
  openRequests.set(context, open);
  context.on('request', (request) => open.add(request));
  context.on('requestfinished', (request) => open.delete(request));
  context.on('requestfailed', (request) => open.delete(request));
  return context;
}

function unansweredRequests(context: BrowserContext): string {
  const open = [...(openRequests.get(context) ?? [])];
  if (open.length === 0) return 'Requests without an answer: none';
  const lines = open.map((request) => {
    const operation = graphqlOperationName(request);
    return `  ${request.method()} ${request.url()}${operation ? ` (${operation})` : ''}`;
  });
  return `Requests without an answer:\n${lines.join('\n')}`;
}

/** The most text of one page a failed test prints. */
const FAILURE_TEXT_LIMIT = 4_000;
/** How long a failed test's page may take to give its text or its screenshot. */
const DESCRIBE_TIMEOUT_MS = 5_000;

/**
 * What each page of `context` shows, for a test that failed in it: its address and the visible
 * text of its main landmark in the test's output, and a screenshot under `test-results/e2e/`. A
 * failure in a CI run leaves no browser to look at afterwards.
 */
export async function describePages(context: BrowserContext, testName: string): Promise<void> {
  // Paths of one plan share long beginnings: the hash keeps their screenshots apart.
  const hash = createHash('sha256').update(testName).digest('hex').slice(0, 8);
  const name = `${testName.replace(/[^\w-]+/g, '-').slice(0, 60)}-${hash}`;
  for (const [index, page] of context.pages().entries()) {
    // A page that hangs answers no evaluation, and Playwright's has no timeout of its own.
    const text = await Promise.race([
      page.evaluate(() => (document.querySelector('main') ?? document.body).innerText),
      delay(DESCRIBE_TIMEOUT_MS, `(no text within ${DESCRIBE_TIMEOUT_MS / 1000} s)`),
    ]).catch((error: unknown) => `(no text: ${String(error)})`);
    const path = `test-results/e2e/${name}-${index}.png`;
    await page
      .screenshot({ path, fullPage: true, timeout: DESCRIBE_TIMEOUT_MS })
      .catch(() => undefined);
    console.error(
      `Page ${index} at ${page.url()} (${path}):\n${text.slice(0, FAILURE_TEXT_LIMIT)}`,
    );
  }
  if (openRequests.has(context)) console.error(unansweredRequests(context));
}

async function describeFailure({ task }: TestContext, context: BrowserContext): Promise<void> {
  if (task.result?.state === 'fail') await describePages(context, task.name);
}

/** The viewport every e2e page opens with. */
export const VIEWPORT = { width: 1280, height: 800 };
const PHONE_VIEWPORT = { width: 390, height: 800 };

/** How many pixels the page is wider than the window, which the user would scroll sideways. */
const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Runs `check` with the page narrowed to a phone's width; the window is restored after. */
export async function atPhoneWidth<T>(page: Page, check: () => Promise<T>): Promise<T> {
  await page.setViewportSize(PHONE_VIEWPORT);
  try {
    return await check();
  } finally {
    await page.setViewportSize(VIEWPORT);
  }
}

/** Whether the page, narrowed to a phone's width, still fits it; the window is restored after. */
export async function expectFitsPhoneWidth(page: Page): Promise<void> {
  await atPhoneWidth(page, () => expect.poll(() => sidewaysOverflow(page)).toBe(0));
}

/** The words of the element's text that wrap across lines, which the reader sees cut in two. */
export function wordsBrokenAcrossLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lineTops = [...range.getClientRects()].map((rect) => Math.round(rect.top));
        if (new Set(lineTops).size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });
}

/**
 * The tables whose columns do not all fit in their frame, named by the frame's label or the
 * table's first header: a column there shows only once the frame is scrolled sideways.
 */
export async function tablesWiderThanTheirFrame(page: Page): Promise<string[]> {
  return page.locator('table').evaluateAll((tables) =>
    tables
      .filter((table) => {
        const frame = table.parentElement;
        return frame !== null && frame.scrollWidth > frame.clientWidth;
      })
      .map(
        (table) =>
          table.parentElement?.getAttribute('aria-label') ??
          table.querySelector('th')?.textContent ??
          '',
      ),
  );
}

/** The worker's Chromium, and a fresh context, 1280 × 800, for each test. */
export function useBrowserContext(): () => BrowserContext {
  const browser = useSharedBrowser();
  let context: BrowserContext | undefined;
  beforeEach(async () => {
    context = watchRequests(await browser().newContext({ viewport: VIEWPORT }));
  });
  afterEach(async (test) => {
    if (context) await describeFailure(test, context);
    await context?.close();
  });
  return () => context!;
}

let workerTab: Promise<Page> | undefined;

/**
 * Clears what a test left in the tab's context: its other pages, listeners and routes, cookies,
 * permissions and every storage of the stack's origins. The tab first leaves the last test's page
 * for a page without scripts on the same site, so that nothing of that page runs on.
 */
async function cleanTab(tab: Page): Promise<void> {
  const context = tab.context();
  const { stack, apps } = e2eSlot();
  tab.removeAllListeners();
  await Promise.all([
    tab.unrouteAll({ behavior: 'ignoreErrors' }),
    context.unrouteAll({ behavior: 'ignoreErrors' }),
    ...context.pages().flatMap((page) => (page === tab ? [] : [page.close()])),
  ]);
  const origins = new Set([
    stack.url,
    stack.platformUrl,
    `http://localhost:${apps.portalPort}`,
    `http://127.0.0.1:${apps.sdkAppPort}`,
    ...(await context.storageState()).origins.map(({ origin }) => origin),
  ]);
  const last = new URL(tab.url());
  if (last.protocol.startsWith('http')) origins.add(last.origin);
  // A test may end with a form's edits unsaved, whose page asks before it unloads.
  const leave = (dialog: Dialog) => void dialog.accept();
  tab.on('dialog', leave);
  await tab.goto(`${stack.url}/healthz`);
  tab.off('dialog', leave);
  await Promise.all([context.clearCookies(), context.clearPermissions()]);
  const cdp = await context.newCDPSession(tab);
  for (const origin of origins) {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  }
  await cdp.detach();
  await tab.setViewportSize(VIEWPORT);
}

/**
 * The worker's tab, 1280 × 800, for a test that needs one page and no clock: each such test of the
 * worker's files gets the same tab, which is cleaned after each test (see `cleanTab`), before the
 * file's own servers close. A test's first page load then runs in the renderer that earlier tests
 * warmed, with the app's files in the browser's cache: that cost Chromium about half the CPU of a
 * load in a new context.
 */
export function useBrowserTab(): () => Page {
  const browser = useSharedBrowser();
  let tab: Page | undefined;
  beforeEach(async () => {
    workerTab ??= browser()
      .newContext({ viewport: VIEWPORT })
      .then((context) => watchRequests(context).newPage());
    tab = await workerTab;
    if (tab.isClosed()) {
      workerTab = tab.context().newPage();
      tab = await workerTab;
      await cleanTab(tab);
    }
  });
  afterEach(async (test) => {
    if (!tab || tab.isClosed()) return;
    const used = tab;
    await describeFailure(test, used.context());
    await cleanTab(used).catch(async (error: unknown) => {
      // A tab that cannot be cleaned is not passed on: the worker's next test opens a new one.
      workerTab = undefined;
      await used.context().close();
      throw error;
    });
  });
  return () => tab!;
}
