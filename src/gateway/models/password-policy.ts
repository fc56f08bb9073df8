import { z } from 'zod';
import type { PasswordPolicy as RealmPasswordPolicy } from '../../domain/validation/password-policy.js';
import type { PasswordPolicy } from '../generated/resolvers-types.js';
import type { ObjectSchemaDocument } from '../upstream/idm.js';

const policiesSchema = z
  .array(
    z.looseObject({ policyId: z.string(), params: z.record(z.string(), z.unknown()).optional() }),
  )
  .catch([]);

const count = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
/** Field names, listed or (as IDM also takes them) comma-separated. */
const names = (value: unknown) =>
  Array.isArray(value)
    ? value.filter((name) => typeof name === 'string')
    : typeof value === 'string'
      ? value.split(',').map((name) => name.trim())
      : [];

/**
 * The realm's password rules in the shared rule set's terms, read from the policies of the
 * `password` property in the managed-object schema (IDM policy ids and their defaults, and the
 * platform's `at-least-X-lowercase`, `at-least-X-symbols` and `dictionary`).
 */
export function passwordPolicyOf(schema: ObjectSchemaDocument): RealmPasswordPolicy {
  const policy: RealmPasswordPolicy = {};
  for (const { policyId, params = {} } of policiesSchema.parse(
    schema.properties.password?.policies,
  )) {
    switch (policyId) {
      case 'minimum-length':
        policy.length = { ...policy.length, min: count(params.minLength, 1) };
        break;
      case 'maximum-length':
        policy.length = { ...policy.length, max: count(params.maxLength, Number.MAX_SAFE_INTEGER) };
        break;
      case 'at-least-X-capitals':
        policy.minCapitals = count(params.numCaps, 1);
        break;
      case 'at-least-X-lowercase':
        policy.minLowercase = count(params.numLower, 1);
        break;
      case 'at-least-X-numbers':
        policy.minNumbers = count(params.numNums, 1);
        break;
      case 'at-least-X-symbols':
        policy.minSymbols = count(params.numSymbols, 1);
        break;
      case 'cannot-contain-others':
        policy.cannotContainOthersCaseInsensitive = names(params.disallowedFields);
        break;
      case 'dictionary':
        policy.noCommonPasswords = true;
        break;
      case 'is-new':
        policy.passwordHistory = count(params.historyLength, 1);
        break;
    }
  }
  return policy;
}

/** The policy as the UI reads it, with the user's values of the fields it names. */
export function toPasswordPolicy(
  policy: RealmPasswordPolicy,
  user: Readonly<Record<string, unknown>>,
): PasswordPolicy {
  const fields = [
    ...(policy.cannotContainOthers ?? []),
    ...(policy.cannotContainOthersCaseInsensitive ?? []),
  ];
  return {
    minLength: policy.length?.min ?? null,
    maxLength: policy.length?.max ?? null,
    minCapitals: policy.minCapitals ?? null,
    minLowercase: policy.minLowercase ?? null,
    minNumbers: policy.minNumbers ?? null,
    minSymbols: policy.minSymbols ?? null,
    minCharacterSets: policy.minCharacterSets ?? null,
    maxRepeatedCharacters: policy.maxRepeatedCharacters ?? null,
    cannotContainOthers: policy.cannotContainOthers ?? [],
    cannotContainOthersCaseInsensitive: policy.cannotContainOthersCaseInsensitive ?? [],
    noCommonPasswords: policy.noCommonPasswords ?? false,
    passwordHistory: policy.passwordHistory ?? null,
    fieldValues: Object.fromEntries(
      fields.flatMap((name) => {
        const value = Object.hasOwn(user, name) ? user[name] : undefined;
        return typeof value === 'string' ? [[name, value]] : [];
      }),
    ),
  };
}
