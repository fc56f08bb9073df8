import { FAILURE, SUCCESS, type JourneyDefinition } from './journey.js';
import { collectorPage } from './nodes/collector-page.js';
import { attributeInput } from './nodes/collectors/attribute-collector.js';
import { kbaCreate } from './nodes/collectors/kba-create-collector.js';
import { termsAndConditions } from './nodes/collectors/terms-collector.js';
import { validatedPassword } from './nodes/collectors/validated-password-collector.js';
import { validatedUsername } from './nodes/collectors/validated-username-collector.js';
import { createUser } from './nodes/create-user.js';

const PASSWORD = 'secret.password';
/** Where a registration keeps that the terms were accepted. */
export const TERMS_FIELD = 'termsAccepted';
/** The profile a new account starts with. */
export const NEW_ACCOUNT_PROFILE = ['userName', 'givenName', 'sn', 'mail'] as const;

/** The new account's username, names and email, each checked by the schema's policies. */
export const newAccountProfileCollectors = () => [
  validatedUsername('userName'),
  attributeInput('givenName', 'First Name'),
  attributeInput('sn', 'Last Name'),
  attributeInput('mail', 'Email Address'),
];

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
          ...newAccountProfileCollectors(),
          validatedPassword({ field: PASSWORD }),
          kbaCreate(1),
          kbaCreate(2),
          termsAndConditions(TERMS_FIELD),
        ],
      }),
      outcomes: { next: 'createUser' },
    },
    createUser: {
      type: 'handled',
      handler: createUser({
        attributes: NEW_ACCOUNT_PROFILE,
        passwordField: PASSWORD,
        termsField: TERMS_FIELD,
      }),
      outcomes: { created: SUCCESS, failure: FAILURE },
    },
  },
};
