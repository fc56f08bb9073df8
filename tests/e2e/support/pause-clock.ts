import type { Page } from 'playwright-core';

const AHEAD_MS = 500;

/**
 * Pauses the page's running fake clock about half a second ahead. On a busy machine the page's
 * time can pass that mark before the pause arrives (Playwright then refuses to go back): read the
 * time again and retry. Resolves to the page time the clock stands still at.
 */
export async function pauseClockSoon(page: Page): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const target = (await page.evaluate(() => Date.now())) + AHEAD_MS;
    try {
      await page.clock.pauseAt(target);
      return target;
    } catch (error) {
      const late =
        error instanceof Error && error.message.includes('Cannot fast-forward to the past');
      if (!late || attempt >= 5) throw error;
    }
  }
}

const FRAME_MS = 16;

/**
 * Runs the paused clock a frame at a time until `shown` holds (React reveals suspended content,
 * moves focus and animates on timers). Resolves to how long the clock ran.
 */
export async function runFramesUntil(
  page: Page,
  shown: () => Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  let ran = 0;
  while (!(await shown())) {
    if (performance.now() > deadline) throw new Error(`${what} is not shown`);
    await page.clock.runFor(FRAME_MS);
    ran += FRAME_MS;
  }
  return ran;
}
