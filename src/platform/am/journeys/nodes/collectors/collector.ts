import type { PolicyRequirement } from '../../../../idm/patch/policy-failure.js';
import type { JourneyPlatform } from '../journey-platform.js';
import type { NameValue } from '../rendered-callback.js';

interface CollectorContext {
  platform: JourneyPlatform;
  /** The journey's values, with what this page collected. */
  values: Record<string, string>;
}

/** One callback of a page: what it shows, what it reads from the answer and what it refuses. */
export interface Collector {
  /** AM's callback type. */
  type: string;
  render(
    context: CollectorContext & { failures: readonly PolicyRequirement[] },
  ): Promise<{ output: NameValue[]; input: { suffix: string; value: unknown }[] }>;
  /** The values the answered inputs (read by their name's suffix after `IDToken<n>`) give. */
  read(input: (suffix: string) => unknown): Record<string, string>;
  validate?(context: CollectorContext): Promise<PolicyRequirement[]>;
}

export const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export const isBlank = (value: string | undefined) => (value ?? '').trim() === '';

/** AM lists failed policies as JSON texts, one per requirement. */
export const failedPoliciesOutput = (failures: readonly PolicyRequirement[]) =>
  failures.map((failure) => JSON.stringify(failure));
