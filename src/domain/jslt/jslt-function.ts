import type { JsonValue } from './json-value.js';

/**
 * A built-in function. Arity is checked when the expression is compiled. Most functions get
 * their arguments' values; a lazy one (fallback) gets thunks and evaluates only what it needs.
 * A function reports bad arguments by throwing a JsltEvaluationError without a position.
 */
export type JsltFunction =
  | {
      minArgs: number;
      maxArgs: number;
      lazy?: false;
      call: (args: readonly JsonValue[]) => JsonValue;
    }
  | {
      minArgs: number;
      maxArgs: number;
      lazy: true;
      call: (args: readonly (() => JsonValue)[]) => JsonValue;
    };
