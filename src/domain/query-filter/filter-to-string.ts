import { formatFieldPath } from './json-pointer.js';
import type { QueryFilterNode } from './query-filter-ast.js';

/** Canonical text of a filter; parsing it gives back an equal tree. */
export function filterToString(node: QueryFilterNode): string {
  switch (node.kind) {
    case 'literal':
      return String(node.value);
    case 'presence':
      return `${formatFieldPath(node.path)} pr`;
    case 'comparison':
      return `${formatFieldPath(node.path)} ${node.op} ${JSON.stringify(node.value)}`;
    case 'not':
      return `!${grouped(node.operand)}`;
    case 'and':
    case 'or':
      return node.operands.map(grouped).join(` ${node.kind} `);
  }
}

function grouped(node: QueryFilterNode): string {
  const text = filterToString(node);
  return node.kind === 'and' || node.kind === 'or' ? `(${text})` : text;
}
