/**
 * Bounds of every JSON document the product accepts, checked by the gateway (per JSON-typed
 * input) and again by the platform (per request body), so that nothing stored is beyond what
 * either can process.
 *
 * - depth 20: the deepest document the product writes (a realm's themes) has 5 levels; 20
 *   leaves room for administrators' own settings while staying far below the few thousand
 *   levels at which recursive code (cloning, serializing, PostgreSQL's jsonb) runs out of stack.
 * - 5 000 entries (object keys plus array elements, over the whole document): the themes of
 *   the three seeded realms have about 400; ten times that is still quick to copy and compare.
 * - 256 KB of UTF-8 JSON: the largest seeded document is about 18 KB; the cap keeps every
 *   stored value and every log of it small.
 */
export const JSON_LIMITS = {
  maxDepth: 20,
  maxEntries: 5_000,
  maxBytes: 256 * 1024,
} as const;

export type JsonLimits = { readonly [K in keyof typeof JSON_LIMITS]: number };

/**
 * Which bound a document broke: `text` is a string or key that is not printable text (see
 * `isPrintableText`).
 */
export type JsonLimitName = 'depth' | 'entries' | 'bytes' | 'text';

export interface JsonLimitViolation {
  limit: JsonLimitName;
  /** The bound (levels, entries or bytes); 0 for `text`. */
  max: number;
  /** A JSON pointer to where the check stopped, such as /preferences/a. */
  pointer: string;
}

/** The translation key the gateway answers with for each bound. */
export const JSON_LIMIT_MESSAGE_KEYS: Record<JsonLimitName, string> = {
  depth: 'validation.jsonDepth',
  entries: 'validation.jsonEntries',
  bytes: 'validation.jsonBytes',
  text: 'validation.noControlCharacters',
};

/** The values a bound's message names: the bound, and for bytes, in kilobytes. */
export function jsonLimitMessageValues({ limit, max }: JsonLimitViolation): Record<string, number> {
  return limit === 'text' ? {} : { max, kilobytes: Math.floor(max / 1024) };
}

/** A sentence naming the bound, for REST error messages. */
export function describeJsonLimitViolation({ limit, max, pointer }: JsonLimitViolation): string {
  const where = pointer === '' ? '' : ` at ${pointer}`;
  switch (limit) {
    case 'depth':
      return `JSON nested deeper than ${max} levels${where}`;
    case 'entries':
      return `JSON with more than ${max} keys and array elements`;
    case 'bytes':
      return `JSON larger than ${max} bytes`;
    case 'text':
      return `JSON text with a control character or an unpaired surrogate${where}`;
  }
}

const encoder = new TextEncoder();

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL can hold in text and jsonb: no NUL, no unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}

/** C0 controls other than tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/u;

/**
 * Whether text is fit for the product to accept: no control characters (tab and line breaks
 * aside) and nothing PostgreSQL cannot store.
 */
export function isPrintableText(text: string): boolean {
  return !CONTROL_CHARACTER.test(text) && isStorableText(text);
}

function escapePointerToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Bytes of a primitive's JSON text (strings quoted and escaped). */
function primitiveBytes(value: unknown): number {
  if (typeof value === 'string') return encoder.encode(JSON.stringify(value)).length;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).length;
  return 4; // null, and what JSON.stringify writes as null
}

interface Pending {
  value: unknown;
  depth: number;
  pointer: string;
}

/**
 * The first bound `value` breaks, or undefined when it fits. Walks the document with an explicit
 * stack (never recursion), so any depth is safe to check; stops at the first violation.
 */
export function checkJsonLimits(
  value: unknown,
  limits: JsonLimits = JSON_LIMITS,
): JsonLimitViolation | undefined {
  const stack: Pending[] = [{ value, depth: 0, pointer: '' }];
  let entries = 0;
  let bytes = 0;
  while (stack.length > 0) {
    const { value: current, depth, pointer } = stack.pop()!;
    if (typeof current === 'string' && !isPrintableText(current)) {
      return { limit: 'text', max: 0, pointer };
    }
    if (current === null || typeof current !== 'object') {
      bytes += primitiveBytes(current);
    } else {
      const level = depth + 1;
      if (level > limits.maxDepth) return { limit: 'depth', max: limits.maxDepth, pointer };
      const children: [string, unknown][] = Array.isArray(current)
        ? current.map((item, index): [string, unknown] => [String(index), item])
        : Object.entries(current);
      entries += children.length;
      if (entries > limits.maxEntries) {
        return { limit: 'entries', max: limits.maxEntries, pointer };
      }
      bytes += 2 + Math.max(children.length - 1, 0);
      for (const [key, child] of children) {
        const childPointer = `${pointer}/${escapePointerToken(key)}`;
        if (!Array.isArray(current)) {
          if (!isPrintableText(key)) return { limit: 'text', max: 0, pointer: childPointer };
          bytes += encoder.encode(JSON.stringify(key)).length + 1;
        }
        stack.push({ value: child, depth: level, pointer: childPointer });
      }
    }
    if (bytes > limits.maxBytes) return { limit: 'bytes', max: limits.maxBytes, pointer: '' };
  }
  return undefined;
}

/**
 * A deep copy of a JSON value, made with an explicit stack so that a deep stored document
 * (one written before the limits existed) can still be copied and changed.
 */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  const copyOf = (source: object): Record<string, unknown> | unknown[] =>
    Array.isArray(source) ? [] : {};
  const root = copyOf(value);
  const stack: [object, Record<string, unknown> | unknown[]][] = [[value, root]];
  while (stack.length > 0) {
    const [source, target] = stack.pop()!;
    for (const [key, child] of Object.entries(source) as [string, unknown][]) {
      let copied: unknown = child;
      if (child instanceof Date) copied = new Date(child.getTime());
      else if (child !== null && typeof child === 'object') {
        copied = copyOf(child);
        stack.push([child, copied as Record<string, unknown> | unknown[]]);
      }
      if (Array.isArray(target)) target[Number(key)] = copied;
      else
        Object.defineProperty(target, key, {
          value: copied,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
  }
  return root as T;
}
