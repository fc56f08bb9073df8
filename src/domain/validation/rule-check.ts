import * as z from 'zod/mini';
import { validate, type RuleName } from './index.js';

/**
 * A rule of the shared set as a zod check, so that schemas at a boundary fail with the same
 * translation key and values as forms do. Params are checked once, here.
 */
export function ruleCheck<T>(rule: RuleName, params?: Record<string, unknown>) {
  validate(rule, undefined, params);
  return z.superRefine<T>((value, ctx) => {
    const result = validate(rule, value, params);
    if (!result.valid) {
      ctx.addIssue({
        code: 'custom',
        input: value,
        message: result.message,
        ...(result.values && { params: result.values }),
      });
    }
  });
}

/** At most `max` items: `validation.maxItems` with `{ max }`. */
export function maxItemsCheck(max: number) {
  return z.refine<readonly unknown[]>((items) => items.length <= max, {
    message: 'validation.maxItems',
    params: { max },
  });
}
