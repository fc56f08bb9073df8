import { z } from 'zod';
import type { FieldError } from '../domain/api-error-contract.js';
import { passwordFailureOfRequirement } from '../domain/idm-password-policy.js';

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

function failureOf(
  property: string,
  requirement: string,
  params: Params,
): Omit<FieldError, 'field'> | undefined {
  const password =
    property === PASSWORD_PROPERTY ? passwordFailureOfRequirement(requirement, params) : undefined;
  return password ?? POLICY_MESSAGES[requirement]?.(params);
}

/**
 * One field error per failed requirement, each a translation key of the shared rule set; the
 * password's in the words of the shared password rules (`validation.password.*`).
 */
export function policyFieldErrors(failed: readonly FailedPolicy[]): FieldError[] {
  return failed.flatMap(({ property, policyRequirements }) =>
    policyRequirements.map(({ policyRequirement, params = {} }) => ({
      field: property,
      ...(failureOf(property, policyRequirement, params) ?? { message: 'validation.custom' }),
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
