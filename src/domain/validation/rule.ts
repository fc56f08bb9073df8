import * as z from 'zod/mini';

/** A rule ready to run: its zod schema, and the values its message interpolates. */
export interface BuiltRule {
  schema: z.ZodMiniType;
  values?: Record<string, unknown>;
}

export interface Rule {
  /** Whether the rule judges empty values (undefined, null, ''); every other rule lets them pass. */
  checksEmpty: boolean;
  /**
   * Whether the rule judges a list as a whole (required, minItems); every other rule judges a
   * multi-valued attribute element by element.
   */
  checksLists: boolean;
  build(ruleName: string, params: Record<string, unknown>): BuiltRule;
}

interface RuleOptions {
  checksEmpty?: boolean;
  checksLists?: boolean;
}

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** A rule without params: one schema, built once. */
export function simpleRule(schema: z.ZodMiniType, options: RuleOptions = {}): Rule {
  return {
    checksEmpty: options.checksEmpty ?? false,
    checksLists: options.checksLists ?? false,
    build: () => ({ schema }),
  };
}

/**
 * A rule built from params. Params that do not fit `paramsSchema` are a programming mistake and
 * throw; values never do.
 */
export function paramRule<P>(
  paramsSchema: z.ZodMiniType<P>,
  build: (params: P) => BuiltRule,
  options: RuleOptions = {},
): Rule {
  return {
    checksEmpty: options.checksEmpty ?? false,
    checksLists: options.checksLists ?? false,
    build(ruleName, raw) {
      const parsed = paramsSchema.safeParse(raw);
      if (!parsed.success) {
        throw new TypeError(
          `Invalid params for validation rule "${ruleName}": ${z.prettifyError(parsed.error)}`,
        );
      }
      return build(parsed.data);
    },
  };
}

/** A string that passes `test`; anything else fails with `message`. */
export function textSchema(message: string, test: (text: string) => boolean): z.ZodMiniType {
  return z.string(message).check(z.refine(test, message));
}

export function patternSchema(message: string, pattern: RegExp): z.ZodMiniType {
  return z.string(message).check(z.regex(pattern, message));
}

/** Any value that passes `test`, which must not throw. */
export function valueSchema(message: string, test: (value: unknown) => boolean): z.ZodMiniType {
  return z.unknown().check(z.refine(test, message));
}

/** Strings as they are, finite numbers in their decimal form; undefined for anything else. */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const primitive = (x: unknown) => ['string', 'number', 'boolean', 'bigint'].includes(typeof x);
  return primitive(a) && primitive(b) && String(a) === String(b);
}

/** Trimmed and lower-cased, the form `unique` and `notAllowed` compare. */
export function comparable(value: unknown): string | undefined {
  return asText(value)?.trim().toLowerCase();
}
