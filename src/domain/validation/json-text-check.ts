import * as z from 'zod/mini';
import {
  checkJsonLimits,
  JSON_LIMIT_MESSAGE_KEYS,
  jsonLimitMessageValues,
} from '../json-limits.js';

/**
 * JSON given as text whose value stays within the shared JSON limits, as a JSON-typed input's
 * value must: without it, text of a few thousand brackets passes a length check and then
 * exhausts the stack of whatever serializes the value. Text that is not JSON passes this check;
 * the field's own rule says why it is invalid.
 */
export function jsonTextWithinLimits() {
  return z.superRefine<string>((text, ctx) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return;
    }
    const violation = checkJsonLimits(value);
    if (violation) {
      ctx.addIssue({
        code: 'custom',
        input: text,
        message: JSON_LIMIT_MESSAGE_KEYS[violation.limit],
        params: jsonLimitMessageValues(violation),
      });
    }
  });
}
