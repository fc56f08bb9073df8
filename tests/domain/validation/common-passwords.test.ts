import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from '../../../src/domain/validation/common-passwords.js';

describe('common password list', () => {
  it('holds well over a thousand distinct lower-case entries', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(1000);
    for (const password of COMMON_PASSWORDS) {
      expect(password, password).toBe(password.toLowerCase());
      expect(password, password).toMatch(/^\S+$/);
    }
  });

  it('includes the passwords every published list starts with', () => {
    const known = ['123456', 'password', '12345678', 'qwerty', '123456789', '12345', '1234'];
    const more = ['111111', 'abc123', 'iloveyou', 'letmein', 'monkey', 'dragon', 'football'];
    for (const password of [...known, ...more, 'passw0rd', 'qwertyuiop', 'trustno1']) {
      expect(COMMON_PASSWORDS.has(password), password).toBe(true);
    }
  });

  it('does not flag strong passphrases', () => {
    expect(COMMON_PASSWORDS.has('correct horse battery staple')).toBe(false);
    expect(COMMON_PASSWORDS.has('tr0ub4dor&3x')).toBe(false);
  });
});
