import { JsltEvaluationError, type SourcePosition } from './errors.js';
import { JSLT_LIMITS } from './limits.js';

export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export const isObject = (value: JsonValue): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value of `key` in `object`, or null: never a value inherited from Object.prototype. */
export const keyOf = (object: JsonObject, key: string): JsonValue =>
  Object.hasOwn(object, key) ? (object[key] ?? null) : null;

/** JSLT's truth: false, null, "", 0, [] and {} are false; everything else is true. */
export function isTrue(value: JsonValue): boolean {
  if (value === null || value === false || value === '' || value === 0) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (isObject(value)) return Object.keys(value).length > 0;
  return true;
}

/** JSLT's "has a value" (for fallback and object constructors): not null, [] or {}. */
export function hasValue(value: JsonValue): boolean {
  if (value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (isObject(value)) return Object.keys(value).length > 0;
  return true;
}

/** Deep equality; numbers compare by value and object keys in any order. */
export function jsonEquals(left: JsonValue, right: JsonValue): boolean {
  if (left === right) return true;
  if (Array.isArray(left)) {
    return (
      Array.isArray(right) &&
      left.length === right.length &&
      left.every((item, index) => jsonEquals(item, right[index] ?? null))
    );
  }
  if (isObject(left) && isObject(right)) {
    const keys = Object.keys(left);
    return (
      keys.length === Object.keys(right).length &&
      keys.every(
        (key) => Object.hasOwn(right, key) && jsonEquals(keyOf(left, key), keyOf(right, key)),
      )
    );
  }
  return false;
}

/** Text must stay under the result bound; `what` names the function or operator. */
export function boundedText(text: string, what: string, at?: SourcePosition): string {
  if (text.length > JSLT_LIMITS.maxTextLength) {
    throw new JsltEvaluationError(
      `${what} produced text longer than ${JSLT_LIMITS.maxTextLength} characters`,
      at,
    );
  }
  return text;
}

/** A string as itself, anything else as its JSON text (JSLT's string conversion). */
export const toText = (value: JsonValue): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

/** A value as error messages show it: JSON, cut short. */
export function describeValue(value: JsonValue): string {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
