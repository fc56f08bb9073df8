import { FAILURE, type JourneyDefinition } from './journey.js';
import { oathVerifier, recoveryCodeCollector } from './nodes/code-verifier.js';
import { pushVerifier } from './nodes/push-verifier.js';
import { twoStepMethod } from './nodes/two-step-method.js';
import { webAuthnVerifier } from './nodes/webauthn-verifier.js';

/** The node the second step starts at, once a step before has found the account. */
export const TWO_STEP_START = 'twoStepMethod';

/**
 * The second step: the account's 2-step device (or a recovery code) is asked for, and the journey
 * goes on to `then`; an account without a device goes straight on.
 */
export function twoStepNodes(then: string): JourneyDefinition['nodes'] {
  return {
    [TWO_STEP_START]: {
      type: 'handled',
      handler: twoStepMethod,
      outcomes: { none: then, webauthn: 'webAuthn', oath: 'oath', push: 'push', failure: FAILURE },
    },
    oath: {
      type: 'handled',
      handler: oathVerifier,
      outcomes: { true: then, recovery: 'recoveryCode', false: FAILURE },
    },
    webAuthn: {
      type: 'handled',
      handler: webAuthnVerifier,
      outcomes: { true: then, recovery: 'recoveryCode', false: FAILURE },
    },
    push: {
      type: 'handled',
      handler: pushVerifier,
      outcomes: { true: then, recovery: 'recoveryCode', false: FAILURE },
    },
    recoveryCode: {
      type: 'handled',
      handler: recoveryCodeCollector,
      outcomes: { true: then, false: FAILURE },
    },
  };
}
