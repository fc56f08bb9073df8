import type {
  ComparisonOperator,
  QueryFilterNode,
  QueryFilterValue,
} from '../../../domain/query-filter/query-filter-ast.js';

function valueAt(resource: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (current, segment) =>
      typeof current === 'object' && current !== null && Object.hasOwn(current, segment)
        ? (current as Record<string, unknown>)[segment]
        : undefined,
    resource,
  );
}

function order(left: string | number | boolean, right: string | number | boolean): number {
  return left < right ? -1 : left > right ? 1 : 0;
}

function compareScalar(
  actual: unknown,
  op: ComparisonOperator,
  expected: QueryFilterValue,
): boolean {
  if (expected === null) return false;
  if (typeof expected === 'string' || op === 'co' || op === 'sw') {
    if (typeof actual !== 'string') return false;
    const text = actual.toLowerCase();
    const wanted = String(expected).toLowerCase();
    if (op === 'co') return text.includes(wanted);
    if (op === 'sw') return text.startsWith(wanted);
    return compareOrdered(order(text, wanted), op);
  }
  if (typeof actual !== typeof expected) return false;
  return compareOrdered(order(actual as number | boolean, expected), op);
}

function compareOrdered(sign: number, op: ComparisonOperator): boolean {
  switch (op) {
    case 'gt':
      return sign > 0;
    case 'ge':
      return sign >= 0;
    case 'lt':
      return sign < 0;
    case 'le':
      return sign <= 0;
    default:
      return sign === 0;
  }
}

/** Evaluates a query filter against an in-memory resource, as the SQL translation does. */
export function evaluateFilter(node: QueryFilterNode, resource: unknown): boolean {
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'presence': {
      const value = valueAt(resource, node.path);
      return value !== undefined && value !== null;
    }
    case 'comparison': {
      const value = valueAt(resource, node.path);
      if (node.value === null && node.op === 'eq') return value === undefined || value === null;
      const candidates = Array.isArray(value) ? [value, ...(value as unknown[])] : [value];
      return candidates.some((candidate) => compareScalar(candidate, node.op, node.value));
    }
    case 'not':
      return !evaluateFilter(node.operand, resource);
    case 'and':
      return node.operands.every((operand) => evaluateFilter(operand, resource));
    case 'or':
      return node.operands.some((operand) => evaluateFilter(operand, resource));
  }
}
