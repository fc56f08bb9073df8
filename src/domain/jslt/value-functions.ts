import { JsltEvaluationError } from './errors.js';
import type { JsltFunction } from './jslt-function.js';
import {
  boundedText,
  describeValue,
  hasValue,
  isObject,
  isTrue,
  jsonEquals,
  keyOf,
  toText,
  type JsonValue,
} from './json-value.js';

/** JSLT's number syntax: JSON's, plus leading zeros and a missing zero before the point. */
const NUMBER_TEXT = /^-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/;

function parseNumberText(text: string): number | null {
  if (!NUMBER_TEXT.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * JSLT's conversion to a number: numbers as they are, null as null (or the fallback), text
 * parsed. Other values are an error when `strict`, else the fallback or null.
 */
export function toNumber(
  value: JsonValue,
  { strict, fallback }: { strict: boolean; fallback?: JsonValue },
): JsonValue {
  if (typeof value === 'number') return value;
  if (value === null) return fallback === undefined ? null : fallback;
  if (typeof value !== 'string') {
    if (strict)
      throw new JsltEvaluationError(`number() cannot convert ${describeValue(value)} to a number`);
    return fallback === undefined ? null : fallback;
  }
  const parsed = parseNumberText(value);
  if (parsed !== null) return parsed;
  if (fallback !== undefined) return fallback;
  throw new JsltEvaluationError(`number() failed: ${describeValue(value)} is not a number`);
}

const first = (args: readonly JsonValue[]): JsonValue => args[0] ?? null;
const second = (args: readonly JsonValue[]): JsonValue => args[1] ?? null;

export const VALUE_FUNCTIONS: Record<string, JsltFunction> = {
  string: {
    minArgs: 1,
    maxArgs: 1,
    call: (args) => boundedText(toText(first(args)), 'string()'),
  },
  number: {
    minArgs: 1,
    maxArgs: 2,
    call: (args) =>
      args.length === 1
        ? toNumber(first(args), { strict: true })
        : toNumber(first(args), { strict: false, fallback: second(args) }),
  },
  round: {
    minArgs: 1,
    maxArgs: 1,
    call: (args) => {
      const value = first(args);
      if (value === null) return null;
      if (typeof value !== 'number') {
        throw new JsltEvaluationError(`round() cannot round a non-number: ${describeValue(value)}`);
      }
      return Math.round(value);
    },
  },
  size: {
    minArgs: 1,
    maxArgs: 1,
    call: (args) => {
      const value = first(args);
      if (value === null) return null;
      if (typeof value === 'string' || Array.isArray(value)) return value.length;
      if (isObject(value)) return Object.keys(value).length;
      throw new JsltEvaluationError(`size() cannot measure ${describeValue(value)}`);
    },
  },
  contains: {
    minArgs: 2,
    maxArgs: 2,
    call: (args) => {
      const [element, sequence] = [first(args), second(args)];
      if (sequence === null) return false;
      if (Array.isArray(sequence)) return sequence.some((item) => jsonEquals(item, element));
      if (isObject(sequence)) return element !== null && Object.hasOwn(sequence, toText(element));
      if (typeof sequence === 'string')
        return element !== null && sequence.includes(toText(element));
      throw new JsltEvaluationError(`contains() cannot look in ${describeValue(sequence)}`);
    },
  },
  'get-key': {
    minArgs: 2,
    maxArgs: 3,
    call: (args) => {
      const [object, key] = [first(args), second(args)];
      if (key === null || object === null) return null;
      if (!isObject(object)) {
        throw new JsltEvaluationError(`get-key() cannot look up keys in ${describeValue(object)}`);
      }
      const name = toText(key);
      if (Object.hasOwn(object, name)) return keyOf(object, name);
      return args.length === 3 ? (args[2] ?? null) : null;
    },
  },
  not: {
    minArgs: 1,
    maxArgs: 1,
    call: (args) => !isTrue(first(args)),
  },
  fallback: {
    minArgs: 2,
    maxArgs: 1024,
    lazy: true,
    call: (args) => {
      for (const arg of args) {
        const value = arg();
        if (hasValue(value)) return value;
      }
      return null;
    },
  },
};
