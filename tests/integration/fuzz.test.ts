import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStack, type RunningStack } from '../support/stack.js';
import { runFuzz } from '../fuzz/run-fuzz.js';

/**
 * Malformed GraphQL variables for every mutation and malformed REST input for every platform
 * route: no 5xx, and the seeded users still sign in, unchanged. `npm run bench -- --fuzz` runs
 * the same properties many more times (scripts/fuzz.ts).
 *
 * No mutation is left out. signOut and deleteAccount, which end the caller's session or
 * account, run signed in as a generated user for that case alone; once those users are used up
 * (only in long runs) they run anonymously. The sentinel users (demo of each realm, alpha's
 * realmadmin and helpdesk) are never acted as nor named, so any change to them is a fault.
 */
let stack: RunningStack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

it('answers malformed input without a server error and leaves seeded users intact', async () => {
  const { platformAnswers } = await runFuzz(stack, { runs: 5, seed: 20_261_124 });
  const statuses = Object.keys(platformAnswers).map((key) => Number(key.split(' ')[1]));
  expect(statuses.every((status) => status < 500)).toBe(true);
  expect(statuses.some((status) => status < 300)).toBe(true);
}, 120_000);
