import { FAILURE, SUCCESS, type JourneyDefinition } from './journey.js';
import { SIGN_IN_VALUES, signInChoice } from './nodes/sign-in-choice.js';
import { socialProviderHandler } from './nodes/social-provider-handler.js';
import { createSocialAccount, socialRegistrationPage } from './nodes/social-registration.js';
import { TWO_STEP_START, twoStepNodes } from './two-step-nodes.js';

export const loginJourney: JourneyDefinition = {
  name: 'Login',
  start: 'signIn',
  nodes: {
    signIn: {
      type: 'handled',
      handler: signInChoice,
      outcomes: { local: 'checkCredentials', social: 'socialProvider' },
    },
    checkCredentials: {
      type: 'credentials-decision',
      usernameField: SIGN_IN_VALUES.username,
      passwordField: SIGN_IN_VALUES.password,
      onTrue: TWO_STEP_START,
      onFalse: FAILURE,
    },
    socialProvider: {
      type: 'handled',
      handler: socialProviderHandler,
      outcomes: {
        signedIn: TWO_STEP_START,
        notSignedIn: 'signIn',
        notLinked: 'socialRegistration',
      },
    },
    socialRegistration: {
      type: 'handled',
      handler: socialRegistrationPage,
      outcomes: { next: 'createSocialAccount' },
    },
    createSocialAccount: {
      type: 'handled',
      handler: createSocialAccount,
      outcomes: { created: SUCCESS, failure: FAILURE },
    },
    ...twoStepNodes(SUCCESS),
  },
};
