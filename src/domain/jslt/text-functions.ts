import { boundedRegex } from './bounded-regex.js';
import { JsltEvaluationError } from './errors.js';
import type { JsltFunction } from './jslt-function.js';
import { boundedText, describeValue, toText, type JsonValue } from './json-value.js';
import { JSLT_LIMITS } from './limits.js';

const first = (args: readonly JsonValue[]): JsonValue => args[0] ?? null;
const second = (args: readonly JsonValue[]): JsonValue => args[1] ?? null;

/** The text a regular expression runs on, refused beyond the bound. */
function regexSubject(value: JsonValue, name: string): string {
  const text = toText(value);
  if (text.length > JSLT_LIMITS.maxRegexSubjectLength) {
    throw new JsltEvaluationError(
      `${name}() input longer than ${JSLT_LIMITS.maxRegexSubjectLength} characters`,
    );
  }
  return text;
}

function regexArgument(value: JsonValue, name: string): string {
  if (value === null) throw new JsltEvaluationError(`${name}() regular expression is null`);
  return toText(value);
}

/** Java's String.split: no empty first part for an empty match at 0, no empty parts at the end. */
function splitLikeJava(text: string, regex: RegExp): string[] {
  const parts: string[] = [];
  let index = 0;
  for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
    const end = match.index + match[0].length;
    if (match[0] === '') regex.lastIndex += 1;
    if (end === 0) continue;
    parts.push(text.slice(index, match.index));
    index = end;
  }
  if (index === 0) return [text];
  parts.push(text.slice(index));
  while (parts.length > 0 && parts.at(-1) === '') parts.pop();
  return parts;
}

export const TEXT_FUNCTIONS: Record<string, JsltFunction> = {
  lowercase: {
    minArgs: 1,
    maxArgs: 1,
    call: (args) => (first(args) === null ? null : toText(first(args)).toLowerCase()),
  },
  uppercase: {
    minArgs: 1,
    maxArgs: 1,
    call: (args) => (first(args) === null ? null : toText(first(args)).toUpperCase()),
  },
  'starts-with': {
    minArgs: 2,
    maxArgs: 2,
    call: (args) => toText(first(args)).startsWith(toText(second(args))),
  },
  split: {
    minArgs: 2,
    maxArgs: 2,
    call: (args) => {
      if (first(args) === null) return null;
      const text = regexSubject(first(args), 'split');
      return splitLikeJava(text, boundedRegex(regexArgument(second(args), 'split'), 'split', true));
    },
  },
  join: {
    minArgs: 2,
    maxArgs: 2,
    call: (args) => {
      const array = first(args);
      if (array === null) return null;
      if (!Array.isArray(array)) {
        throw new JsltEvaluationError(`join() cannot join ${describeValue(array)}: not an array`);
      }
      return boundedText(array.map(toText).join(toText(second(args))), 'join()');
    },
  },
  test: {
    minArgs: 2,
    maxArgs: 2,
    call: (args) => {
      if (first(args) === null) return false;
      const text = regexSubject(first(args), 'test');
      return boundedRegex(regexArgument(second(args), 'test'), 'test').test(text);
    },
  },
  replace: {
    minArgs: 3,
    maxArgs: 3,
    call: (args) => {
      if (first(args) === null) return null;
      const text = regexSubject(first(args), 'replace');
      const pattern = regexArgument(second(args), 'replace');
      const replacement = toText(args[2] ?? null);
      const regex = boundedRegex(pattern, 'replace', true);
      const replaced = text.replace(regex, (match) => {
        if (match === '') {
          throw new JsltEvaluationError(
            `replace() regular expression '${pattern}' matched the empty string`,
          );
        }
        return replacement;
      });
      return boundedText(replaced, 'replace()');
    },
  },
};
