import { describe, expect, it } from 'vitest';
import { PROFILE_PROPERTY_RULES } from '../../../src/domain/validation/profile-rules.js';
import { managedConfig } from '../../../src/platform/store/seed/managed-schemas.js';

interface SeededProperty {
  userEditable?: boolean;
  policies?: { policyId: string; params?: { maxLength?: number } }[];
}

const [user] = managedConfig(['alpha']).objects;
const properties = Object.entries(
  (user?.schema.properties ?? {}) as Record<string, SeededProperty>,
);

/**
 * The user-editable properties the seeded schema holds to a maximum length. The password is not
 * a profile property: the shared password policy bounds it.
 */
const bounded = properties.flatMap(([name, property]) => {
  const limit = property.policies?.find(({ policyId }) => policyId === 'maximum-length');
  return name !== 'password' && property.userEditable && limit
    ? [{ name, length: limit.params?.maxLength }]
    : [];
});

describe('the seeded user schema and the shared profile rules', () => {
  it('bound the same user-editable properties to the same length', () => {
    expect(bounded.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['givenName', 'sn', 'mail', 'telephoneNumber', 'profileImage']),
    );
    for (const { name, length } of bounded) {
      expect(PROFILE_PROPERTY_RULES[name], name).toContainEqual({
        rule: 'maxLength',
        params: { length },
      });
    }
  });
});
