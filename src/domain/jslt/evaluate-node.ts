import { JsltEvaluationError, type SourcePosition } from './errors.js';
import type { ComparisonOperator, JsltNode, PathStep } from './jslt-ast.js';
import { jsltFunction } from './jslt-functions.js';
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

/** JSLT's `+`: text joins, arrays concatenate, objects merge (the left wins), numbers add. */
function plus(left: JsonValue, right: JsonValue, at: SourcePosition): JsonValue {
  if (typeof left === 'string' || typeof right === 'string') {
    return boundedText(toText(left) + toText(right), "'+'", at);
  }
  if (Array.isArray(left) && Array.isArray(right)) return [...left, ...right];
  if (isObject(left) && isObject(right)) {
    return Object.fromEntries([...Object.entries(right), ...Object.entries(left)]);
  }
  const container = (value: JsonValue) => Array.isArray(value) || isObject(value);
  if (container(left) && right === null) return left;
  if (left === null && container(right)) return right;
  if (left === null || right === null) return null;
  if (typeof left === 'number' && typeof right === 'number') {
    const sum = left + right;
    if (Number.isFinite(sum)) return sum;
    throw new JsltEvaluationError(`'+' result out of range: ${left} + ${right}`, at);
  }
  throw new JsltEvaluationError(
    `'+' cannot add ${describeValue(left)} and ${describeValue(right)}`,
    at,
  );
}

/** JSLT's ordering: numbers, or texts, with null below everything. */
function order(
  left: JsonValue,
  right: JsonValue,
  operator: ComparisonOperator,
  at: SourcePosition,
): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'string' && typeof right === 'string') {
    return left < right ? -1 : left > right ? 1 : 0;
  }
  if (left === null || right === null) return left === right ? 0 : left === null ? -1 : 1;
  throw new JsltEvaluationError(
    `'${operator}' cannot compare ${describeValue(left)} and ${describeValue(right)}`,
    at,
  );
}

function compare(
  operator: ComparisonOperator,
  left: JsonValue,
  right: JsonValue,
  at: SourcePosition,
): boolean {
  switch (operator) {
    case '==':
      return jsonEquals(left, right);
    case '!=':
      return !jsonEquals(left, right);
    case '<':
      return order(left, right, operator, at) < 0;
    case '<=':
      return order(left, right, operator, at) <= 0;
    case '>':
      return order(left, right, operator, at) > 0;
    case '>=':
      return order(left, right, operator, at) >= 0;
  }
}

function indexOf(node: JsltNode, input: JsonValue, sequence: JsonValue, at: SourcePosition) {
  const index = evaluateNode(node, input);
  if (typeof index !== 'number') {
    throw new JsltEvaluationError(
      `Cannot index ${describeValue(sequence)} with ${describeValue(index)}`,
      at,
    );
  }
  const whole = Math.trunc(index);
  return whole < 0 ? whole + (sequence as string | JsonValue[]).length : whole;
}

/** One step of a path; every step on a value it does not apply to gives null. */
function step(value: JsonValue, pathStep: PathStep, input: JsonValue): JsonValue {
  if (pathStep.kind === 'key') return isObject(value) ? keyOf(value, pathStep.key) : null;
  if (typeof value !== 'string' && !Array.isArray(value)) return null;
  const { at } = pathStep;
  if (pathStep.kind === 'index') {
    const index = indexOf(pathStep.index, input, value, at);
    if (Array.isArray(value)) return value[index] ?? null;
    if (index < 0 || index >= value.length) {
      throw new JsltEvaluationError(`String index ${index} out of range`, at);
    }
    return value.charAt(index);
  }
  const from = pathStep.from ? Math.max(0, indexOf(pathStep.from, input, value, at)) : 0;
  const to = pathStep.to ? indexOf(pathStep.to, input, value, at) : value.length;
  return value.slice(from, Math.max(from, to));
}

function objectOf(node: JsltNode & { kind: 'object' }, input: JsonValue): JsonValue {
  const entries = new Map<string, JsonValue>();
  for (const entry of node.entries) {
    const value = evaluateNode(entry.value, input);
    if (!hasValue(value)) continue;
    const key = evaluateNode(entry.key, input);
    if (typeof key !== 'string') {
      throw new JsltEvaluationError(`Object key must be text, not ${describeValue(key)}`, entry.at);
    }
    if (entries.has(key))
      throw new JsltEvaluationError(`Duplicate key '${key}' in object`, entry.at);
    entries.set(key, value);
  }
  return Object.fromEntries(entries);
}

function call(node: JsltNode & { kind: 'call' }, input: JsonValue): JsonValue {
  const definition = jsltFunction(node.name);
  if (!definition) throw new JsltEvaluationError(`Unknown function '${node.name}'`, node.at);
  try {
    return definition.lazy
      ? definition.call(node.args.map((arg) => () => evaluateNode(arg, input)))
      : definition.call(node.args.map((arg) => evaluateNode(arg, input)));
  } catch (error) {
    if (error instanceof JsltEvaluationError && !error.position) {
      throw new JsltEvaluationError(error.reason, node.at);
    }
    throw error;
  }
}

/** The value of a parsed expression for one input. */
export function evaluateNode(node: JsltNode, input: JsonValue): JsonValue {
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'input':
      return input;
    case 'path':
      return node.steps.reduce(
        (value, pathStep) => step(value, pathStep, input),
        evaluateNode(node.start, input),
      );
    case 'array':
      return node.items.map((item) => evaluateNode(item, input));
    case 'object':
      return objectOf(node, input);
    case 'if':
      if (isTrue(evaluateNode(node.test, input))) return evaluateNode(node.then, input);
      return node.otherwise ? evaluateNode(node.otherwise, input) : null;
    case 'and':
      return node.operands.every((operand) => isTrue(evaluateNode(operand, input)));
    case 'or':
      return node.operands.some((operand) => isTrue(evaluateNode(operand, input)));
    case 'comparison':
      return compare(
        node.operator,
        evaluateNode(node.left, input),
        evaluateNode(node.right, input),
        node.at,
      );
    case 'plus': {
      const [first, ...rest] = node.operands;
      return rest.reduce<JsonValue>(
        (sum, operand, index) =>
          plus(sum, evaluateNode(operand, input), node.operators[index] ?? node.at),
        evaluateNode(first, input),
      );
    }
    case 'call':
      return call(node, input);
  }
}
