import { z } from 'zod';
import { gatewayError, type FieldError } from '../errors.js';
import { UpstreamError } from '../upstream/errors.js';
import { failedPolicySchema, type FailedPolicy } from '../upstream/idm-profile.js';

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
  CANNOT_CONTAIN_CHARACTERS: () => ({ message: 'validation.excluded' }),
  AT_LEAST_X_CAPITAL_LETTERS: withValue('validation.password.minCapitals', 'count', 'numCaps'),
  AT_LEAST_X_NUMBERS: withValue('validation.password.minNumbers', 'count', 'numNums'),
};

/** One field error per failed requirement, each a translation key of the shared rule set. */
export function policyFieldErrors(failed: readonly FailedPolicy[]): FieldError[] {
  return failed.flatMap(({ property, policyRequirements }) =>
    policyRequirements.map(({ policyRequirement, params = {} }) => ({
      field: property,
      ...(POLICY_MESSAGES[policyRequirement]?.(params) ?? { message: 'validation.custom' }),
    })),
  );
}

const policyFailureBody = z.looseObject({
  detail: z.looseObject({ failedPolicyRequirements: z.array(failedPolicySchema) }),
});

/** A platform refusal for failed policies as BAD_USER_INPUT with translated field errors. */
export function asPolicyInputError(error: unknown): unknown {
  if (!(error instanceof UpstreamError) || error.status !== 400) return error;
  const body = policyFailureBody.safeParse(error.body);
  if (!body.success) return error;
  return gatewayError(
    'BAD_USER_INPUT',
    'Failed policy validation',
    policyFieldErrors(body.data.detail.failedPolicyRequirements),
  );
}
