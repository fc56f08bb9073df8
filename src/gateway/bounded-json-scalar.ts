import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { JSONResolver } from 'graphql-scalars';
import {
  checkJsonLimits,
  JSON_LIMIT_MESSAGE_KEYS,
  JSON_LIMITS,
  jsonLimitMessageValues,
  type JsonLimitViolation,
} from '../domain/json-limits.js';
import type { FieldError } from '../domain/api-error-contract.js';

/** BAD_USER_INPUT naming the bound a JSON value broke, at `field` (by default, where it broke). */
export function jsonLimitError(
  violation: JsonLimitViolation,
  field: string = violation.pointer,
): GraphQLError {
  const values = jsonLimitMessageValues(violation);
  const fieldError: FieldError = {
    field,
    message: JSON_LIMIT_MESSAGE_KEYS[violation.limit],
    ...(Object.keys(values).length > 0 && { values }),
  };
  return new GraphQLError(`JSON value over the ${violation.limit} limit`, {
    extensions: { code: 'BAD_USER_INPUT', fieldErrors: [fieldError] },
  });
}

function bounded(value: unknown): unknown {
  const violation = checkJsonLimits(value);
  if (violation) throw jsonLimitError(violation);
  return value;
}

/** Nesting of a literal, measured without recursion before anything recursive reads it. */
function literalDepth(ast: ValueNode): number {
  let deepest = 0;
  const stack: [ValueNode, number][] = [[ast, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node.kind === Kind.OBJECT) {
      deepest = Math.max(deepest, depth + 1);
      for (const field of node.fields) stack.push([field.value, depth + 1]);
    } else if (node.kind === Kind.LIST) {
      deepest = Math.max(deepest, depth + 1);
      for (const item of node.values) stack.push([item, depth + 1]);
    }
  }
  return deepest;
}

/**
 * The JSON scalar, refusing values beyond the shared JSON limits (depth, entries, bytes,
 * control characters) with BAD_USER_INPUT, whether they come as variables or literals.
 */
const json = JSONResolver.toConfig();

export const BoundedJSON = new GraphQLScalarType({
  ...json,
  parseValue: bounded,
  parseLiteral(ast, variables) {
    if (literalDepth(ast) > JSON_LIMITS.maxDepth) {
      throw jsonLimitError({ limit: 'depth', max: JSON_LIMITS.maxDepth, pointer: '' });
    }
    return bounded(json.parseLiteral(ast, variables));
  },
});
