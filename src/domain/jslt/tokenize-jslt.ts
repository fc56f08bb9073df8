import { JsltSyntaxError, type SourcePosition } from './errors.js';
import { JSON_SIMPLE_ESCAPES } from '../json-escapes.js';

export type Token =
  | { kind: 'number'; value: number; text: string; at: SourcePosition }
  | { kind: 'string'; value: string; text: string; at: SourcePosition }
  /** An identifier or keyword: a function name, `if`, `and`, `true`... */
  | { kind: 'name'; text: string; at: SourcePosition }
  /** `.` alone (`key` null), `.key` or `."quoted key"`. */
  | { kind: 'dot'; key: string | null; text: string; at: SourcePosition }
  | { kind: 'symbol'; text: string; at: SourcePosition }
  | { kind: 'end'; text: ''; at: SourcePosition };

const SYMBOLS = ['==', '!=', '<=', '>=', '(', ')', '[', ']', '{', '}', ',', ':', '+', '<', '>'];
/** JSLT operators outside the supported subset: named in the error instead of "character". */
const UNSUPPORTED_SYMBOLS = ['-', '*', '/', '|', '=', '%'];
/** Words JSLT reserves: never a key after `. ` (and quoted by flattenJsonPaths). */
export const JSLT_KEYWORDS: ReadonlySet<string> = new Set([
  'true',
  'false',
  'null',
  'and',
  'or',
  'if',
  'else',
  'let',
  'for',
  'def',
  'import',
  'as',
]);
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const WHITESPACE = /[ \t\n\r\f]/;

/** JSLT's identifier characters: letters, digits, `_`, `-` and everything beyond ASCII. */
const isNameChar = (char: string | undefined) =>
  char !== undefined && (/[A-Za-z0-9_-]/.test(char) || char.charCodeAt(0) >= 0x80);
const isNameStart = (char: string | undefined) =>
  char !== undefined && (/[A-Za-z_]/.test(char) || char.charCodeAt(0) >= 0x80);

/** Maps 0-based offsets of `source` to lines and columns. */
export function positionLocator(source: string): (offset: number) => SourcePosition {
  const lineStarts = [0];
  for (let index = 0; index < source.length; index += 1) {
    if (source[index] === '\n') lineStarts.push(index + 1);
  }
  return (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((lineStarts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (lineStarts[low] ?? 0) + 1 };
  };
}

/**
 * The tokens of an expression, read as the parser asks for them, so that whichever problem comes
 * first in the text is the one reported. A lexical error is a JsltSyntaxError at its position.
 */
export function* tokenizeJslt(source: string): Generator<Token, Token> {
  const at = positionLocator(source);
  let index = 0;

  const readName = () => {
    const start = index;
    while (isNameChar(source[index])) index += 1;
    return source.slice(start, index);
  };

  const readString = (): string => {
    const start = index;
    index += 1;
    let value = '';
    for (;;) {
      const char = source[index];
      if (char === undefined) throw new JsltSyntaxError('Unterminated string', at(start));
      if (char === '"') {
        index += 1;
        return value;
      }
      if (char !== '\\') {
        value += char;
        index += 1;
        continue;
      }
      const escape = source[index + 1];
      const simple = escape === undefined ? undefined : JSON_SIMPLE_ESCAPES[escape];
      if (simple !== undefined) {
        value += simple;
        index += 2;
      } else if (escape === 'u' && /^[0-9a-fA-F]{4}$/.test(source.slice(index + 2, index + 6))) {
        value += String.fromCharCode(parseInt(source.slice(index + 2, index + 6), 16));
        index += 6;
      } else {
        const shown = escape === 'u' ? source.slice(index, index + 6) : `\\${escape ?? ''}`;
        throw new JsltSyntaxError(`Invalid escape '${shown}' in string`, at(index));
      }
    }
  };

  /**
   * The key after a dot, if any. Right after the dot any identifier characters form the key
   * (`.0`, `.if`); after blanks, as in JSLT, only a name that is not a keyword or a string does
   * (`. and .b` is the input and `.b`).
   */
  const readKey = (): string | null => {
    if (source[index] === '"') return readString();
    if (isNameChar(source[index])) return readName();
    let next = index;
    while (WHITESPACE.test(source[next] ?? '')) next += 1;
    if (next === index) return null;
    if (source[next] === '"') {
      index = next;
      return readString();
    }
    if (!isNameStart(source[next])) return null;
    let end = next;
    while (isNameChar(source[end])) end += 1;
    if (JSLT_KEYWORDS.has(source.slice(next, end))) return null;
    index = end;
    return source.slice(next, end);
  };

  while (index < source.length) {
    const char = source[index] ?? '';
    const start = index;
    if (WHITESPACE.test(char)) {
      index += 1;
    } else if (source.startsWith('//', index)) {
      while (index < source.length && source[index] !== '\n') index += 1;
    } else if (char === '"') {
      const value = readString();
      yield { kind: 'string', value, text: source.slice(start, index), at: at(start) };
    } else if (char === '.') {
      index += 1;
      yield { kind: 'dot', key: readKey(), text: source.slice(start, index), at: at(start) };
    } else if (/[0-9]/.test(char) || (char === '-' && /[0-9]/.test(source[index + 1] ?? ''))) {
      NUMBER.lastIndex = index;
      const text = NUMBER.exec(source)?.[0] ?? char;
      const value = Number(text);
      if (!Number.isFinite(value))
        throw new JsltSyntaxError(`Number out of range '${text}'`, at(start));
      index += text.length;
      yield { kind: 'number', value, text, at: at(start) };
    } else if (isNameStart(char)) {
      yield { kind: 'name', text: readName(), at: at(start) };
    } else {
      const symbol = SYMBOLS.find((candidate) => source.startsWith(candidate, index));
      if (symbol !== undefined) {
        index += symbol.length;
        yield { kind: 'symbol', text: symbol, at: at(start) };
      } else if (UNSUPPORTED_SYMBOLS.includes(char)) {
        throw new JsltSyntaxError(`Unsupported operator '${char}'`, at(start));
      } else {
        throw new JsltSyntaxError(`Unexpected character '${char}'`, at(start));
      }
    }
  }
  return { kind: 'end', text: '', at: at(source.length) };
}
