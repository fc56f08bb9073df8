import { checkPassword } from './validation/check-password.js';
import type { PasswordFailure, PasswordPolicy } from './validation/password-policy.js';

type Params = Readonly<Record<string, unknown>>;

/** A policy of a managed-object property, as IDM's schema lists it. */
export interface IdmPolicy {
  policyId: string;
  params?: Params;
}

/** A failed policy as IDM's policy service reports it. */
interface IdmPolicyRequirement {
  policyRequirement: string;
  params?: Record<string, unknown>;
}

/** A count parameter: a whole number from 0, or the policy's default. */
const countParam = (params: Params, name: string, fallback: number): number => {
  const value = params[name];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
};

/** Field names, listed or (as IDM also takes them) comma-separated. */
const fieldNamesParam = (params: Params, name: string): string[] => {
  const value = params[name];
  const names = Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : typeof value === 'string'
      ? value.split(',')
      : [];
  return names.map((item) => item.trim()).filter((item) => item !== '');
};

interface VocabularyEntry {
  /** The requirement IDM reports when the policy fails. */
  requirement: string;
  /** The policy in the shared password rules' terms. */
  rule(params: Params): PasswordPolicy;
  /** The params reported with a failure, from the policy's params and the shared rule's failure. */
  reported(params: Params, failure: PasswordFailure): Record<string, unknown> | undefined;
  /** A reported failure in the shared password rules' words (`validation.password.*`). */
  failure(reported: Params): PasswordFailure;
}

const withValue = (message: string, name: string, value: unknown): PasswordFailure =>
  value === undefined ? { message } : { message, values: { [name]: value } };

function counted(
  requirement: string,
  param: string,
  key: 'minCapitals' | 'minLowercase' | 'minNumbers' | 'minSymbols' | 'passwordHistory',
): VocabularyEntry {
  return {
    requirement,
    rule: (params) => ({ [key]: countParam(params, param, 1) }),
    reported: (params) => ({ [param]: countParam(params, param, 1) }),
    failure: (reported) => withValue(`validation.password.${key}`, 'count', reported[param]),
  };
}

/**
 * IDM's password policies by id, with the requirement each reports and its params. The platform
 * enforces them through the shared password rules and the gateway reads them into those rules to
 * check early, so a password is judged the same everywhere. `at-least-X-lowercase`,
 * `at-least-X-symbols` and `dictionary` are this platform's own, in the same form.
 */
const VOCABULARY: Readonly<Record<string, VocabularyEntry>> = {
  'minimum-length': {
    requirement: 'MIN_LENGTH',
    rule: (params) => ({ length: { min: countParam(params, 'minLength', 1) } }),
    reported: (params) => ({ minLength: countParam(params, 'minLength', 1) }),
    failure: (reported) => withValue('validation.password.length', 'min', reported.minLength),
  },
  'maximum-length': {
    requirement: 'MAX_LENGTH',
    rule: (params) => ({
      length: { max: countParam(params, 'maxLength', Number.MAX_SAFE_INTEGER) },
    }),
    reported: (params) => ({ maxLength: countParam(params, 'maxLength', Number.MAX_SAFE_INTEGER) }),
    failure: (reported) => withValue('validation.password.length', 'max', reported.maxLength),
  },
  'at-least-X-capitals': counted('AT_LEAST_X_CAPITAL_LETTERS', 'numCaps', 'minCapitals'),
  'at-least-X-lowercase': counted('AT_LEAST_X_LOWERCASE_LETTERS', 'numLower', 'minLowercase'),
  'at-least-X-numbers': counted('AT_LEAST_X_NUMBERS', 'numNums', 'minNumbers'),
  'at-least-X-symbols': counted('AT_LEAST_X_SYMBOLS', 'numSymbols', 'minSymbols'),
  'cannot-contain-others': {
    requirement: 'CANNOT_CONTAIN_OTHERS',
    rule: (params) => ({
      cannotContainOthersCaseInsensitive: fieldNamesParam(params, 'disallowedFields'),
    }),
    reported: (_params, failure) => ({ disallowedFields: failure.values?.fields ?? [] }),
    failure: (reported) => ({
      message: 'validation.password.cannotContainOthersCaseInsensitive',
      values: { fields: fieldNamesParam(reported, 'disallowedFields') },
    }),
  },
  dictionary: {
    requirement: 'DICTIONARY',
    rule: () => ({ noCommonPasswords: true }),
    reported: () => undefined,
    failure: () => ({ message: 'validation.password.noCommonPasswords' }),
  },
  'is-new': counted('IS_NEW', 'historyLength', 'passwordHistory'),
};

const entryOf = (policyId: string): VocabularyEntry | undefined =>
  Object.hasOwn(VOCABULARY, policyId) ? VOCABULARY[policyId] : undefined;

/** The password rules a property's IDM policies make, in the shared rule set's terms. */
export function passwordPolicyFromIdm(policies: readonly IdmPolicy[]): PasswordPolicy {
  return policies.reduce<PasswordPolicy>((policy, { policyId, params = {} }) => {
    const rule = entryOf(policyId)?.rule(params);
    if (!rule) return policy;
    return {
      ...policy,
      ...rule,
      ...(rule.length && { length: { ...policy.length, ...rule.length } }),
    };
  }, {});
}

/**
 * Whether a value breaks one IDM password policy, judged by the shared password rules: the
 * requirement IDM would report, or undefined when it holds (or the id is no password policy).
 * `fields` is the object the value belongs to, for the policies that compare with other fields.
 * `is-new` needs the password history, which only the caller has: it never fails here.
 */
export function failedIdmPasswordPolicy(
  { policyId, params = {} }: IdmPolicy,
  value: string,
  fields: Readonly<Record<string, unknown>>,
): IdmPolicyRequirement | undefined {
  const entry = entryOf(policyId);
  if (!entry) return undefined;
  const [failure] = checkPassword(value, entry.rule(params), { fields });
  if (!failure) return undefined;
  const reported = entry.reported(params, failure);
  return reported
    ? { policyRequirement: entry.requirement, params: reported }
    : { policyRequirement: entry.requirement };
}

/** Whether the platform's policy id is one of the password vocabulary. */
export function isIdmPasswordPolicy(policyId: string): boolean {
  return entryOf(policyId) !== undefined;
}

const REQUIREMENTS: ReadonlyMap<string, VocabularyEntry> = new Map(
  Object.values(VOCABULARY).map((entry) => [entry.requirement, entry]),
);

/** A password requirement the platform reported, in the shared password rules' words. */
export function passwordFailureOfRequirement(
  requirement: string,
  params: Params = {},
): PasswordFailure | undefined {
  return REQUIREMENTS.get(requirement)?.failure(params);
}
