import { checkPassword } from '../../domain/validation/check-password.js';
import type { PasswordContext, PasswordPolicy } from '../../domain/validation/password-policy.js';
import type { ValidationFailure } from '../i18n/validation-message.js';

/** The realm's password policy as the gateway sends it. */
export interface PasswordPolicyFields {
  minLength?: number | null;
  maxLength?: number | null;
  minCapitals?: number | null;
  minLowercase?: number | null;
  minNumbers?: number | null;
  minSymbols?: number | null;
  minCharacterSets?: number | null;
  maxRepeatedCharacters?: number | null;
  cannotContainOthers: readonly string[];
  cannotContainOthersCaseInsensitive: readonly string[];
  noCommonPasswords: boolean;
  passwordHistory?: number | null;
  fieldValues: unknown;
}

export interface RealmPasswordRules {
  policy: PasswordPolicy;
  context: PasswordContext;
}

const given = (value: number | null | undefined) => (value == null ? undefined : value);

function fieldValuesOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

export function realmPasswordRules(fields: PasswordPolicyFields): RealmPasswordRules {
  const min = given(fields.minLength);
  const max = given(fields.maxLength);
  return {
    policy: {
      ...((min !== undefined || max !== undefined) && { length: { min, max } }),
      minCapitals: given(fields.minCapitals),
      minLowercase: given(fields.minLowercase),
      minNumbers: given(fields.minNumbers),
      minSymbols: given(fields.minSymbols),
      minCharacterSets: given(fields.minCharacterSets),
      maxRepeatedCharacters: given(fields.maxRepeatedCharacters),
      cannotContainOthers: [...fields.cannotContainOthers],
      cannotContainOthersCaseInsensitive: [...fields.cannotContainOthersCaseInsensitive],
      noCommonPasswords: fields.noCommonPasswords,
    },
    context: { fields: fieldValuesOf(fields.fieldValues) },
  };
}

export interface PasswordRule extends ValidationFailure {
  met: boolean;
}

/** Every rule the policy sets, in the order `checkPassword` reports them. */
function policyRules(policy: PasswordPolicy): ValidationFailure[] {
  const rules: ValidationFailure[] = [];
  const rule = (name: keyof PasswordPolicy, values?: Record<string, unknown>) =>
    rules.push({ message: `validation.password.${name}`, ...(values && { values }) });
  const { min, max } = policy.length ?? {};
  if (min !== undefined || max !== undefined) {
    rule('length', { ...(min !== undefined && { min }), ...(max !== undefined && { max }) });
  }
  for (const name of [
    'minCapitals',
    'minLowercase',
    'minNumbers',
    'minSymbols',
    'minCharacterSets',
    'maxRepeatedCharacters',
  ] as const) {
    const count = policy[name];
    if (count !== undefined) rule(name, { count });
  }
  for (const name of ['cannotContainOthers', 'cannotContainOthersCaseInsensitive'] as const) {
    const fields = policy[name] ?? [];
    if (fields.length > 0) rule(name, { fields });
  }
  if (policy.noCommonPasswords) rule('noCommonPasswords');
  return rules;
}

/** The checklist: each rule of the realm, and whether `password` meets it. */
export function passwordRules(
  password: string,
  { policy, context }: RealmPasswordRules,
): PasswordRule[] {
  const failed = new Set(checkPassword(password, policy, context).map(({ message }) => message));
  return policyRules(policy).map((rule) => ({ ...rule, met: !failed.has(rule.message) }));
}

/** The rules `password` fails, with the values the messages need. */
export function failedPasswordRules(
  password: string,
  { policy, context }: RealmPasswordRules,
): ValidationFailure[] {
  return checkPassword(password, policy, context);
}
