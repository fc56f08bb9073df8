import type { AuthDeviceKind } from '../../auth-devices-store.js';
import type { NodeHandler } from '../journey.js';
import { choice, indexAnswer, placeCallbacks } from './two-step-callbacks.js';
import { page, outcome, twoStep, twoStepAccount, TWO_STEP_VALUES } from './two-step-state.js';
import { TWO_STEP_TEXTS } from './two-step-texts.js';

/** The methods in the order they are offered: the strongest first. */
const METHOD_ORDER: readonly AuthDeviceKind[] = ['webauthn', 'oath', 'push'];
const METHOD_LABELS: Record<AuthDeviceKind, string> = {
  webauthn: TWO_STEP_TEXTS.methodWebAuthn,
  oath: TWO_STEP_TEXTS.methodOath,
  push: TWO_STEP_TEXTS.methodPush,
};

/**
 * After the password: `none` when the account has no 2-step device; the one method it has; or a
 * choice between its methods. Outcomes: none, webauthn, oath, push, failure.
 */
export const twoStepMethod: NodeHandler = {
  async run(input) {
    const account = await twoStepAccount(input);
    if (!account) return outcome('failure', input.values);
    const values = { ...input.values, [TWO_STEP_VALUES.user]: account.userId };
    const kinds = new Set((await twoStep(input).devices(account)).map(({ type }) => type));
    const methods = METHOD_ORDER.filter((kind) => kinds.has(kind));
    const [only] = methods;
    if (!only) return outcome('none', values, { account });
    if (methods.length === 1) return outcome(only, values, { account });
    if (input.submitted) {
      const chosen = methods[indexAnswer(input.submitted, 'ChoiceCallback') ?? -1];
      if (chosen) return outcome(chosen, values, { account });
    }
    return page(
      input,
      {
        stage: 'TwoStepMethod',
        header: TWO_STEP_TEXTS.verifyHeader,
        description: '',
        callbacks: placeCallbacks([
          choice(
            TWO_STEP_TEXTS.chooseMethod,
            methods.map((kind) => METHOD_LABELS[kind]),
          ),
        ]),
      },
      values,
    );
  },
};
