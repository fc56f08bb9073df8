import { z } from 'zod';
import { checkPassword } from '../../domain/validation/check-password.js';
import type { PasswordPolicy } from '../../domain/validation/password-policy.js';
import { gatewayError, type FieldError } from '../errors.js';
import { UpstreamError } from '../upstream/errors.js';

const NEW_PASSWORD = 'newPassword';

/** Every policy the new password fails, as field errors on `newPassword`. */
export function refuseWeakPassword(
  password: string,
  policy: PasswordPolicy,
  user: Readonly<Record<string, unknown>>,
): void {
  const failures = checkPassword(password, policy, { fields: user });
  if (failures.length === 0) return;
  throw gatewayError(
    'BAD_USER_INPUT',
    'The password does not meet the password policy',
    failures.map((failure) => ({ field: NEW_PASSWORD, ...failure })),
  );
}

const failedPoliciesSchema = z.object({
  detail: z.object({
    failedPolicyRequirements: z.array(
      z.object({
        property: z.string(),
        policyRequirements: z.array(
          z.object({
            policyRequirement: z.string(),
            params: z.record(z.string(), z.unknown()).optional(),
          }),
        ),
      }),
    ),
  }),
});

/** The platform's password policy requirements, in the shared rule set's messages. */
const REQUIREMENT_MESSAGES: Record<string, (params: Record<string, unknown>) => FieldError> = {
  MIN_LENGTH: (params) => ({
    field: NEW_PASSWORD,
    message: 'validation.password.length',
    values: { min: params.minLength },
  }),
  MAX_LENGTH: (params) => ({
    field: NEW_PASSWORD,
    message: 'validation.password.length',
    values: { max: params.maxLength },
  }),
  AT_LEAST_X_CAPITAL_LETTERS: (params) => ({
    field: NEW_PASSWORD,
    message: 'validation.password.minCapitals',
    values: { count: params.numCaps },
  }),
  AT_LEAST_X_NUMBERS: (params) => ({
    field: NEW_PASSWORD,
    message: 'validation.password.minNumbers',
    values: { count: params.numNums },
  }),
  CANNOT_CONTAIN_OTHERS: (params) => ({
    field: NEW_PASSWORD,
    message: 'validation.password.cannotContainOthersCaseInsensitive',
    values: { fields: params.disallowedFields },
  }),
};

function passwordPolicyFailures(body: unknown): FieldError[] {
  const parsed = failedPoliciesSchema.safeParse(body);
  if (!parsed.success) return [];
  return parsed.data.detail.failedPolicyRequirements
    .filter(({ property }) => property === 'password')
    .flatMap(({ policyRequirements }) =>
      policyRequirements.map(
        ({ policyRequirement, params = {} }) =>
          REQUIREMENT_MESSAGES[policyRequirement]?.(params) ?? {
            field: NEW_PASSWORD,
            message: 'validation.custom',
          },
      ),
    );
}

/**
 * A refused password change as the form shows it: a wrong current password and each failed
 * password policy on their fields; anything else as the platform answered.
 */
export function passwordChangeError(error: unknown): unknown {
  if (!(error instanceof UpstreamError)) return error;
  if (error.status === 403) {
    return gatewayError('BAD_USER_INPUT', 'The current password is not right', [
      { field: 'currentPassword', message: 'accountSecurity.errors.currentPasswordIncorrect' },
    ]);
  }
  const failures = error.status === 400 ? passwordPolicyFailures(error.body) : [];
  return failures.length > 0
    ? gatewayError('BAD_USER_INPUT', 'The password does not meet the password policy', failures)
    : error;
}
