import { evaluateNode } from './evaluate-node.js';
import type { JsonValue } from './json-value.js';
import { parseJslt } from './parse-jslt.js';

export { JsltEvaluationError, JsltSyntaxError } from './errors.js';

/** A parsed expression, ready to run on many inputs. */
export interface CompiledJslt {
  readonly expression: string;
  /** The result for one JSON input (undefined counts as null); throws JsltEvaluationError. */
  evaluate(input: unknown): unknown;
}

/** Parses a JSLT expression of the supported subset; throws JsltSyntaxError with its position. */
export function compileJslt(expression: string): CompiledJslt {
  const root = parseJslt(expression);
  return {
    expression,
    evaluate: (input) => evaluateNode(root, input === undefined ? null : (input as JsonValue)),
  };
}

/** Compiles and runs an expression once; throws JsltSyntaxError or JsltEvaluationError. */
export function evaluateJslt(expression: string, input: unknown): unknown {
  return compileJslt(expression).evaluate(input);
}
