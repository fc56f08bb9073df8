import type { RequirementMessage } from '../../../../domain/policy-requirement-message.js';
import { policyRequirementMessage } from '../../../../domain/policy-requirement-message.js';
import type { JourneyCallbackData } from './journey-callback-fragment.js';
import { outputValue } from './callback-values.js';

interface DescribedPolicy {
  policyId: string;
  params?: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The policies a validated callback lists in its `policies` output. */
export function describedPolicies(callback: JourneyCallbackData): DescribedPolicy[] {
  const policies = outputValue(callback, 'policies');
  if (!isRecord(policies) || !Array.isArray(policies.policies)) return [];
  return policies.policies.flatMap((policy: unknown) =>
    isRecord(policy) && typeof policy.policyId === 'string'
      ? [{ policyId: policy.policyId, ...(isRecord(policy.params) && { params: policy.params }) }]
      : [],
  );
}

/** Required when the server says so, or when one of its policies is a required policy (spec §5). */
export function isRequiredCallback(callback: JourneyCallbackData): boolean {
  if (outputValue(callback, 'required') === true) return true;
  const policies = outputValue(callback, 'policies');
  const requirements =
    isRecord(policies) && Array.isArray(policies.policyRequirements)
      ? policies.policyRequirements
      : [];
  return (
    requirements.includes('REQUIRED') ||
    describedPolicies(callback).some(({ policyId }) => policyId === 'required')
  );
}

function parsedFailure(entry: unknown): { policyRequirement: string; params?: unknown } | null {
  let value = entry;
  if (typeof entry === 'string') {
    try {
      value = JSON.parse(entry);
    } catch {
      return null;
    }
  }
  return isRecord(value) && typeof value.policyRequirement === 'string'
    ? { policyRequirement: value.policyRequirement, params: value.params }
    : null;
}

/** What the server refused in the last answer (`failedPolicies`, JSON texts as AM sends them). */
export function failedPolicyMessages(
  callback: JourneyCallbackData,
  property: string,
): RequirementMessage[] {
  const failed = outputValue(callback, 'failedPolicies');
  if (!Array.isArray(failed)) return [];
  return failed.flatMap((entry) => {
    const failure = parsedFailure(entry);
    if (!failure) return [];
    const params = isRecord(failure.params) ? failure.params : {};
    return [policyRequirementMessage(property, failure.policyRequirement, params)];
  });
}
