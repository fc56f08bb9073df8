import { passwordFailureOfRequirement } from './idm-password-policy.js';

type Params = Readonly<Record<string, unknown>>;

/** A failed requirement in the shared rule set's words: a translation key and its values. */
export interface RequirementMessage {
  message: string;
  values?: Record<string, unknown>;
}

type Message = (params: Params) => RequirementMessage;

const withValue = (message: string, name: string, param: string): Message => {
  return (params) =>
    params[param] === undefined ? { message } : { message, values: { [name]: params[param] } };
};

/** The platform's policy requirements in the shared rule set's words. */
const POLICY_MESSAGES: Readonly<Record<string, Message>> = {
  REQUIRED: () => ({ message: 'validation.required' }),
  MIN_LENGTH: withValue('validation.minLength', 'length', 'minLength'),
  MAX_LENGTH: withValue('validation.maxLength', 'length', 'maxLength'),
  VALID_EMAIL_ADDRESS_FORMAT: () => ({ message: 'validation.email' }),
  VALID_URL: () => ({ message: 'validation.url' }),
  VALID_PHONE_FORMAT: () => ({ message: 'validation.phoneNumber' }),
  UNIQUE: () => ({ message: 'validation.unique' }),
  VALID_TYPE: () => ({ message: 'validation.invalid_type' }),
  CANNOT_CONTAIN_CHARACTERS: withValue('validation.excluded', 'forbiddenChars', 'forbiddenChars'),
  AT_LEAST_X_CAPITAL_LETTERS: withValue('validation.password.minCapitals', 'count', 'numCaps'),
  AT_LEAST_X_NUMBERS: withValue('validation.password.minNumbers', 'count', 'numNums'),
  MIN_ITEMS: withValue('validation.minItems', 'min', 'minItems'),
  MAX_ITEMS: withValue('validation.maxItems', 'max', 'maxItems'),
  VALID_KBA_QUESTION: () => ({ message: 'validation.invalid_value' }),
  KBA_DUPLICATE_QUESTIONS: () => ({ message: 'validation.kbaDuplicateQuestions' }),
};

/**
 * What a failed requirement of `property` means, in the shared rule set's words; a password's in
 * the words of the shared password rules (`validation.password.*`); `validation.custom` for a
 * requirement the rule set has no words for.
 */
export function policyRequirementMessage(
  property: string,
  requirement: string,
  params: Params = {},
): RequirementMessage {
  const password =
    property === 'password' ? passwordFailureOfRequirement(requirement, params) : undefined;
  return password ?? POLICY_MESSAGES[requirement]?.(params) ?? { message: 'validation.custom' };
}
