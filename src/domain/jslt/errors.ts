/** A place in a JSLT expression: 1-based line and column (in UTF-16 code units). */
export interface SourcePosition {
  readonly line: number;
  readonly column: number;
}

const describePosition = ({ line, column }: SourcePosition) => `line ${line}, column ${column}`;

/** A malformed expression, found before any input is read. */
export class JsltSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly position: SourcePosition,
  ) {
    super(`${reason} at ${describePosition(position)}`);
    this.name = 'JsltSyntaxError';
  }
}

/**
 * An expression that failed on its input (a function given the wrong kind of value, operands
 * that cannot be combined). Functions throw it without a position; the evaluator adds the
 * position of the call or operator.
 */
export class JsltEvaluationError extends Error {
  constructor(
    readonly reason: string,
    readonly position?: SourcePosition,
  ) {
    super(position ? `${reason} at ${describePosition(position)}` : reason);
    this.name = 'JsltEvaluationError';
  }
}
