import { describe, expect, it } from 'vitest';
import { usablePostLogoutUrl } from '../../src/domain/post-logout-url.js';

describe('post-logout URL', () => {
  it('keeps valid http(s) URLs and absolute paths', () => {
    expect(usablePostLogoutUrl(' https://example.com/bye ')).toBe('https://example.com/bye');
    expect(usablePostLogoutUrl('/login?realm=alpha')).toBe('/login?realm=alpha');
  });

  it.each([null, undefined, '', '   ', 'javascript:alert(1)', '//evil.example', 'not a url'])(
    'rejects %j',
    (url) => {
      expect(usablePostLogoutUrl(url)).toBeNull();
    },
  );
});
