import { parseFieldPath } from './json-pointer.js';
import {
  isComparisonOperator,
  type QueryFilterNode,
  type QueryFilterValue,
} from './query-filter-ast.js';
import { QueryFilterSyntaxError } from './query-filter-syntax-error.js';
import { tokenizeQueryFilter, type Token } from './tokenize-query-filter.js';

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const EXPECTED_OPERATOR = 'expected an operator (eq, co, sw, gt, ge, lt, le or pr)';
const MAX_DEPTH = 100;

/**
 * Parses a CREST `_queryFilter`. Throws QueryFilterSyntaxError, and nothing else, on
 * malformed input.
 */
export function parseQueryFilter(text: string): QueryFilterNode {
  const parser = new Parser(tokenizeQueryFilter(text));
  const node = parser.parseOr();
  parser.expectEnd();
  return node;
}

class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  parseOr(): QueryFilterNode {
    const operands = [this.parseAnd()];
    while (this.peekKeyword('or')) {
      this.index += 1;
      operands.push(this.parseAnd());
    }
    return operands.length === 1 ? operands[0]! : { kind: 'or', operands };
  }

  expectEnd(): void {
    const token = this.peek();
    if (token.kind === 'close') throw new QueryFilterSyntaxError(token.position, "unexpected ')'");
    if (token.kind !== 'end') {
      throw new QueryFilterSyntaxError(
        token.position,
        "expected 'and', 'or' or the end of the filter",
      );
    }
  }

  private parseAnd(): QueryFilterNode {
    const operands = [this.parseNot()];
    while (this.peekKeyword('and')) {
      this.index += 1;
      operands.push(this.parseNot());
    }
    return operands.length === 1 ? operands[0]! : { kind: 'and', operands };
  }

  private parseNot(): QueryFilterNode {
    if (this.peek().kind !== 'not') return this.parsePrimary();
    const operand = this.nested(() => this.parseNot());
    return { kind: 'not', operand };
  }

  private parsePrimary(): QueryFilterNode {
    const token = this.peek();
    if (token.kind === 'open') {
      const inner = this.nested(() => this.parseOr());
      const close = this.next();
      if (close.kind !== 'close') {
        throw new QueryFilterSyntaxError(close.position, "expected 'and', 'or' or ')'");
      }
      return inner;
    }
    this.next();
    if (token.kind !== 'word')
      throw new QueryFilterSyntaxError(token.position, 'expected an expression');
    const word = token.text.toLowerCase();
    if (word === 'true' || word === 'false') return { kind: 'literal', value: word === 'true' };
    if (word === 'and' || word === 'or') {
      throw new QueryFilterSyntaxError(token.position, 'expected an expression');
    }
    const path = parseFieldPath(token.text, token.position);
    const operator = this.next();
    if (operator.kind !== 'word')
      throw new QueryFilterSyntaxError(operator.position, EXPECTED_OPERATOR);
    const op = operator.text.toLowerCase();
    if (op === 'pr') return { kind: 'presence', op: 'pr', path };
    if (!isComparisonOperator(op))
      throw new QueryFilterSyntaxError(operator.position, EXPECTED_OPERATOR);
    return { kind: 'comparison', op, path, value: this.parseValue() };
  }

  private parseValue(): QueryFilterValue {
    const token = this.next();
    if (token.kind === 'string') return token.value;
    if (token.kind !== 'word') throw new QueryFilterSyntaxError(token.position, 'expected a value');
    if (token.text === 'true') return true;
    if (token.text === 'false') return false;
    if (token.text === 'null') return null;
    if (!NUMBER.test(token.text))
      throw new QueryFilterSyntaxError(token.position, 'expected a value');
    const value = Number(token.text);
    if (!Number.isFinite(value))
      throw new QueryFilterSyntaxError(token.position, 'number out of range');
    return value === 0 ? 0 : value;
  }

  /** Consumes the current token ('!' or '('), then parses what it opens one level deeper. */
  private nested(parse: () => QueryFilterNode): QueryFilterNode {
    const opener = this.next();
    if (this.depth >= MAX_DEPTH) {
      throw new QueryFilterSyntaxError(
        opener.position,
        `nested more than ${MAX_DEPTH} levels deep`,
      );
    }
    this.depth += 1;
    const node = parse();
    this.depth -= 1;
    return node;
  }

  private peekKeyword(keyword: 'and' | 'or'): boolean {
    const token = this.peek();
    return token.kind === 'word' && token.text.toLowerCase() === keyword;
  }

  private peek(): Token {
    const token = this.tokens[this.index] ?? this.tokens[this.tokens.length - 1]!;
    if (token.kind === 'error') throw token.error;
    return token;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.index += 1;
    return token;
  }
}
