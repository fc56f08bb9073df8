const COMPARISON_OPERATORS = ['eq', 'co', 'sw', 'gt', 'ge', 'lt', 'le'] as const;

export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];
export type QueryFilterValue = string | number | boolean | null;

export interface ComparisonNode {
  kind: 'comparison';
  op: ComparisonOperator;
  path: string[];
  value: QueryFilterValue;
}

interface PresenceNode {
  kind: 'presence';
  op: 'pr';
  path: string[];
}

interface LiteralNode {
  kind: 'literal';
  value: boolean;
}

interface AndNode {
  kind: 'and';
  operands: QueryFilterNode[];
}

interface OrNode {
  kind: 'or';
  operands: QueryFilterNode[];
}

interface NotNode {
  kind: 'not';
  operand: QueryFilterNode;
}

export type QueryFilterNode =
  ComparisonNode | PresenceNode | LiteralNode | AndNode | OrNode | NotNode;

export function isComparisonOperator(word: string): word is ComparisonOperator {
  return (COMPARISON_OPERATORS as readonly string[]).includes(word);
}
