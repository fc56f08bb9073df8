import { describe, expect, it } from 'vitest';
import {
  passwordChangeError,
  refuseWeakPassword,
} from '../../src/gateway/models/password-change.js';
import { passwordPolicyOf, toPasswordPolicy } from '../../src/gateway/models/password-policy.js';
import { UpstreamError } from '../../src/gateway/upstream/errors.js';
import { headerText } from '../../src/gateway/upstream/idm-account-security.js';
import type { ObjectSchemaDocument } from '../../src/gateway/upstream/idm.js';

const schemaWith = (policies: unknown): ObjectSchemaDocument => ({
  order: [],
  required: [],
  properties: { password: { type: 'string', policies } },
});

const SEEDED = schemaWith([
  { policyId: 'minimum-length', params: { minLength: 8 } },
  { policyId: 'at-least-X-capitals', params: { numCaps: 1 } },
  { policyId: 'at-least-X-numbers', params: { numNums: 1 } },
  { policyId: 're-auth-required', params: { exceptRoles: ['internal/role/openidm-admin'] } },
]);

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing thrown');
}

describe('passwordPolicyOf', () => {
  it('reads the IDM password policies into the shared rule set’s terms', () => {
    expect(passwordPolicyOf(SEEDED)).toEqual({
      length: { min: 8 },
      minCapitals: 1,
      minNumbers: 1,
    });
    expect(
      passwordPolicyOf(
        schemaWith([
          { policyId: 'maximum-length', params: { maxLength: 64 } },
          { policyId: 'minimum-length' },
          { policyId: 'cannot-contain-others', params: { disallowedFields: ['userName', 'sn'] } },
          { policyId: 'unknown-policy' },
        ]),
      ),
    ).toEqual({
      length: { max: 64, min: 1 },
      cannotContainOthersCaseInsensitive: ['userName', 'sn'],
    });
  });

  it('is empty when the schema has no password policies, or unreadable ones', () => {
    expect(passwordPolicyOf({ order: [], required: [], properties: {} })).toEqual({});
    expect(passwordPolicyOf(schemaWith('nonsense'))).toEqual({});
  });

  it('is served with the user’s values of the fields it names, and nothing else', () => {
    const policy = { cannotContainOthersCaseInsensitive: ['userName', 'sn'], minNumbers: 2 };
    expect(
      toPasswordPolicy(policy, { userName: 'ann', sn: 'Smith', mail: 'ann@example.com' }),
    ).toMatchObject({
      minNumbers: 2,
      minLength: null,
      cannotContainOthers: [],
      cannotContainOthersCaseInsensitive: ['userName', 'sn'],
      fieldValues: { userName: 'ann', sn: 'Smith' },
    });
  });
});

describe('refuseWeakPassword', () => {
  it('lists every failed policy on newPassword', () => {
    const error = thrown(() => refuseWeakPassword('abc', passwordPolicyOf(SEEDED), {}));
    expect(error).toMatchObject({
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [
          { field: 'newPassword', message: 'validation.password.length', values: { min: 8 } },
          {
            field: 'newPassword',
            message: 'validation.password.minCapitals',
            values: { count: 1 },
          },
          { field: 'newPassword', message: 'validation.password.minNumbers', values: { count: 1 } },
        ],
      },
    });
  });

  it('checks the user’s own fields too, and lets a strong password through', () => {
    const policy = { cannotContainOthersCaseInsensitive: ['userName'] };
    expect(thrown(() => refuseWeakPassword('xANNx!99', policy, { userName: 'ann' }))).toMatchObject(
      {
        extensions: {
          fieldErrors: [
            {
              message: 'validation.password.cannotContainOthersCaseInsensitive',
              values: { fields: ['userName'] },
            },
          ],
        },
      },
    );
    expect(() =>
      refuseWeakPassword('Harbour!Lights42', passwordPolicyOf(SEEDED), {}),
    ).not.toThrow();
  });
});

describe('passwordChangeError', () => {
  it('puts a failed re-authentication on currentPassword', () => {
    expect(passwordChangeError(new UpstreamError(403, 'Reauthentication failed'))).toMatchObject({
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [
          { field: 'currentPassword', message: 'accountSecurity.errors.currentPasswordIncorrect' },
        ],
      },
    });
  });

  it('turns the platform’s password policy failures into the shared messages', () => {
    const body = {
      code: 400,
      detail: {
        failedPolicyRequirements: [
          {
            property: 'password',
            policyRequirements: [
              { policyRequirement: 'MIN_LENGTH', params: { minLength: 12 } },
              { policyRequirement: 'AT_LEAST_X_NUMBERS', params: { numNums: 2 } },
              { policyRequirement: 'IS_NEW' },
            ],
          },
        ],
      },
    };
    expect(
      passwordChangeError(new UpstreamError(400, 'Failed policy validation', body)),
    ).toMatchObject({
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [
          { field: 'newPassword', message: 'validation.password.length', values: { min: 12 } },
          { field: 'newPassword', message: 'validation.password.minNumbers', values: { count: 2 } },
          { field: 'newPassword', message: 'validation.custom' },
        ],
      },
    });
  });

  it('leaves any other failure as the platform answered it', () => {
    const unavailable = new UpstreamError(503, 'idm unreachable');
    expect(passwordChangeError(unavailable)).toBe(unavailable);
    const unrelated = new UpstreamError(400, 'Bad', { detail: {} });
    expect(passwordChangeError(unrelated)).toBe(unrelated);
  });
});

describe('headerText', () => {
  it('sends printable ASCII as is and anything else as an RFC 2047 encoded word', () => {
    expect(headerText('Demo!Passw0rd')).toBe('Demo!Passw0rd');
    expect(headerText('two words')).toBe('two words');
    expect(headerText('Crème €5')).toBe(
      `=?UTF-8?B?${Buffer.from('Crème €5').toString('base64')}?=`,
    );
    expect(headerText(' padded ')).toBe(
      `=?UTF-8?B?${Buffer.from(' padded ').toString('base64')}?=`,
    );
  });
});
