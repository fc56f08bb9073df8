import { SOCIAL_REGISTRATION_STAGE } from '../../../../domain/social-sign-in.js';
import { insertLink } from '../../../social/links-store.js';
import type { ExternalIdentity } from '../../../social/relying-party.js';
import type { NodeHandler } from '../journey.js';
import { collectorPage } from './collector-page.js';
import { NEW_ACCOUNT_PROFILE, newAccountProfileCollectors, TERMS_FIELD } from '../registration.js';
import { termsAndConditions } from './collectors/terms-collector.js';
import { createUser } from './create-user.js';
import { SIGN_IN_VALUES } from './sign-in-choice.js';
import { SOCIAL_REGISTRATION_TEXT } from './social-sign-in-texts.js';

/** What the journey keeps of the identity a provider vouched for, until the account exists. */
const IDENTITY_VALUES = {
  subject: 'social.subject',
  email: 'social.email',
  providerName: 'social.providerName',
} as const;

/**
 * The values that take a social identity linked to nobody to the registration page: the identity
 * itself, and the profile the provider shared as the form's first values (its email as username).
 */
export function socialRegistrationValues(
  values: Record<string, string>,
  identity: ExternalIdentity,
  providerName: string,
): Record<string, string> {
  return {
    ...values,
    [IDENTITY_VALUES.subject]: identity.subject,
    [IDENTITY_VALUES.email]: identity.email ?? '',
    [IDENTITY_VALUES.providerName]: providerName,
    userName: identity.email ?? '',
    givenName: identity.givenName ?? '',
    sn: identity.familyName ?? '',
    mail: identity.email ?? '',
  };
}

/**
 * AM's social registration: a page that creates an account from what the provider shared, checked
 * by the schema's policies, with the realm's terms to accept. Outcome `next` with the values.
 */
export const socialRegistrationPage: NodeHandler = collectorPage({
  stage: SOCIAL_REGISTRATION_STAGE,
  header: 'Create Account',
  description: SOCIAL_REGISTRATION_TEXT,
  placeholders: (values) => ({ provider: values[IDENTITY_VALUES.providerName] ?? '' }),
  collectors: [...newAccountProfileCollectors(), termsAndConditions(TERMS_FIELD)],
});

/**
 * Creates the account, without a password, and links the provider's identity to it in the same
 * transaction: outcome `created` with the account, which signs in at once; `failure` when a
 * policy refuses the account or the identity was linked to another account meanwhile.
 */
export const createSocialAccount: NodeHandler = createUser({
  attributes: NEW_ACCOUNT_PROFILE,
  termsField: TERMS_FIELD,
  alsoWrite: async (trx, { realm, userId, now }, values) => {
    const link = {
      provider: values[SIGN_IN_VALUES.provider] ?? '',
      subject: values[IDENTITY_VALUES.subject] ?? '',
      email: values[IDENTITY_VALUES.email] || null,
    };
    return (await insertLink(trx, { realm, userId }, link, now)) !== null;
  },
});
