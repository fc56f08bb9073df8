import { QueryFilterSyntaxError } from './query-filter-syntax-error.js';

/**
 * Splits a field path (`/name/first`, or `name/first` without the leading slash) into
 * its decoded segments. `start` is the path's offset in the filter text, for errors.
 */
export function parseFieldPath(text: string, start: number): string[] {
  const leading = text.startsWith('/') ? 1 : 0;
  const segments: string[] = [];
  let offset = start + leading;
  for (const raw of text.slice(leading).split('/')) {
    if (raw === '') throw new QueryFilterSyntaxError(offset, 'expected a field name');
    segments.push(decodeSegment(raw, offset));
    offset += raw.length + 1;
  }
  return segments;
}

function decodeSegment(raw: string, start: number): string {
  return raw.replace(/~(.?)/g, (match: string, code: string, index: number) => {
    if (code === '0') return '~';
    if (code === '1') return '/';
    throw new QueryFilterSyntaxError(
      start + index,
      "invalid escape in field path: use '~0' or '~1'",
    );
  });
}

export function formatFieldPath(path: readonly string[]): string {
  return path.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
