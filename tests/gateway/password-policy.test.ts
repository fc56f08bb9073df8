import { describe, expect, it } from 'vitest';
import { passwordChangeError } from '../../src/gateway/models/password-change.js';
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
  { policyId: 'maximum-length', params: { maxLength: 128 } },
  { policyId: 'at-least-X-capitals', params: { numCaps: 1 } },
  { policyId: 'at-least-X-lowercase', params: { numLower: 1 } },
  { policyId: 'at-least-X-numbers', params: { numNums: 1 } },
  { policyId: 'at-least-X-symbols', params: { numSymbols: 1 } },
  {
    policyId: 'cannot-contain-others',
    params: { disallowedFields: ['userName', 'givenName', 'sn'] },
  },
  { policyId: 'dictionary' },
  { policyId: 're-auth-required', params: { exceptRoles: ['internal/role/openidm-admin'] } },
]);

describe('passwordPolicyOf', () => {
  it('reads the IDM password policies into the shared rule set’s terms', () => {
    expect(passwordPolicyOf(SEEDED)).toEqual({
      length: { min: 8, max: 128 },
      minCapitals: 1,
      minLowercase: 1,
      minNumbers: 1,
      minSymbols: 1,
      cannotContainOthersCaseInsensitive: ['userName', 'givenName', 'sn'],
      noCommonPasswords: true,
    });
    expect(
      passwordPolicyOf(
        schemaWith([
          { policyId: 'maximum-length', params: { maxLength: 64 } },
          { policyId: 'minimum-length' },
          { policyId: 'cannot-contain-others', params: { disallowedFields: 'userName, sn' } },
          { policyId: 'is-new', params: { historyLength: 4 } },
          { policyId: 'unknown-policy' },
        ]),
      ),
    ).toEqual({
      length: { max: 64, min: 1 },
      cannotContainOthersCaseInsensitive: ['userName', 'sn'],
      passwordHistory: 4,
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

  it('turns each of the platform’s password policy failures into the shared messages', () => {
    const body = {
      code: 400,
      detail: {
        failedPolicyRequirements: [
          { property: 'userName', policyRequirements: [{ policyRequirement: 'UNIQUE' }] },
          {
            property: 'password',
            policyRequirements: [
              { policyRequirement: 'MIN_LENGTH', params: { minLength: 12 } },
              { policyRequirement: 'MAX_LENGTH', params: { maxLength: 64 } },
              { policyRequirement: 'AT_LEAST_X_CAPITAL_LETTERS', params: { numCaps: 1 } },
              { policyRequirement: 'AT_LEAST_X_LOWERCASE_LETTERS', params: { numLower: 1 } },
              { policyRequirement: 'AT_LEAST_X_NUMBERS', params: { numNums: 2 } },
              { policyRequirement: 'AT_LEAST_X_SYMBOLS', params: { numSymbols: 1 } },
              {
                policyRequirement: 'CANNOT_CONTAIN_OTHERS',
                params: { disallowedFields: ['userName', 'sn'] },
              },
              { policyRequirement: 'CANNOT_CONTAIN_OTHERS', params: { disallowedFields: 'sn' } },
              { policyRequirement: 'DICTIONARY' },
              { policyRequirement: 'IS_NEW', params: { historyLength: 3 } },
              { policyRequirement: 'SOMETHING_ELSE' },
            ],
          },
        ],
      },
    };
    const field = 'newPassword';
    expect(
      passwordChangeError(new UpstreamError(400, 'Failed policy validation', body)),
    ).toMatchObject({
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [
          { field, message: 'validation.password.length', values: { min: 12 } },
          { field, message: 'validation.password.length', values: { max: 64 } },
          { field, message: 'validation.password.minCapitals', values: { count: 1 } },
          { field, message: 'validation.password.minLowercase', values: { count: 1 } },
          { field, message: 'validation.password.minNumbers', values: { count: 2 } },
          { field, message: 'validation.password.minSymbols', values: { count: 1 } },
          {
            field,
            message: 'validation.password.cannotContainOthersCaseInsensitive',
            values: { fields: ['userName', 'sn'] },
          },
          {
            field,
            message: 'validation.password.cannotContainOthersCaseInsensitive',
            values: { fields: ['sn'] },
          },
          { field, message: 'validation.password.noCommonPasswords' },
          { field, message: 'validation.password.passwordHistory', values: { count: 3 } },
          { field, message: 'validation.custom' },
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
