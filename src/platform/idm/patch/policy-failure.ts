import { CrestError } from '../../http/errors.js';

export interface PolicyRequirement {
  policyRequirement: string;
  params?: Record<string, unknown>;
}

export interface FailedPolicy {
  property: string;
  policyRequirements: PolicyRequirement[];
}

export function policyFailure(failed: FailedPolicy[]): CrestError {
  return new CrestError(400, 'Failed policy validation', {
    result: false,
    failedPolicyRequirements: failed,
  });
}
