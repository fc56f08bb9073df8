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
