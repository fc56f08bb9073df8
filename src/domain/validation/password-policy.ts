import * as z from 'zod/mini';

const count = z.optional(z.int().check(z.nonnegative()));
const fieldNames = z.optional(z.array(z.string()));

/**
 * The password rules a realm enforces. Each key names its failure message,
 * `validation.password.<key>`; a missing key is a rule not enforced.
 */
export const passwordPolicySchema = z.object({
  /** Length in characters: at least `min`, at most `max`. Values `{ min, max }`. */
  length: z.optional(z.object({ min: count, max: count })),
  /** At least N upper-case letters. Values `{ count }`. */
  minCapitals: count,
  /** At least N lower-case letters. Values `{ count }`. */
  minLowercase: count,
  /** At least N digits 0-9. Values `{ count }`. */
  minNumbers: count,
  /** At least N symbols: characters that are neither letters, numbers nor whitespace. */
  minSymbols: count,
  /** At least N of the four sets: capitals, lower case, numbers, symbols. Values `{ count }`. */
  minCharacterSets: count,
  /** No character repeated more than N times in a row. Values `{ count }`. */
  maxRepeatedCharacters: count,
  /** Must not contain the whole value of any of these fields, matching case. Values `{ fields }`. */
  cannotContainOthers: fieldNames,
  /** Must not contain the whole value of any of these fields, in any case. Values `{ fields }`. */
  cannotContainOthersCaseInsensitive: fieldNames,
  /** Must not be one of the shipped common passwords, in any case. */
  noCommonPasswords: z.optional(z.boolean()),
  /** Must not equal any of the last N passwords. Values `{ count }`. */
  passwordHistory: count,
});

export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

export interface PasswordContext {
  /** The other fields of the form or the stored object, by name (userName, givenName, sn, ...). */
  fields?: Readonly<Record<string, unknown>>;
  /**
   * Earlier passwords as plain text, most recent first. The browser only knows what the user
   * typed in this session; the platform checks the stored (hashed) history again on save.
   */
  previousPasswords?: readonly string[];
}

export interface PasswordFailure {
  message: string;
  values?: Record<string, unknown>;
}
