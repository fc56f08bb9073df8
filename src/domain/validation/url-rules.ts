import { simpleRule, textSchema, valueSchema } from './rule.js';
import { parseWebUrl } from './web-url.js';

const ORIGIN_ONLY = /^https?:\/\/[^\s/?#]+$/i;
const PLACEHOLDER = /[$&]\{[A-Za-z0-9._-]+\}/g;
const LEADING_PLACEHOLDER = /^[$&]\{[A-Za-z0-9._-]+\}/;

/** A path of this site: one leading slash, no whitespace. */
const isPath = (text: string) => /^\/(?!\/)\S*$/u.test(text);

/**
 * A full URL or a path, either of which may hold `${name}` or `&{name}` placeholders; one at the
 * start stands for a whole base URL (`&{esv.base.url}/login`).
 */
function isBookmarkUrl(text: string): boolean {
  const filled = text
    .replace(LEADING_PLACEHOLDER, 'https://placeholder')
    .replace(PLACEHOLDER, 'placeholder');
  return parseWebUrl(filled) !== undefined || isPath(filled);
}

const hasNoFragment = (value: unknown): boolean => {
  if (typeof value === 'string') return !value.includes('#');
  return (
    Array.isArray(value) && value.every((item) => typeof item === 'string' && !item.includes('#'))
  );
};

export const urlRules = {
  url: simpleRule(textSchema('validation.url', (text) => parseWebUrl(text) !== undefined)),
  /** A URL whose path is more than `/`. */
  urlWithPath: simpleRule(
    textSchema('validation.urlWithPath', (text) => {
      const url = parseWebUrl(text);
      return url !== undefined && url.pathname !== '/';
    }),
  ),
  /** Scheme, host and port only: no path, query or fragment, not even a trailing slash. */
  urlWithoutPath: simpleRule(
    textSchema(
      'validation.urlWithoutPath',
      (text) => ORIGIN_ONLY.test(text) && parseWebUrl(text) !== undefined,
    ),
  ),
  /** No `#` in the text, or in any text of a list. */
  noFragment: simpleRule(valueSchema('validation.noFragment', hasNoFragment)),
  bookmarkUrl: simpleRule(textSchema('validation.bookmarkUrl', isBookmarkUrl)),
};
