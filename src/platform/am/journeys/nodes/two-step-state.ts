import type { AmAccount } from '../../accounts.js';
import { createTwoStepServices, type TwoStepServices } from '../../mfa/two-step-services.js';
import type { NodeInput, NodeResult, RenderedPage } from '../journey.js';
import { translateTwoStepPage } from './two-step-texts.js';

/** Journey values the 2-step nodes keep between steps. */
export const TWO_STEP_VALUES = {
  user: 'twoStep.user',
  challenge: 'twoStep.challenge',
  push: 'twoStep.push',
  notice: 'twoStep.notice',
} as const;

/** The platform's 2-step checks, for the request the node runs in. */
export function twoStep(input: NodeInput): TwoStepServices {
  const { db, config, realm, now, clientAddress } = input.services.platform;
  return createTwoStepServices({ db, config, realm, now, clientAddress });
}

/** The account the password step signed in, kept across the 2-step pages by its id. */
export async function twoStepAccount(input: NodeInput): Promise<AmAccount | null> {
  if (input.account) return input.account;
  const userId = input.values[TWO_STEP_VALUES.user];
  if (!userId) return null;
  const account = await twoStep(input).findAccount(userId);
  return account?.active ? account : null;
}

export const outcome = (
  name: string,
  values: Record<string, string>,
  extra: { account?: AmAccount | null; secondFactor?: string } = {},
): NodeResult => ({ kind: 'outcome', outcome: name, values, ...extra });

/** A page in the journey's language. */
export const page = (
  input: NodeInput,
  pageContent: RenderedPage,
  values: Record<string, string>,
): NodeResult => ({
  kind: 'page',
  page: translateTwoStepPage(pageContent, input.services.platform.language),
  values,
});

/** Values without a one-page notice (an error shown once). */
export function withoutNotice(values: Record<string, string>): Record<string, string> {
  const { [TWO_STEP_VALUES.notice]: _notice, ...rest } = values;
  return rest;
}
