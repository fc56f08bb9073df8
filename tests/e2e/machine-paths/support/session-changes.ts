import type { Page } from 'playwright-core';
import { signInOverApi } from '../../support/api-sign-in.js';
import type { Account } from '../../support/sign-in.js';
import { pauseClockSoon } from '../../support/pause-clock.js';
import type { PathRun } from './run-machine-path.js';

/**
 * Does something in another page of the same context (same cookies), then closes it. The
 * context's clock runs meanwhile with the real time of day, so that page works and is not
 * warned by a wall clock the test skewed; the machine under test waits on a held request then.
 * Afterwards the clock pauses again with the skew it had.
 */
async function inAnotherPage(run: PathRun, act: (page: Page) => Promise<void>): Promise<void> {
  const clockOf = (page: Page) =>
    page.evaluate(() => ({ wall: Date.now(), ticks: performance.now() }));
  const before = await clockOf(run.page);
  await run.page.clock.setSystemTime(Date.now());
  await run.page.clock.resume();
  const page = await run.context.newPage();
  try {
    await act(page);
  } finally {
    await page.close();
    await pauseClockSoon(run.page);
    const after = await clockOf(run.page);
    await run.page.clock.setSystemTime(before.wall + (after.ticks - before.ticks));
  }
}

/** The auth_time of the context's session, asked from a page of that context. */
function authTime(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'identity-console' },
      body: JSON.stringify({ query: '{ session { authTime } }' }),
    });
    const body = (await response.json()) as { data: { session: { authTime: number } } };
    return body.data.session.authTime;
  });
}

/** Ends the session: sign-out from the account menu of another page. */
export function signOutElsewhere(run: PathRun): Promise<void> {
  return inAnotherPage(run, async (page) => {
    await page.goto(`${run.url}/dashboard`);
    await page.getByRole('button', { name: new RegExp(run.account.name) }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);
  });
}

/** Another sign-in in the same browser (as another tab would): the context's cookie changes. */
export function signInElsewhereAs(run: PathRun, account: Account): Promise<void> {
  return signInOverApi(run.context, run.url, account);
}

/** Signs in again as the same user; auth_time has a one-second resolution, so until it moves. */
export async function signInAgain(run: PathRun): Promise<void> {
  const before = await authTime(run.page);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await signInOverApi(run.context, run.url, run.account);
    if ((await authTime(run.page)) !== before) return;
  }
  throw new Error('auth_time did not change after signing in again');
}
