import { JsltSyntaxError, type SourcePosition } from './errors.js';
import type { ComparisonOperator, JsltNode, ObjectEntry, PathStep } from './jslt-ast.js';
import { jsltFunction } from './jslt-functions.js';
import { JSLT_LIMITS } from './limits.js';
import { positionLocator, tokenizeJslt, type Token } from './tokenize-jslt.js';

const COMPARISONS: readonly string[] = ['==', '!=', '<', '<=', '>', '>='];
/** Full JSLT has these; the subset does not, and says so rather than "unexpected". */
const UNSUPPORTED_KEYWORDS = ['let', 'for', 'def', 'import'];

function describeToken(token: Token): string {
  if (token.kind === 'end') return 'end of expression';
  return `'${token.text.length > 30 ? `${token.text.slice(0, 27)}...` : token.text}'`;
}

const unexpected = (token: Token) =>
  new JsltSyntaxError(`Unexpected ${describeToken(token)}`, token.at);

/** Parses a JSLT expression of the supported subset; a problem is a JsltSyntaxError. */
export function parseJslt(source: string): JsltNode {
  if (source.length > JSLT_LIMITS.maxExpressionLength) {
    throw new JsltSyntaxError(
      `Expression longer than ${JSLT_LIMITS.maxExpressionLength} characters`,
      positionLocator(source)(JSLT_LIMITS.maxExpressionLength),
    );
  }
  const tokens = tokenizeJslt(source);
  let token = advance();
  let depth = 0;

  function advance(): Token {
    const next = tokens.next();
    return next.value;
  }

  function take(): Token {
    const taken = token;
    if (token.kind !== 'end') token = advance();
    return taken;
  }

  const isSymbol = (text: string) => token.kind === 'symbol' && token.text === text;
  const isName = (text: string) => token.kind === 'name' && token.text === text;

  function expect(text: string): void {
    if (!isSymbol(text)) {
      throw new JsltSyntaxError(`Expected '${text}' but found ${describeToken(token)}`, token.at);
    }
    take();
  }

  function expression(): JsltNode {
    depth += 1;
    if (depth > JSLT_LIMITS.maxNestingDepth) {
      throw new JsltSyntaxError(
        `Expression nested deeper than ${JSLT_LIMITS.maxNestingDepth} levels`,
        token.at,
      );
    }
    const node = or();
    depth -= 1;
    return node;
  }

  function or(): JsltNode {
    const operands: [JsltNode, ...JsltNode[]] = [and()];
    while (isName('or')) {
      take();
      operands.push(and());
    }
    return operands.length === 1 ? operands[0] : { kind: 'or', operands, at: operands[0].at };
  }

  function and(): JsltNode {
    const operands: [JsltNode, ...JsltNode[]] = [comparison()];
    while (isName('and')) {
      take();
      operands.push(comparison());
    }
    return operands.length === 1 ? operands[0] : { kind: 'and', operands, at: operands[0].at };
  }

  function comparison(): JsltNode {
    const left = plus();
    if (token.kind !== 'symbol' || !COMPARISONS.includes(token.text)) return left;
    const { text, at } = take();
    return { kind: 'comparison', operator: text as ComparisonOperator, left, right: plus(), at };
  }

  function plus(): JsltNode {
    const operands: [JsltNode, ...JsltNode[]] = [base()];
    const operators: SourcePosition[] = [];
    while (isSymbol('+')) {
      operators.push(take().at);
      operands.push(base());
    }
    if (operands.length === 1) return operands[0];
    return { kind: 'plus', operands, operators, at: operands[0].at };
  }

  function base(): JsltNode {
    const current = token;
    switch (current.kind) {
      case 'number':
      case 'string':
        take();
        return { kind: 'literal', value: current.value, at: current.at };
      case 'dot': {
        take();
        const input: JsltNode = { kind: 'input', at: current.at };
        const first: PathStep[] =
          current.key === null ? [] : [{ kind: 'key', key: current.key, at: current.at }];
        return path(input, first, current.at);
      }
      case 'name':
        return named(current);
      case 'symbol':
        if (current.text === '(') {
          take();
          const inner = expression();
          expect(')');
          return inner;
        }
        if (current.text === '[') return array();
        if (current.text === '{') return object();
        throw unexpected(current);
      case 'end':
        throw unexpected(current);
    }
  }

  function named(current: Token & { kind: 'name' }): JsltNode {
    const { text, at } = current;
    if (text === 'true' || text === 'false' || text === 'null') {
      take();
      return { kind: 'literal', value: text === 'null' ? null : text === 'true', at };
    }
    if (text === 'if') return conditional();
    if (UNSUPPORTED_KEYWORDS.includes(text)) {
      throw new JsltSyntaxError(`Unsupported JSLT construct '${text}'`, at);
    }
    take();
    if (!isSymbol('(')) throw unexpected(current);
    const definition = jsltFunction(text);
    if (!definition) throw new JsltSyntaxError(`Unknown function '${text}'`, at);
    take();
    const args: JsltNode[] = [];
    if (!isSymbol(')')) {
      args.push(expression());
      while (isSymbol(',')) {
        take();
        args.push(expression());
      }
    }
    expect(')');
    if (args.length < definition.minArgs || args.length > definition.maxArgs) {
      const { minArgs, maxArgs } = definition;
      const range =
        minArgs === maxArgs
          ? `${minArgs}`
          : maxArgs > 100
            ? `at least ${minArgs}`
            : `${minArgs} to ${maxArgs}`;
      throw new JsltSyntaxError(
        `Function '${text}' takes ${range} argument${range === '1' ? '' : 's'}, not ${args.length}`,
        at,
      );
    }
    return path({ kind: 'call', name: text, args, at }, [], at);
  }

  /** The `.key`, `[index]` and `[from:to]` steps that follow a path's start. */
  function path(start: JsltNode, steps: PathStep[], at: SourcePosition): JsltNode {
    for (;;) {
      if (token.kind === 'dot' && token.key !== null) {
        steps.push({ kind: 'key', key: token.key, at: take().at });
      } else if (isSymbol('[')) {
        steps.push(bracket());
      } else {
        return steps.length === 0 ? start : { kind: 'path', start, steps, at };
      }
    }
  }

  function bracket(): PathStep {
    const { at } = take();
    let step: PathStep;
    if (isSymbol(':')) {
      take();
      step = { kind: 'slice', from: null, to: expression(), at };
    } else {
      const index = expression();
      if (isSymbol(':')) {
        take();
        step = { kind: 'slice', from: index, to: isSymbol(']') ? null : expression(), at };
      } else {
        step = { kind: 'index', index, at };
      }
    }
    expect(']');
    return step;
  }

  function conditional(): JsltNode {
    const { at } = take();
    expect('(');
    const test = expression();
    expect(')');
    const then = expression();
    if (!isName('else')) return { kind: 'if', test, then, otherwise: null, at };
    take();
    return { kind: 'if', test, then, otherwise: expression(), at };
  }

  function array(): JsltNode {
    const { at } = take();
    if (isName('for')) throw new JsltSyntaxError(`Unsupported JSLT construct 'for'`, token.at);
    const items: JsltNode[] = [];
    while (!isSymbol(']')) {
      items.push(expression());
      if (!isSymbol(',')) break;
      take();
    }
    expect(']');
    return { kind: 'array', items, at };
  }

  function object(): JsltNode {
    const { at } = take();
    if (isName('for') || isName('let')) {
      throw new JsltSyntaxError(`Unsupported JSLT construct '${token.text}'`, token.at);
    }
    const entries: ObjectEntry[] = [];
    const staticKeys = new Set<string>();
    while (!isSymbol('}')) {
      const keyAt = token.at;
      const key = expression();
      if (key.kind === 'literal' && typeof key.value === 'string') {
        if (staticKeys.has(key.value)) {
          throw new JsltSyntaxError(`Duplicate key '${key.value}' in object`, keyAt);
        }
        staticKeys.add(key.value);
      }
      expect(':');
      entries.push({ key, value: expression(), at: keyAt });
      if (!isSymbol(',')) break;
      take();
    }
    expect('}');
    return { kind: 'object', entries, at };
  }

  const root = expression();
  if (token.kind !== 'end') throw unexpected(token);
  return root;
}
