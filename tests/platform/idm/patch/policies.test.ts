import { describe, expect, it } from 'vitest';
import { checkPassword } from '../../../../src/domain/validation/check-password.js';
import type { PropertySchema } from '../../../../src/platform/idm/managed-config.js';
import { applyPatch } from '../../../../src/platform/idm/patch/apply-patch.js';
import { failedStringPolicies } from '../../../../src/platform/idm/patch/policies.js';
import { patchPolicyFailures } from '../../../../src/platform/idm/property-policies.js';
import { managedConfig } from '../../../../src/platform/store/seed/managed-schemas.js';

const seededSchema = managedConfig(['alpha']).objects[0]!.schema;
const PASSWORD = seededSchema.properties.password as PropertySchema;
const ANN = { userName: 'ann.lee', givenName: 'Ann', sn: 'Lee' };

const requirements = (value: unknown, fullObject: Record<string, unknown> = ANN) =>
  failedStringPolicies(PASSWORD, value, fullObject);

describe('the seeded password policies', () => {
  it('list every requirement a weak password fails, in the order the schema gives', () => {
    expect(requirements('ANN')).toEqual([
      { policyRequirement: 'MIN_LENGTH', params: { minLength: 8 } },
      { policyRequirement: 'AT_LEAST_X_LOWERCASE_LETTERS', params: { numLower: 1 } },
      { policyRequirement: 'AT_LEAST_X_NUMBERS', params: { numNums: 1 } },
      { policyRequirement: 'AT_LEAST_X_SYMBOLS', params: { numSymbols: 1 } },
      { policyRequirement: 'CANNOT_CONTAIN_OTHERS', params: { disallowedFields: ['givenName'] } },
    ]);
    expect(requirements(`Aa1!${'x'.repeat(125)}`)).toEqual([
      { policyRequirement: 'MAX_LENGTH', params: { maxLength: 128 } },
    ]);
    expect(requirements('harbourlights')).toEqual([
      { policyRequirement: 'AT_LEAST_X_CAPITAL_LETTERS', params: { numCaps: 1 } },
      { policyRequirement: 'AT_LEAST_X_NUMBERS', params: { numNums: 1 } },
      { policyRequirement: 'AT_LEAST_X_SYMBOLS', params: { numSymbols: 1 } },
    ]);
  });

  it('refuse the other fields’ values in any case, and only non-blank ones', () => {
    expect(requirements('Hello!LEE.ann.lee9')).toEqual([
      {
        policyRequirement: 'CANNOT_CONTAIN_OTHERS',
        params: { disallowedFields: ['userName', 'givenName', 'sn'] },
      },
    ]);
    expect(requirements('Harbour!Lights42', { userName: ' ', givenName: null })).toEqual([]);
  });

  it('refuse the shipped common passwords in any case', () => {
    expect(requirements('P@ssw0rd')).toEqual([{ policyRequirement: 'DICTIONARY' }]);
    expect(requirements('Harbour!Lights42')).toEqual([]);
  });

  it('count characters as the shared password rules do', () => {
    for (const password of ['Crème brûlée €5', 'ÄÖÜ!äöü9', '🙂🙂🙂🙂Aa1!', 'short']) {
      const platform = requirements(password).map(({ policyRequirement }) => policyRequirement);
      const shared = checkPassword(password, {
        length: { min: 8, max: 128 },
        minCapitals: 1,
        minLowercase: 1,
        minNumbers: 1,
        minSymbols: 1,
      }).map(({ message }) => message);
      expect(platform.length, password).toBe(shared.length);
    }
  });

  it('take comma-separated field lists as IDM does', () => {
    const property: PropertySchema = {
      type: 'string',
      policies: [
        { policyId: 'cannot-contain-others', params: { disallowedFields: 'userName, sn' } },
      ],
    };
    expect(failedStringPolicies(property, 'lee-123', ANN)).toEqual([
      { policyRequirement: 'CANNOT_CONTAIN_OTHERS', params: { disallowedFields: ['sn'] } },
    ]);
  });
});

describe('a password PATCH', () => {
  const patchPassword = (doc: Record<string, unknown>, operations: object[]) =>
    patchPolicyFailures(
      seededSchema,
      applyPatch(doc, operations as never, seededSchema, { self: true }),
    );

  it('compares with the object as the PATCH leaves it', () => {
    const doc = { ...ANN, mail: 'ann@example.com' };
    const password = { operation: 'replace', field: '/password', value: 'Quiet!River7' };
    expect(patchPassword(doc, [password])).toEqual([]);
    expect(
      patchPassword(doc, [password, { operation: 'replace', field: '/sn', value: 'River' }]),
    ).toEqual([
      {
        property: 'password',
        policyRequirements: [
          { policyRequirement: 'CANNOT_CONTAIN_OTHERS', params: { disallowedFields: ['sn'] } },
        ],
      },
    ]);
  });
});
