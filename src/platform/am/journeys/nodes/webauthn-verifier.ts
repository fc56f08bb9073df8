import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import type { AmAccount } from '../../accounts.js';
import type { NodeHandler, NodeInput, NodeResult } from '../journey.js';
import {
  answerOf,
  confirmation,
  hiddenValue,
  indexAnswer,
  placeCallbacks,
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

const WEBAUTHN_OUTCOME_ID = 'webAuthnOutcome';
const MAX_OUTCOME_LENGTH = 16_384;
const RECOVERY_PRESSED = 0;
const RECOVERY_NOT_PRESSED = 100;

const base64url = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]*$/);
/** The browser's answer as `@simplewebauthn/browser` gives it (PublicKeyCredential JSON). */
const assertionSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

function parseAssertion(value: unknown): AuthenticationResponseJSON | undefined {
  if (typeof value !== 'string' || value.length > MAX_OUTCOME_LENGTH) return undefined;
  try {
    const parsed = assertionSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

async function show(
  input: NodeInput,
  account: AmAccount,
  values: Record<string, string>,
): Promise<NodeResult> {
  const options = await twoStep(input).webAuthnChallenge(account);
  const notice = values[TWO_STEP_VALUES.notice];
  return page(
    input,
    {
      stage: 'WebAuthnAuthentication',
      header: TWO_STEP_TEXTS.verifyHeader,
      description: TWO_STEP_TEXTS.webAuthnDescription,
      callbacks: placeCallbacks([
        notice ? textOutput(notice, TEXT_MESSAGE_TYPES.error) : null,
        textOutput(JSON.stringify(options), TEXT_MESSAGE_TYPES.script),
        hiddenValue(WEBAUTHN_OUTCOME_ID, 'false'),
        confirmation([TWO_STEP_TEXTS.useRecoveryCode], RECOVERY_NOT_PRESSED),
      ]),
    },
    { ...withoutNotice(values), [TWO_STEP_VALUES.challenge]: options.challenge },
  );
}

/**
 * AM's WebAuthn Authentication node: the request options travel as script data of a text output;
 * the browser answers in the hidden `webAuthnOutcome` value. A valid signature signs in (`true`); a
 * browser error shows the page again; a bad signature counts toward the lockout (`false` once
 * locked); `recovery` when the user asks for a recovery code instead.
 */
export const webAuthnVerifier: NodeHandler = {
  async run(input) {
    const account = await twoStepAccount(input);
    if (!account) return outcome('false', input.values);
    const values = withoutNotice(input.values);
    if (!input.submitted) return show(input, account, values);
    if (indexAnswer(input.submitted, 'ConfirmationCallback') === RECOVERY_PRESSED) {
      return outcome('recovery', values);
    }
    const assertion = parseAssertion(answerOf(input.submitted, 'HiddenValueCallback'));
    const challenge = values[TWO_STEP_VALUES.challenge];
    const failed = { ...values, [TWO_STEP_VALUES.notice]: TWO_STEP_TEXTS.webAuthnFailed };
    if (!assertion || !challenge) return show(input, account, failed);
    if (!(await twoStep(input).mayAttempt(account))) return outcome('false', values);
    const device = await twoStep(input).verifyWebAuthn(account, assertion, challenge);
    if (device) return outcome('true', values, { account, secondFactor: device });
    if (await twoStep(input).recordFailure(account)) return outcome('false', values);
    return show(input, account, failed);
  },
};
