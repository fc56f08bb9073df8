import { describe, it } from 'vitest';
import { expectInvalid, expectValid } from './expect-rule.js';

const NOT_URLS = [
  'example.com',
  'ftp://example.com',
  'http:example.com',
  'https://',
  'https:// example.com',
  'https://exa mple.com',
  'javascript:alert(1)',
  '/relative',
  42,
];

describe('URL rules', () => {
  it('url: an absolute http or https URL', () => {
    expectValid('url', [
      'https://example.com',
      'http://localhost:8080/path?q=1#f',
      'https://user@example.com/',
      'https://example.com/avatar.png',
    ]);
    expectInvalid('url', NOT_URLS);
  });

  it('urlWithPath: a URL with a path beyond /', () => {
    expectValid('urlWithPath', ['https://example.com/app', 'https://example.com/app/?x=1']);
    expectInvalid('urlWithPath', [
      'https://example.com',
      'https://example.com/',
      'https://example.com/?q=1',
      ...NOT_URLS,
    ]);
  });

  it('urlWithoutPath: scheme, host and port only', () => {
    expectValid('urlWithoutPath', [
      'https://example.com',
      'http://localhost:8080',
      'https://EXAMPLE.com',
    ]);
    expectInvalid('urlWithoutPath', [
      'https://example.com/',
      'https://example.com/a',
      'https://example.com?q',
      'https://example.com#x',
      ...NOT_URLS,
    ]);
  });

  it('noFragment: no # in the text or in any text of a list', () => {
    expectValid('noFragment', ['https://a.com/x', ['a', 'b'], []]);
    expectInvalid('noFragment', ['https://a.com/#x', '#', ['a', 'b#c'], [1], 5]);
  });

  it('bookmarkUrl: a full URL, a path, or either with placeholders', () => {
    expectValid('bookmarkUrl', [
      'https://app.example.com/login',
      '/enduser/?realm=alpha#/dashboard',
      '&{esv.bookmark.url}',
      '${bookmark}',
      'https://&{esv.host}/app',
      '&{esv.base.url}/login',
      '/&{esv.path}/x',
    ]);
    expectInvalid('bookmarkUrl', [
      'example.com/login',
      '//evil.com',
      'javascript:alert(1)',
      'https://exa mple.com',
      '{esv}',
      '&{}',
      '&{a b}',
      '/a b',
      ['https://a.com', '//evil.com'],
    ]);
  });
});
