import { QueryFilterSyntaxError } from './query-filter-syntax-error.js';
import { JSON_SIMPLE_ESCAPES } from '../json-escapes.js';

export type Token =
  | { kind: 'open' | 'close' | 'not' | 'end'; position: number }
  | { kind: 'word'; position: number; text: string }
  | { kind: 'string'; position: number; value: string }
  | { kind: 'error'; position: number; error: QueryFilterSyntaxError };

const WHITESPACE = /[ \t\n\r]/;
const WORD_END = /[ \t\n\r()"]/;

/**
 * Splits a filter into tokens. A lexical error becomes the last token, so that the
 * parser reports whichever problem comes first in the text.
 */
export function tokenizeQueryFilter(text: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index] ?? '';
    if (WHITESPACE.test(char)) {
      index += 1;
    } else if (char === '(' || char === ')' || char === '!') {
      tokens.push({
        kind: char === '(' ? 'open' : char === ')' ? 'close' : 'not',
        position: index,
      });
      index += 1;
    } else if (char === '"') {
      try {
        const { value, next } = readString(text, index);
        tokens.push({ kind: 'string', position: index, value });
        index = next;
      } catch (error) {
        if (!(error instanceof QueryFilterSyntaxError)) throw error;
        tokens.push({ kind: 'error', position: error.position, error });
        return tokens;
      }
    } else {
      const start = index;
      while (index < text.length && !WORD_END.test(text[index] ?? '')) index += 1;
      tokens.push({ kind: 'word', position: start, text: text.slice(start, index) });
    }
  }
  tokens.push({ kind: 'end', position: text.length });
  return tokens;
}

function readString(text: string, start: number): { value: string; next: number } {
  let value = '';
  let index = start + 1;
  while (index < text.length) {
    const char = text[index] ?? '';
    if (char === '"') return { value, next: index + 1 };
    if (char !== '\\') {
      value += char;
      index += 1;
      continue;
    }
    const code = text[index + 1];
    if (code === undefined) break;
    const simple = JSON_SIMPLE_ESCAPES[code];
    if (simple !== undefined) {
      value += simple;
      index += 2;
    } else if (code === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(index + 2, index + 6))) {
      value += String.fromCharCode(parseInt(text.slice(index + 2, index + 6), 16));
      index += 6;
    } else {
      throw new QueryFilterSyntaxError(
        index,
        code === 'u' ? 'invalid unicode escape: expected 4 hex digits' : 'invalid escape in string',
      );
    }
  }
  throw new QueryFilterSyntaxError(start, 'unterminated string');
}
