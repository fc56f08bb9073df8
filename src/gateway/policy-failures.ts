import { z } from 'zod';
import type { FieldError } from '../domain/api-error-contract.js';
import { policyRequirementMessage } from '../domain/policy-requirement-message.js';

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

/**
 * One field error per failed requirement, each a translation key of the shared rule set; the
 * password's in the words of the shared password rules (`validation.password.*`).
 */
export function policyFieldErrors(failed: readonly FailedPolicy[]): FieldError[] {
  return failed.flatMap(({ property, policyRequirements }) =>
    policyRequirements.map(({ policyRequirement, params = {} }) => ({
      field: property,
      ...policyRequirementMessage(property, policyRequirement, params),
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
