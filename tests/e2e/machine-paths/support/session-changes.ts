import type { Page } from 'playwright-core';
import { DEMO, signInAs, type Account } from '../../support/sign-in.js';
import type { PathRun } from './run-machine-path.js';

/** helpdesk is another alpha user; demo also exists in bravo. */
export const HELPDESK: Account = { realm: 'alpha', username: 'helpdesk', password: DEMO.password };
export const DEMO_IN_BRAVO: Account = { realm: 'bravo', username: 'demo', password: DEMO.password };
const DEMO_IN_ALPHA: Account = {
  realm: DEMO.realm,
  username: DEMO.username,
  password: DEMO.password,
};

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
    await run.page.clock.pauseAt((await run.page.evaluate(() => Date.now())) + 500);
    const after = await clockOf(run.page);
    await run.page.clock.setSystemTime(before.wall + (after.ticks - before.ticks));
  }
}

async function signInThere(page: Page, run: PathRun, account: Account): Promise<void> {
  await signInAs(page, run.url, account);
  await page.waitForURL(/\/dashboard/);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

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
    await page.getByRole('button', { name: new RegExp(DEMO.name) }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);
  });
}

export function signInElsewhereAs(run: PathRun, account: Account): Promise<void> {
  return inAnotherPage(run, (page) => signInThere(page, run, account));
}

/** Signs in again as the same user; auth_time has a one-second resolution, so until it moves. */
export function signInAgain(run: PathRun): Promise<void> {
  return inAnotherPage(run, async (page) => {
    await page.goto(`${run.url}/login`);
    const before = await authTime(page);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signInThere(page, run, DEMO_IN_ALPHA);
      if ((await authTime(page)) !== before) return;
    }
    throw new Error('auth_time did not change after signing in again');
  });
}
