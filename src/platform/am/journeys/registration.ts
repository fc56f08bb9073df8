import { FAILURE, SUCCESS, type JourneyDefinition } from './journey.js';
import { collectorPage } from './nodes/collector-page.js';
import { attributeInput } from './nodes/collectors/attribute-collector.js';
import { kbaCreate } from './nodes/collectors/kba-create-collector.js';
import { termsAndConditions } from './nodes/collectors/terms-collector.js';
import { validatedPassword } from './nodes/collectors/validated-password-collector.js';
import { validatedUsername } from './nodes/collectors/validated-username-collector.js';
import { createUser } from './nodes/create-user.js';

const PASSWORD = 'secret.password';
const TERMS = 'termsAccepted';

/** Self-registration: the new account signs in as soon as it is created. */
export const registrationJourney: JourneyDefinition = {
  name: 'Registration',
  start: 'registration',
  nodes: {
    registration: {
      type: 'handled',
      handler: collectorPage({
        stage: 'Registration',
        header: 'Create Account',
        description: 'Create your account.',
        collectors: [
          validatedUsername('userName'),
          attributeInput('givenName', 'First Name'),
          attributeInput('sn', 'Last Name'),
          attributeInput('mail', 'Email Address'),
          validatedPassword({ field: PASSWORD }),
          kbaCreate(1),
          kbaCreate(2),
          termsAndConditions(TERMS),
        ],
      }),
      outcomes: { next: 'createUser' },
    },
    createUser: {
      type: 'handled',
      handler: createUser({
        attributes: ['userName', 'givenName', 'sn', 'mail'],
        passwordField: PASSWORD,
        termsField: TERMS,
      }),
      outcomes: { created: SUCCESS, failure: FAILURE },
    },
  },
};
