import { describe, expect, it } from 'vitest';
import {
  decodeAmData,
  encodeAmData,
  socialReturnFrom,
  socialReturnParameters,
} from '../../src/domain/social-link.js';

describe('a social provider’s authorization response', () => {
  it('is read from the query, without empty values', () => {
    const response = socialReturnFrom(
      new URLSearchParams('code=abc&state=xyz&iss=https%3A%2F%2Fid.acme&error='),
    );
    expect(response).toEqual({ state: 'xyz', code: 'abc', iss: 'https://id.acme' });
    expect(socialReturnParameters(response!)).toEqual({
      state: 'xyz',
      code: 'abc',
      iss: 'https://id.acme',
    });
  });

  it('needs a state', () => {
    expect(socialReturnFrom(new URLSearchParams('code=abc'))).toBeNull();
  });

  it('travels as base64url JSON amData and back, errors included', () => {
    const posted = new URLSearchParams({
      state: 'xyz',
      error: 'access_denied',
      error_description: 'Dénié — “no”',
      extra: 'dropped',
    });
    const amData = encodeAmData(posted);
    expect(amData).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeAmData(amData)).toEqual({
      state: 'xyz',
      error: 'access_denied',
      errorDescription: 'Dénié — “no”',
    });
  });

  it('refuses amData that is not base64url JSON of a response', () => {
    expect(decodeAmData('not base64!')).toBeNull();
    expect(decodeAmData(Buffer.from('[1,2]').toString('base64url'))).toBeNull();
    expect(decodeAmData(Buffer.from('{"code":"c"}').toString('base64url'))).toBeNull();
    expect(decodeAmData('x'.repeat(9000))).toBeNull();
  });
});
