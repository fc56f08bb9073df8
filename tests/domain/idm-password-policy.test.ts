import { describe, expect, it } from 'vitest';
import {
  failedIdmPasswordPolicy,
  passwordFailureOfRequirement,
  passwordPolicyFromIdm,
  type IdmPolicy,
} from '../../src/domain/idm-password-policy.js';
import { checkPassword } from '../../src/domain/validation/check-password.js';

const POLICIES: IdmPolicy[] = [
  { policyId: 'minimum-length', params: { minLength: 8 } },
  { policyId: 'maximum-length', params: { maxLength: 12 } },
  { policyId: 'at-least-X-capitals', params: { numCaps: 2 } },
  { policyId: 'at-least-X-lowercase', params: { numLower: 1 } },
  { policyId: 'at-least-X-numbers', params: { numNums: 1 } },
  { policyId: 'at-least-X-symbols', params: { numSymbols: 1 } },
  { policyId: 'cannot-contain-others', params: { disallowedFields: 'userName, sn' } },
  { policyId: 'dictionary' },
  { policyId: 'is-new', params: { historyLength: 3 } },
  { policyId: 're-auth-required' },
];
const FIELDS = { userName: 'ann.lee', sn: 'Lee' };

const platformFailures = (password: string) =>
  POLICIES.flatMap((policy) => failedIdmPasswordPolicy(policy, password, FIELDS) ?? []);

describe('the IDM password policy vocabulary', () => {
  it('reads the policies into the shared password rules, ignoring ids it does not know', () => {
    expect(passwordPolicyFromIdm(POLICIES)).toEqual({
      length: { min: 8, max: 12 },
      minCapitals: 2,
      minLowercase: 1,
      minNumbers: 1,
      minSymbols: 1,
      cannotContainOthersCaseInsensitive: ['userName', 'sn'],
      noCommonPasswords: true,
      passwordHistory: 3,
    });
  });

  it('takes IDM’s defaults for missing or unusable params', () => {
    expect(
      passwordPolicyFromIdm([
        { policyId: 'minimum-length' },
        { policyId: 'at-least-X-capitals', params: { numCaps: -1 } },
        { policyId: 'at-least-X-numbers', params: { numNums: 1.5 } },
        { policyId: 'cannot-contain-others', params: { disallowedFields: ['sn', 7, ' '] } },
      ]),
    ).toEqual({
      length: { min: 1 },
      minCapitals: 1,
      minNumbers: 1,
      cannotContainOthersCaseInsensitive: ['sn'],
    });
  });

  it('reports the requirements IDM names, with their params', () => {
    expect(platformFailures('xlee')).toEqual([
      { policyRequirement: 'MIN_LENGTH', params: { minLength: 8 } },
      { policyRequirement: 'AT_LEAST_X_CAPITAL_LETTERS', params: { numCaps: 2 } },
      { policyRequirement: 'AT_LEAST_X_NUMBERS', params: { numNums: 1 } },
      { policyRequirement: 'AT_LEAST_X_SYMBOLS', params: { numSymbols: 1 } },
      { policyRequirement: 'CANNOT_CONTAIN_OTHERS', params: { disallowedFields: ['sn'] } },
    ]);
    expect(platformFailures('P@ssw0rd')).toEqual([
      { policyRequirement: 'AT_LEAST_X_CAPITAL_LETTERS', params: { numCaps: 2 } },
      { policyRequirement: 'DICTIONARY' },
    ]);
    expect(platformFailures('QuietRiver!7x')).toEqual([
      { policyRequirement: 'MAX_LENGTH', params: { maxLength: 12 } },
    ]);
    expect(platformFailures('QuiEt!River7')).toEqual([]);
  });

  it('words what the platform reports as the shared rules word their own check', () => {
    for (const password of ['xlee', 'P@ssw0rd', 'QuietRiver!7x', 'ÄÖ!äö9', '🙂🙂🙂🙂🙂🙂🙂🙂']) {
      const words = platformFailures(password).map(({ policyRequirement, params }) =>
        passwordFailureOfRequirement(policyRequirement, params),
      );
      const shared = checkPassword(password, passwordPolicyFromIdm(POLICIES), { fields: FIELDS });
      expect(words, password).toEqual(
        shared.map((failure) =>
          failure.message === 'validation.password.length'
            ? { ...failure, values: expect.any(Object) as unknown }
            : failure,
        ),
      );
    }
  });

  it('words a history failure, and knows nothing of other requirements', () => {
    expect(passwordFailureOfRequirement('IS_NEW', { historyLength: 3 })).toEqual({
      message: 'validation.password.passwordHistory',
      values: { count: 3 },
    });
    expect(passwordFailureOfRequirement('REQUIRED')).toBeUndefined();
  });
});
