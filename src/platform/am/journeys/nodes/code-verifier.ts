import type { AmAccount } from '../../accounts.js';
import { RECOVERY_CODE_FACTOR } from '../../reauth.js';
import type { NodeHandler, NodeInput, NodeResult } from '../journey.js';
import {
  confirmation,
  indexAnswer,
  nameCallback,
  placeCallbacks,
  textAnswer,
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

const MAX_CODE_LENGTH = 64;
const USE_RECOVERY_CODE = 1;

interface CodeVerifier {
  stage: string;
  prompt: string;
  description: string;
  /** Whether the page offers a recovery code instead. */
  offersRecovery: boolean;
  /** The device (or `recovery-code`) the code signs in with, or undefined for a wrong code. */
  verify(input: NodeInput, account: AmAccount, code: string): Promise<string | undefined>;
}

/**
 * A page asking for a code (AM's OATH Token Verifier and Recovery Code Collector): a right code
 * signs in (`true`); a wrong one shows the page again with an error and counts toward the lockout,
 * which fails the journey (`false`); `recovery` when the user asks for a recovery code instead.
 */
function codeVerifier(verifier: CodeVerifier): NodeHandler {
  const show = (input: NodeInput, values: Record<string, string>): NodeResult => {
    const notice = values[TWO_STEP_VALUES.notice];
    return page(
      input,
      {
        stage: verifier.stage,
        header: TWO_STEP_TEXTS.verifyHeader,
        description: verifier.description,
        callbacks: placeCallbacks([
          notice ? textOutput(notice, TEXT_MESSAGE_TYPES.error) : null,
          nameCallback(verifier.prompt),
          verifier.offersRecovery
            ? confirmation([TWO_STEP_TEXTS.submit, TWO_STEP_TEXTS.useRecoveryCode], 0)
            : null,
        ]),
      },
      values,
    );
  };

  return {
    async run(input) {
      const account = await twoStepAccount(input);
      if (!account) return outcome('false', input.values);
      const values = withoutNotice(input.values);
      if (!input.submitted) return show(input, values);
      if (
        verifier.offersRecovery &&
        indexAnswer(input.submitted, 'ConfirmationCallback') === USE_RECOVERY_CODE
      ) {
        return outcome('recovery', values);
      }
      if (!(await twoStep(input).mayAttempt(account))) return outcome('false', values);
      const code = textAnswer(input.submitted, 'NameCallback', MAX_CODE_LENGTH);
      const used = code === '' ? undefined : await verifier.verify(input, account, code);
      if (used) return outcome('true', values, { account, secondFactor: used });
      if (await twoStep(input).recordFailure(account)) return outcome('false', values);
      return show(input, { ...values, [TWO_STEP_VALUES.notice]: TWO_STEP_TEXTS.wrongCode });
    },
  };
}

export const oathVerifier = codeVerifier({
  stage: 'OathTokenVerifier',
  prompt: TWO_STEP_TEXTS.enterCode,
  description: TWO_STEP_TEXTS.codeDescription,
  offersRecovery: true,
  verify: (input, account, code) => twoStep(input).verifyOathCode(account, code.replace(/\s/g, '')),
});

export const recoveryCodeCollector = codeVerifier({
  stage: 'RecoveryCodeCollector',
  prompt: TWO_STEP_TEXTS.enterRecoveryCode,
  description: TWO_STEP_TEXTS.recoveryDescription,
  offersRecovery: false,
  verify: async (input, account, code) =>
    (await twoStep(input).redeemRecoveryCode(account, code)) ? RECOVERY_CODE_FACTOR : undefined,
});
