import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  renameAuthDeviceSchema,
  renameTrustedDeviceSchema,
  revokeAuthorizedAppSchema,
  signOutSessionSchema,
} from '../../src/domain/account-security-inputs.js';

const ID = '7d2f0c4e-1b1a-4c55-9b0e-5c8d9e0f1a2b';

function messages(result: ReturnType<typeof safeParse>) {
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('device inputs', () => {
  it('accepts a plain alias and name', () => {
    expect(safeParse(renameTrustedDeviceSchema, { id: ID, alias: 'Work laptop' }).success).toBe(
      true,
    );
    expect(
      safeParse(renameAuthDeviceSchema, { type: 'WEBAUTHN', id: ID, name: 'Blue key' }).success,
    ).toBe(true);
  });

  it.each([
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    [' padded', 'validation.noLeadingTrailingSpace'],
    ['x'.repeat(65), 'validation.maxLength'],
  ])('refuses the alias %j with %s', (alias, message) => {
    expect(messages(safeParse(renameTrustedDeviceSchema, { id: ID, alias }))).toContain(message);
  });

  it('refuses an unknown device type and a path-like id', () => {
    expect(safeParse(renameAuthDeviceSchema, { type: 'SMS', id: ID, name: 'x' }).success).toBe(
      false,
    );
    expect(messages(safeParse(renameTrustedDeviceSchema, { id: '../x', alias: 'x' }))).toEqual([
      'validation.deviceId',
    ]);
  });
});

describe('session and application inputs', () => {
  it('takes an AM session handle and an OAuth client id', () => {
    expect(safeParse(signOutSessionSchema, { handle: 'shandle:AbC_12-x' }).success).toBe(true);
    expect(messages(safeParse(signOutSessionSchema, { handle: 'a/b' }))).toEqual([
      'validation.sessionHandle',
    ]);
    expect(safeParse(revokeAuthorizedAppSchema, { clientId: 'portal' }).success).toBe(true);
    expect(messages(safeParse(revokeAuthorizedAppSchema, { clientId: '' }))).toEqual([
      'validation.clientId',
    ]);
  });
});
