import type { AmAccount } from '../../accounts.js';
import type { NodeHandler, NodeInput, NodeResult } from '../journey.js';
import {
  confirmation,
  indexAnswer,
  placeCallbacks,
  pollingWait,
  textOutput,
  TEXT_MESSAGE_TYPES,
} from './two-step-callbacks.js';
import {
  outcome,
  page,
  twoStep,
  twoStepAccount,
  withoutNotice,
  TWO_STEP_VALUES,
} from './two-step-state.js';
import { TWO_STEP_TEXTS } from './two-step-texts.js';

/** How often the browser asks whether the push was answered. */
const PUSH_POLL_MS = 4000;
const RECOVERY_PRESSED = 0;
const RECOVERY_NOT_PRESSED = 100;

function waiting(input: NodeInput, values: Record<string, string>): NodeResult {
  const notice = values[TWO_STEP_VALUES.notice];
  return page(
    input,
    {
      stage: 'PushWait',
      header: TWO_STEP_TEXTS.verifyHeader,
      description: TWO_STEP_TEXTS.pushDescription,
      callbacks: placeCallbacks([
        notice ? textOutput(notice, TEXT_MESSAGE_TYPES.info) : null,
        pollingWait(PUSH_POLL_MS, TWO_STEP_TEXTS.pushWaiting),
        confirmation([TWO_STEP_TEXTS.useRecoveryCode], RECOVERY_NOT_PRESSED),
      ]),
    },
    values,
  );
}

async function send(
  input: NodeInput,
  account: AmAccount,
  values: Record<string, string>,
): Promise<NodeResult> {
  const id = await twoStep(input).sendPush(account);
  if (!id) return outcome('false', values);
  return waiting(input, { ...values, [TWO_STEP_VALUES.push]: id });
}

/**
 * AM's Push Sender, Push Wait and Push Result Verifier in one: a notification goes to the push
 * device and the page polls until it is approved (`true`) or denied (`false`, counted toward the
 * lockout); an expired one is sent again; `recovery` when the user asks for a recovery code.
 */
export const pushVerifier: NodeHandler = {
  async run(input) {
    const account = await twoStepAccount(input);
    if (!account) return outcome('false', input.values);
    const values = withoutNotice(input.values);
    const sent = values[TWO_STEP_VALUES.push];
    if (!input.submitted || !sent) return send(input, account, values);
    if (indexAnswer(input.submitted, 'ConfirmationCallback') === RECOVERY_PRESSED) {
      return outcome('recovery', values);
    }
    const answer = await twoStep(input).pushAnswer(sent);
    switch (answer.status) {
      case 'pending':
        return waiting(input, values);
      case 'approved':
        return outcome('true', values, { account, secondFactor: answer.deviceId });
      case 'denied':
        await twoStep(input).recordFailure(account);
        return outcome('false', values);
      case 'expired':
        return send(input, account, {
          ...values,
          [TWO_STEP_VALUES.notice]: TWO_STEP_TEXTS.pushExpired,
        });
    }
  },
};
