import { describe, expect, it } from 'vitest';
import { sessionSignOutReason, type SessionInfo } from '../../src/domain/session-validity.js';

describe('session sign-out reasons', () => {
  const identity = { subject: 'u1', authTime: 100, realm: 'alpha' };
  const info: SessionInfo = { ...identity, maxIdleExpirationTime: null, observedAt: 0 };

  it('keeps a session that still matches', () => {
    expect(sessionSignOutReason(identity, info)).toBeNull();
    expect(sessionSignOutReason(identity, { ...info, realm: '/alpha' })).toBeNull();
  });

  it('names the first broken rule: invalid subject, subject, auth_time, realm', () => {
    expect(sessionSignOutReason(identity, { ...info, subject: null, realm: 'x' })).toBe(
      'subjectInvalid',
    );
    expect(sessionSignOutReason(identity, { ...info, subject: '' })).toBe('subjectInvalid');
    expect(sessionSignOutReason(identity, { ...info, subject: 'u2', authTime: 1 })).toBe(
      'subjectChanged',
    );
    expect(sessionSignOutReason(identity, { ...info, authTime: 101 })).toBe('authTimeChanged');
    expect(sessionSignOutReason(identity, { ...info, authTime: null })).toBe('authTimeChanged');
    expect(sessionSignOutReason(identity, { ...info, realm: 'bravo' })).toBe('realmChanged');
  });
});
