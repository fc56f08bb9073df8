import { patternSchema, simpleRule } from './rule.js';

/*
 * alpha, alphaNum, alphaNumDash and alphaDashSpaces describe human text, so they accept letters of
 * any script (with their combining marks) and decimal digits of any script. The lower-case rules
 * describe identifiers and accept ASCII only.
 */
export const characterClassRules = {
  alpha: simpleRule(patternSchema('validation.alpha', /^[\p{L}\p{M}]+$/u)),
  alphaNum: simpleRule(patternSchema('validation.alphaNum', /^[\p{L}\p{M}\p{Nd}]+$/u)),
  /** Letters, digits, dashes and underscores. */
  alphaNumDash: simpleRule(patternSchema('validation.alphaNumDash', /^[\p{L}\p{M}\p{Nd}_-]+$/u)),
  /** Letters, digits, dashes, underscores and spaces. */
  alphaDashSpaces: simpleRule(
    patternSchema('validation.alphaDashSpaces', /^[\p{L}\p{M}\p{Nd}_ -]+$/u),
  ),
  alphaNumLower: simpleRule(patternSchema('validation.alphaNumLower', /^[a-z0-9]+$/)),
  alphaNumUnderComma: simpleRule(
    patternSchema('validation.alphaNumUnderComma', /^[A-Za-z0-9_,]+$/),
  ),
  lowerAlphaNumUnderHyphen: simpleRule(
    patternSchema('validation.lowerAlphaNumUnderHyphen', /^[a-z0-9_-]+$/),
  ),
};
