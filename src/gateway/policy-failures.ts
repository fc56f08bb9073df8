import { z } from 'zod';
import type { FieldError } from '../domain/api-error-contract.js';

const policyRequirementSchema = z.looseObject({
  policyRequirement: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
});

/** One property's failed requirements, as the platform's policy service names them. */
export const failedPolicySchema = z.looseObject({
  property: z.string(),
  policyRequirements: z.array(policyRequirementSchema).default([]),
});
export type FailedPolicy = z.infer<typeof failedPolicySchema>;

type Params = Record<string, unknown>;
type Message = (params: Params) => Omit<FieldError, 'field'>;

const withValue = (message: string, name: string, param: string): Message => {
  return (params) =>
    params[param] === undefined ? { message } : { message, values: { [name]: params[param] } };
};

const fieldNames = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string'
      ? value.split(',').map((name) => name.trim())
      : [];

/** The password policies' requirements, in the words of the shared password rules. */
const PASSWORD_MESSAGES: Readonly<Record<string, Message>> = {
  MIN_LENGTH: withValue('validation.password.length', 'min', 'minLength'),
  MAX_LENGTH: withValue('validation.password.length', 'max', 'maxLength'),
  AT_LEAST_X_CAPITAL_LETTERS: withValue('validation.password.minCapitals', 'count', 'numCaps'),
  AT_LEAST_X_LOWERCASE_LETTERS: withValue('validation.password.minLowercase', 'count', 'numLower'),
  AT_LEAST_X_NUMBERS: withValue('validation.password.minNumbers', 'count', 'numNums'),
  AT_LEAST_X_SYMBOLS: withValue('validation.password.minSymbols', 'count', 'numSymbols'),
  CANNOT_CONTAIN_OTHERS: (params) => ({
    message: 'validation.password.cannotContainOthersCaseInsensitive',
    values: { fields: fieldNames(params.disallowedFields) },
  }),
  DICTIONARY: () => ({ message: 'validation.password.noCommonPasswords' }),
  IS_NEW: withValue('validation.password.passwordHistory', 'count', 'historyLength'),
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

const PASSWORD_PROPERTY = 'password';

function messageOf(property: string, requirement: string): Message | undefined {
  const password = property === PASSWORD_PROPERTY ? PASSWORD_MESSAGES[requirement] : undefined;
  return password ?? POLICY_MESSAGES[requirement];
}

/**
 * One field error per failed requirement, each a translation key of the shared rule set; the
 * password's in the words of the shared password rules (`validation.password.*`).
 */
export function policyFieldErrors(failed: readonly FailedPolicy[]): FieldError[] {
  return failed.flatMap(({ property, policyRequirements }) =>
    policyRequirements.map(({ policyRequirement, params = {} }) => ({
      field: property,
      ...(messageOf(property, policyRequirement)?.(params) ?? { message: 'validation.custom' }),
    })),
  );
}

const policyFailureBody = z.looseObject({
  detail: z.looseObject({ failedPolicyRequirements: z.array(failedPolicySchema) }),
});

/** The field errors of a platform refusal for failed policies; undefined for any other body. */
export function policyFieldErrorsOf(body: unknown): FieldError[] | undefined {
  const parsed = policyFailureBody.safeParse(body);
  return parsed.success
    ? policyFieldErrors(parsed.data.detail.failedPolicyRequirements)
    : undefined;
}
