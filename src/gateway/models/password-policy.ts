import { z } from 'zod';
import { passwordPolicyFromIdm } from '../../domain/idm-password-policy.js';
import type { PasswordPolicy as RealmPasswordPolicy } from '../../domain/validation/password-policy.js';
import type { PasswordPolicy } from '../generated/resolvers-types.js';
import type { ObjectSchemaDocument } from '../upstream/idm.js';

const policiesSchema = z
  .array(
    z.looseObject({ policyId: z.string(), params: z.record(z.string(), z.unknown()).optional() }),
  )
  .catch([]);

/**
 * The realm's password rules in the shared rule set's terms, read from the policies of the
 * `password` property in the managed-object schema.
 */
export function passwordPolicyOf(schema: ObjectSchemaDocument): RealmPasswordPolicy {
  return passwordPolicyFromIdm(policiesSchema.parse(schema.properties.password?.policies));
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
