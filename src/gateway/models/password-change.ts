import { checkPassword } from '../../domain/validation/check-password.js';
import type { PasswordPolicy } from '../../domain/validation/password-policy.js';
import type { FieldError } from '../../domain/api-error-contract.js';
import { gatewayError } from '../errors.js';
import { policyFieldErrorsOf } from '../policy-failures.js';
import { UpstreamError } from '../upstream/errors.js';

const PASSWORD_PROPERTY = 'password';
const NEW_PASSWORD = 'newPassword';

/**
 * Refuses, before any platform call, a new password that fails the realm's policy by the shared
 * rules, listing every failure; the platform checks the same policies again.
 */
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

/** The platform's refusals of the password itself, as errors on `newPassword`. */
function passwordPolicyFailures(body: unknown): FieldError[] {
  return (policyFieldErrorsOf(body) ?? [])
    .filter(({ field }) => field === PASSWORD_PROPERTY)
    .map((failure) => ({ ...failure, field: NEW_PASSWORD }));
}

/**
 * A refused password change as the form shows it: a wrong current password and each password
 * policy the platform found failed, on their fields; anything else as the platform answered.
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
