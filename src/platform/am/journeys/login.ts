import { FAILURE, SUCCESS, type JourneyDefinition } from './journey.js';
import { TWO_STEP_START, twoStepNodes } from './two-step-nodes.js';

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
      onTrue: TWO_STEP_START,
      onFalse: FAILURE,
    },
    ...twoStepNodes(SUCCESS),
  },
};
