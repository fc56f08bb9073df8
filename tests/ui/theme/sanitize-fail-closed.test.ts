import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeScriptTags } from '../../../src/ui/components/sanitize-html.js';

describe('sanitizer in a DOM where DOMPurify cannot work', () => {
  it('shows nothing rather than unsanitized HTML', () => {
    expect(sanitizeHtml('<p>Footer <img src=x onerror="window.__pwned=1"></p>')).toBe('');
    expect(sanitizeScriptTags('<script src="https://cdn.example.com/a.js"></script>')).toEqual([]);
  });
});
