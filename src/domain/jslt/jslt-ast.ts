import type { SourcePosition } from './errors.js';
import type { JsonValue } from './json-value.js';

export type ComparisonOperator = '==' | '!=' | '<' | '<=' | '>' | '>=';

/** One step after the start of a path: `.key`, `[index]` or `[from:to]`. */
export type PathStep =
  | { kind: 'key'; key: string; at: SourcePosition }
  | { kind: 'index'; index: JsltNode; at: SourcePosition }
  | { kind: 'slice'; from: JsltNode | null; to: JsltNode | null; at: SourcePosition };

export interface ObjectEntry {
  key: JsltNode;
  value: JsltNode;
  at: SourcePosition;
}

/**
 * The parsed expression. Chains (paths, `+`, `and`, `or`) are lists rather than nested binary
 * nodes, so that evaluating a long chain loops instead of recursing.
 */
export type JsltNode =
  | { kind: 'literal'; value: JsonValue; at: SourcePosition }
  | { kind: 'input'; at: SourcePosition }
  | { kind: 'path'; start: JsltNode; steps: PathStep[]; at: SourcePosition }
  | { kind: 'array'; items: JsltNode[]; at: SourcePosition }
  | { kind: 'object'; entries: ObjectEntry[]; at: SourcePosition }
  | { kind: 'if'; test: JsltNode; then: JsltNode; otherwise: JsltNode | null; at: SourcePosition }
  | { kind: 'and' | 'or'; operands: [JsltNode, ...JsltNode[]]; at: SourcePosition }
  | {
      kind: 'comparison';
      operator: ComparisonOperator;
      left: JsltNode;
      right: JsltNode;
      at: SourcePosition;
    }
  /** `operators[i]` is where the `+` before `operands[i + 1]` stands. */
  | {
      kind: 'plus';
      operands: [JsltNode, ...JsltNode[]];
      operators: SourcePosition[];
      at: SourcePosition;
    }
  | { kind: 'call'; name: string; args: JsltNode[]; at: SourcePosition };
