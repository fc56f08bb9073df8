import { FAILURE, SUCCESS, type JourneyDefinition } from './journey.js';
import { oathVerifier, recoveryCodeCollector } from './nodes/code-verifier.js';
import { pushVerifier } from './nodes/push-verifier.js';
import { twoStepMethod } from './nodes/two-step-method.js';
import { webAuthnVerifier } from './nodes/webauthn-verifier.js';

export const loginJourney: JourneyDefinition = {
  name: 'Login',
  start: 'credentials',
  nodes: {
    credentials: {
      type: 'page',
      stage: 'UsernamePassword',
      header: 'Sign In',
      description: '',
      callbacks: [
        { type: 'NameCallback', prompt: 'User Name', field: 'username' },
        { type: 'PasswordCallback', prompt: 'Password', field: 'password' },
      ],
      next: 'checkCredentials',
    },
    checkCredentials: {
      type: 'credentials-decision',
      usernameField: 'username',
      passwordField: 'password',
      onTrue: 'twoStepMethod',
      onFalse: FAILURE,
    },
    twoStepMethod: {
      type: 'handled',
      handler: twoStepMethod,
      outcomes: {
        none: SUCCESS,
        webauthn: 'webAuthn',
        oath: 'oath',
        push: 'push',
        failure: FAILURE,
      },
    },
    oath: {
      type: 'handled',
      handler: oathVerifier,
      outcomes: { true: SUCCESS, recovery: 'recoveryCode', false: FAILURE },
    },
    webAuthn: {
      type: 'handled',
      handler: webAuthnVerifier,
      outcomes: { true: SUCCESS, recovery: 'recoveryCode', false: FAILURE },
    },
    push: {
      type: 'handled',
      handler: pushVerifier,
      outcomes: { true: SUCCESS, recovery: 'recoveryCode', false: FAILURE },
    },
    recoveryCode: {
      type: 'handled',
      handler: recoveryCodeCollector,
      outcomes: { true: SUCCESS, false: FAILURE },
    },
  },
};
