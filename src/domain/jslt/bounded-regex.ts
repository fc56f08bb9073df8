import { JsltEvaluationError } from './errors.js';
import { JSLT_LIMITS } from './limits.js';

/** Java's inline flags at the start of a pattern, `(?i)`, become JavaScript flags. */
const LEADING_FLAGS = /^\(\?([ims]+)\)/;
const CACHE_SIZE = 64;
const cache = new Map<string, RegExp>();

/** Whether a quantifier starts at `index`, and whether it repeats without bound (`*`, `+`, `{2,}`). */
function quantifierAt(
  pattern: string,
  index: number,
): { length: number; unbounded: boolean } | null {
  const char = pattern[index];
  if (char === '*' || char === '+') return { length: 1, unbounded: true };
  if (char === '?') return { length: 1, unbounded: false };
  const braces = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(index));
  if (!braces) return null;
  const max =
    braces[2] === undefined ? Number(braces[1]) : braces[3] ? Number(braces[3]) : Infinity;
  return { length: braces[0].length, unbounded: max > 1 };
}

/**
 * The first group that is repeated without bound while it holds a repetition or an alternative,
 * as in `(a+)+` or `(a|aa)*`: the shapes whose backtracking grows exponentially with the input.
 */
function nestedRepetition(pattern: string): string | null {
  const groups: { start: number; risky: boolean }[] = [];
  let index = 0;
  while (index < pattern.length) {
    const char = pattern[index];
    if (char === '\\') {
      index += 2;
    } else if (char === '[') {
      index += 1;
      if (pattern[index] === '^') index += 1;
      while (index < pattern.length && pattern[index] !== ']') {
        index += pattern[index] === '\\' ? 2 : 1;
      }
      index += 1;
    } else if (char === '(') {
      groups.push({ start: index, risky: false });
      index += pattern[index + 1] === '?' ? 2 : 1;
    } else if (char === ')') {
      const group = groups.pop();
      index += 1;
      const quantifier = quantifierAt(pattern, index);
      if (group && quantifier?.unbounded && group.risky)
        return pattern.slice(group.start, index + quantifier.length);
      const parent = groups.at(-1);
      if (parent && group && (group.risky || quantifier)) parent.risky = true;
    } else {
      const quantifier =
        char === '|' ? { length: 1, unbounded: false } : quantifierAt(pattern, index);
      const parent = groups.at(-1);
      if (quantifier && parent) parent.risky = true;
      index += quantifier?.length ?? 1;
    }
  }
  return null;
}

function compile(pattern: string, name: string, global: boolean): RegExp {
  if (pattern.length > JSLT_LIMITS.maxRegexLength) {
    throw new JsltEvaluationError(
      `${name}() regular expression longer than ${JSLT_LIMITS.maxRegexLength} characters`,
    );
  }
  const nested = nestedRepetition(pattern);
  if (nested !== null) {
    throw new JsltEvaluationError(
      `${name}() regular expression repeats a repetition or alternative: '${nested}'`,
    );
  }
  const flags = LEADING_FLAGS.exec(pattern);
  try {
    return new RegExp(
      flags ? pattern.slice(flags[0].length) : pattern,
      `${flags?.[1] ?? ''}${global ? 'g' : ''}`,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new JsltEvaluationError(`${name}() invalid regular expression: ${reason}`);
  }
}

/**
 * A JavaScript RegExp for a JSLT (Java) pattern, refused when too long or prone to catastrophic
 * backtracking. Most Java syntax means the same in JavaScript; possessive quantifiers, `\A`,
 * `\Z` and inline flags other than a leading `(?ims)` do not.
 */
export function boundedRegex(pattern: string, name: string, global = false): RegExp {
  const key = `${global ? 'g' : '-'}${pattern}`;
  let regex = cache.get(key);
  if (!regex) {
    regex = compile(pattern, name, global);
    if (cache.size >= CACHE_SIZE) cache.clear();
    cache.set(key, regex);
  }
  regex.lastIndex = 0;
  return regex;
}
