import { isStorableText } from '../json-limits.js';

/** C0 controls other than tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/u;

/**
 * Whether text is fit for a text input: no control characters (tab and line breaks aside) and
 * nothing PostgreSQL cannot store.
 */
export function isPrintableText(text: string): boolean {
  return !CONTROL_CHARACTER.test(text) && isStorableText(text);
}

export const CONTROL_CHARACTERS_MESSAGE = 'validation.noControlCharacters';
