import { describe, expect, it } from 'vitest';
import { fromUpstream } from '../../src/gateway/errors.js';
import { policyFieldErrors } from '../../src/gateway/policy-failures.js';
import { profilePreferences, toProfile } from '../../src/gateway/models/profile.js';
import { UpstreamError } from '../../src/gateway/upstream/errors.js';

const schema = {
  title: 'Users',
  order: ['userName', 'password', 'preferences', 'nickname'],
  required: ['userName'],
  properties: {
    userName: { type: 'string', title: 'Username', userEditable: true },
    password: { type: 'string', viewable: false },
    kbaInfo: { type: 'array', scope: 'private' },
    nickname: { type: ['string', 'null'], userEditable: true },
    preferences: {
      type: 'object',
      viewable: true,
      order: ['marketing', 'updates'],
      properties: {
        updates: { type: 'boolean', title: 'News' },
        marketing: { type: 'boolean', title: 'Offers' },
        theme: { type: 'string', title: 'Theme' },
      },
    },
  },
};

const object = {
  _id: 'u-1',
  _rev: '3',
  userName: 'ann',
  kbaInfo: [{ questionId: '1' }],
  preferences: { updates: true, marketing: 'yes' },
};

describe('toProfile', () => {
  it('leaves out private properties, keeps the order and reads nullable types', () => {
    const profile = toProfile('managed/alpha_user', object, schema);
    expect(profile.schema.properties.map(({ name, nullable }) => [name, nullable])).toEqual([
      ['userName', false],
      ['preferences', false],
      ['nickname', true],
    ]);
    expect(profile.values).toEqual({ userName: 'ann', preferences: object.preferences });
    expect(profile).toMatchObject({ id: 'u-1', rev: '3', resource: 'managed/alpha_user' });
  });
});

describe('profilePreferences', () => {
  it('lists the boolean settings in the order of the preferences property', () => {
    expect(profilePreferences(schema, object)).toEqual([
      { name: 'marketing', title: 'Offers', enabled: false },
      { name: 'updates', title: 'News', enabled: true },
    ]);
  });

  it('is empty when the schema has no preferences', () => {
    expect(profilePreferences({ ...schema, properties: {} }, object)).toEqual([]);
  });
});

describe('policyFieldErrors', () => {
  it("says the platform's requirements with the shared rule set's keys and values", () => {
    expect(
      policyFieldErrors([
        {
          property: 'userName',
          policyRequirements: [
            { policyRequirement: 'REQUIRED' },
            { policyRequirement: 'MAX_LENGTH', params: { maxLength: 255 } },
          ],
        },
        {
          property: 'password',
          policyRequirements: [
            { policyRequirement: 'AT_LEAST_X_CAPITAL_LETTERS', params: { numCaps: 2 } },
          ],
        },
        { property: 'mail', policyRequirements: [{ policyRequirement: 'SOMETHING_NEW' }] },
      ]),
    ).toEqual([
      { field: 'userName', message: 'validation.required' },
      { field: 'userName', message: 'validation.maxLength', values: { length: 255 } },
      { field: 'password', message: 'validation.password.minCapitals', values: { count: 2 } },
      { field: 'mail', message: 'validation.custom' },
    ]);
  });
});

describe('fromUpstream on a policy refusal', () => {
  it("is BAD_USER_INPUT with the shared rule set's keys per field", () => {
    const refusal = new UpstreamError(400, 'Failed policy validation', {
      code: 400,
      detail: {
        result: false,
        failedPolicyRequirements: [
          { property: 'mail', policyRequirements: [{ policyRequirement: 'VALID_URL' }] },
        ],
      },
    });
    expect(fromUpstream(refusal).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'mail', message: 'validation.url' }],
    });
    const plain = fromUpstream(new UpstreamError(400, 'Bad request', { code: 400 }));
    expect(plain.extensions).toEqual({ code: 'BAD_USER_INPUT' });
  });
});
