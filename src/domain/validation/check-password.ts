import { COMMON_PASSWORDS } from './common-passwords.js';
import type { PasswordContext, PasswordFailure, PasswordPolicy } from './password-policy.js';

const CHARACTER_SETS = {
  capitals: /\p{Lu}/u,
  lowercase: /\p{Ll}/u,
  numbers: /[0-9]/,
  symbols: /[^\p{L}\p{M}\p{N}\s]/u,
} as const;

const countOf = (characters: readonly string[], set: RegExp) =>
  characters.filter((character) => set.test(character)).length;

function longestRun(characters: readonly string[]): number {
  let longest = 0;
  let run = 0;
  characters.forEach((character, index) => {
    run = character === characters[index - 1] ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

/** The fields whose whole (non-blank) value occurs in the password. */
function containedFields(
  password: string,
  names: readonly string[],
  fields: Readonly<Record<string, unknown>>,
  ignoreCase: boolean,
): string[] {
  const fold = (text: string) => (ignoreCase ? text.toLowerCase() : text);
  return names.filter((name) => {
    const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
    return typeof value === 'string' && value.trim() !== '' && fold(password).includes(fold(value));
  });
}

/**
 * Every policy the password fails, in a fixed order, each with its translation key
 * (`validation.password.<policy>`) and the values the message needs. A password that is not text
 * is judged as the empty password.
 */
export function checkPassword(
  password: unknown,
  policy: PasswordPolicy,
  context: PasswordContext = {},
): PasswordFailure[] {
  const text = typeof password === 'string' ? password : '';
  const characters = [...text];
  const failures: PasswordFailure[] = [];
  const fail = (name: keyof PasswordPolicy, values?: Record<string, unknown>) =>
    failures.push({ message: `validation.password.${name}`, ...(values && { values }) });

  const { min, max } = policy.length ?? {};
  if (
    (min !== undefined && characters.length < min) ||
    (max !== undefined && characters.length > max)
  ) {
    fail('length', { ...(min !== undefined && { min }), ...(max !== undefined && { max }) });
  }

  const counts = {
    minCapitals: countOf(characters, CHARACTER_SETS.capitals),
    minLowercase: countOf(characters, CHARACTER_SETS.lowercase),
    minNumbers: countOf(characters, CHARACTER_SETS.numbers),
    minSymbols: countOf(characters, CHARACTER_SETS.symbols),
  };
  for (const name of ['minCapitals', 'minLowercase', 'minNumbers', 'minSymbols'] as const) {
    const required = policy[name];
    if (required !== undefined && counts[name] < required) fail(name, { count: required });
  }

  const sets = Object.values(counts).filter((found) => found > 0).length;
  if (policy.minCharacterSets !== undefined && sets < policy.minCharacterSets) {
    fail('minCharacterSets', { count: policy.minCharacterSets });
  }

  const repeats = policy.maxRepeatedCharacters;
  if (repeats !== undefined && longestRun(characters) > repeats) {
    fail('maxRepeatedCharacters', { count: repeats });
  }

  const fields = context.fields ?? {};
  const sensitive = containedFields(text, policy.cannotContainOthers ?? [], fields, false);
  if (sensitive.length > 0) fail('cannotContainOthers', { fields: sensitive });
  const insensitive = containedFields(
    text,
    policy.cannotContainOthersCaseInsensitive ?? [],
    fields,
    true,
  );
  if (insensitive.length > 0) fail('cannotContainOthersCaseInsensitive', { fields: insensitive });

  if (policy.noCommonPasswords && COMMON_PASSWORDS.has(text.toLowerCase())) {
    fail('noCommonPasswords');
  }

  const history = policy.passwordHistory;
  if (history && (context.previousPasswords ?? []).slice(0, history).includes(text)) {
    fail('passwordHistory', { count: history });
  }

  return failures;
}
