import { GraphQLClient, signIn } from '../../support/graphql-client.js';
import { pipelineRuns } from '../../support/pipeline-runs.js';
import { e2eStack } from './shared-stack.js';
import type { Account } from './sign-in.js';

/** A run of the seeded 2 000 events takes real seconds of CPU on a shared 2-core machine. */
export const RUN_TIMEOUT_MS = 150_000;
/** How long a test file's setup may take to train, publish and predict. */
export const SEEDED_PREDICTION_TIMEOUT_MS = 2 * RUN_TIMEOUT_MS + 30_000;
export const DAY_MS = 86_400_000;

/** The browser's local day of an instant, as the risk screens' URLs name days. */
export function localDay(instant: number): string {
  const date = new Date(instant);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The seeded events span the 30 days before the first start: a custom period holding them all. */
export function seededDaysQuery(now: Date): string {
  return `period=custom&from=${localDay(now.getTime() - 31 * DAY_MS)}&to=${localDay(now.getTime())}`;
}

/** From the start of the seeded events' first day to the end of `now`'s day, as instants. */
export function seededRange(now: Date): { from: string; to: string } {
  const start = new Date(now.getTime() - 31 * DAY_MS);
  start.setHours(0, 0, 0, 0);
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  return { from: start.toISOString(), to: end.toISOString() };
}

/** GraphQL calls as the realm administrator, each expected to succeed, and the seeded prediction. */
export async function riskApi(account: Account) {
  const api = new GraphQLClient(e2eStack().url);
  await signIn(api, account);
  return pipelineRuns(api, { timeoutMs: RUN_TIMEOUT_MS, pollMs: 250 });
}
