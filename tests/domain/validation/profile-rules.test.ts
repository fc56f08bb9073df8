import { describe, expect, it } from 'vitest';
import {
  checkProfileValue,
  PROFILE_PROPERTY_RULES,
} from '../../../src/domain/validation/profile-rules.js';

describe('profile property rules', () => {
  it('maps the properties whose format is known to registry rules', () => {
    const withinLength = { rule: 'maxLength', params: { length: 255 } };
    expect(PROFILE_PROPERTY_RULES['mail']).toEqual([{ rule: 'email' }, withinLength]);
    expect(PROFILE_PROPERTY_RULES['telephoneNumber']).toEqual([
      { rule: 'phoneNumber' },
      withinLength,
    ]);
    expect(PROFILE_PROPERTY_RULES['givenName']).toEqual([withinLength]);
    expect(PROFILE_PROPERTY_RULES['profileImage']).toEqual([{ rule: 'url' }, withinLength]);
  });

  it('checks a value against its property rules', () => {
    expect(checkProfileValue('mail', 'demo@example.com')).toEqual({ valid: true });
    expect(checkProfileValue('mail', 'not-an-email')).toEqual({
      valid: false,
      message: 'validation.email',
    });
    expect(checkProfileValue('telephoneNumber', '+1 (555) 010-0000')).toEqual({ valid: true });
    expect(checkProfileValue('telephoneNumber', 'call me')).toEqual({
      valid: false,
      message: 'validation.phoneNumber',
    });
    expect(checkProfileValue('profileImage', 'https://example.com/me.png')).toEqual({
      valid: true,
    });
    expect(checkProfileValue('profileImage', 'javascript:alert(1)')).toEqual({
      valid: false,
      message: 'validation.url',
    });
  });

  it('refuses whitespace in a username, as a username change does', () => {
    expect(checkProfileValue('userName', 'a b')).toEqual({
      valid: false,
      message: 'validation.noWhitespace',
    });
  });

  it('reports the first rule a value fails', () => {
    expect(checkProfileValue('userName', '')).toEqual({
      valid: false,
      message: 'validation.required',
    });
    expect(checkProfileValue('userName', 'u'.repeat(256))).toEqual({
      valid: false,
      message: 'validation.maxLength',
      values: { length: 255 },
    });
  });

  it('lets optional properties be cleared', () => {
    for (const property of ['mail', 'telephoneNumber', 'profileImage']) {
      expect(checkProfileValue(property, null)).toEqual({ valid: true });
      expect(checkProfileValue(property, '')).toEqual({ valid: true });
    }
  });

  it('holds text properties to 255 characters, counting an emoji once', () => {
    for (const property of ['givenName', 'sn', 'city', 'description']) {
      expect(checkProfileValue(property, 'x'.repeat(256))).toMatchObject({
        valid: false,
        values: { length: 255 },
      });
    }
    expect(checkProfileValue('city', '🏙'.repeat(255))).toEqual({ valid: true });
    expect(checkProfileValue('profileImage', `https://example.com/${'a'.repeat(236)}`)).toEqual({
      valid: false,
      message: 'validation.maxLength',
      values: { length: 255 },
    });
    expect(checkProfileValue('givenName', null)).toEqual({ valid: true });
  });

  it('leaves unknown properties to the platform', () => {
    expect(checkProfileValue('nickname', 42)).toEqual({ valid: true });
    expect(checkProfileValue('toString', 'x')).toEqual({ valid: true });
    expect(checkProfileValue('__proto__', 'x')).toEqual({ valid: true });
  });
});
