/**
 * Bounds that keep one evaluation cheap whatever an administrator types: the expression is
 * short, shallow and loop-free, regular expressions are short and without nested repetition
 * (the usual shapes of catastrophic backtracking) and run on at most 10 000 characters, and
 * no text result grows past a million characters.
 */
export const JSLT_LIMITS = {
  maxExpressionLength: 4_000,
  maxNestingDepth: 64,
  maxRegexLength: 200,
  maxRegexSubjectLength: 10_000,
  maxTextLength: 1_000_000,
} as const;
