import type { LockMode } from './file-lock.js';

/**
 * Files that run beside each other: each changes only what no other file of this list reads (users
 * it claimed, its own sessions, grants, 2-step devices and access reviews, an assignment of its
 * own, a request it withdraws again, the root or bravo demo account that only it uses, the alpha
 * pipelines or the root risk configuration that only it runs or edits, bravo's governance requests
 * or alpha's access review that only it decides) and otherwise only reads; the alpha demo account
 * signs in here but nothing else here changes it. Every other file changes something the others
 * see (realm-wide configuration, the system notice, the alpha demo account's data, notifications
 * or sharing) and runs alone. The idle-timeout plan's paths also run alone: their warning, nine
 * minutes of page clock after the last activity, was missed beside another file on a loaded
 * machine while it always showed alone.
 */
const SHARING_FILES = new Set([
  'tests/e2e/accessibility-check.test.ts',
  'tests/e2e/account-security.test.ts',
  'tests/e2e/administration-assignments.test.ts',
  'tests/e2e/authorized-apps.test.ts',
  'tests/e2e/devices.test.ts',
  'tests/e2e/governance-requests.test.ts',
  'tests/e2e/governance-reviews.test.ts',
  'tests/e2e/idle-timeout.test.ts',
  'tests/e2e/journeys.test.ts',
  'tests/e2e/launcher.test.ts',
  'tests/e2e/locales.test.ts',
  'tests/e2e/machine-paths/certification-paths.test.ts',
  'tests/e2e/machine-paths/request-cart-paths.test.ts',
  'tests/e2e/machine-paths/session-paths.test.ts',
  'tests/e2e/pipelines.test.ts',
  'tests/e2e/platform-sso.test.ts',
  'tests/e2e/production-graphql.test.ts',
  'tests/e2e/profile.test.ts',
  'tests/e2e/risk-config.test.ts',
  'tests/e2e/sdk-journeys.test.ts',
  'tests/e2e/session-and-notifications.test.ts',
  'tests/e2e/shell-rules.test.ts',
  'tests/e2e/sign-in.test.ts',
  'tests/e2e/social.test.ts',
  'tests/e2e/two-step.test.ts',
]);

/** How a test file, by its path from the project root, holds the shared stack. */
export function stackLockMode(file: string): LockMode {
  return SHARING_FILES.has(file.split('\\').join('/')) ? 'shared' : 'exclusive';
}
