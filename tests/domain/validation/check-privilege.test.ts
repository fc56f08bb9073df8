import { describe, expect, it } from 'vitest';
import { checkPrivilege } from '../../../src/domain/validation/check-privilege.js';
import {
  privilegeSchema,
  type ManagedSchema,
  type Privilege,
} from '../../../src/domain/validation/privilege.js';

const SCHEMA: ManagedSchema = {
  required: ['userName', 'givenName', 'sn', 'mail'],
  properties: { userName: {}, givenName: {}, sn: {}, mail: {}, description: {} },
};

const ALL = Object.keys(SCHEMA.properties);

function privilege(
  permissions: Privilege['permissions'],
  readWrite: string[] = [],
  readOnly: string[] = [],
): Privilege {
  return {
    name: 'Alpha users',
    path: 'managed/alpha_user',
    permissions,
    accessFlags: [
      ...readWrite.map((attribute) => ({ attribute, readOnly: false })),
      ...readOnly.map((attribute) => ({ attribute, readOnly: true })),
    ],
  };
}

const messages = (privilegeToCheck: Privilege) =>
  checkPrivilege(privilegeToCheck, SCHEMA).map((violation) => violation.message);

describe('checkPrivilege', () => {
  it('accepts privileges that follow every rule', () => {
    expect(checkPrivilege(privilege(['VIEW', 'UPDATE'], ['mail'], ['userName']), SCHEMA)).toEqual(
      [],
    );
    expect(checkPrivilege(privilege(['VIEW'], [], ALL), SCHEMA)).toEqual([]);
    expect(
      checkPrivilege(privilege(['VIEW', 'CREATE', 'DELETE'], SCHEMA.required), SCHEMA),
    ).toEqual([]);
    expect(checkPrivilege(privilege(['DELETE']), SCHEMA)).toEqual([]);
  });

  it('requires at least one permission', () => {
    expect(checkPrivilege(privilege([]), SCHEMA)).toEqual([
      { message: 'validation.privilege.permissionRequired' },
    ]);
  });

  it('requires a Read/Write attribute when Create or Update is granted', () => {
    expect(messages(privilege(['UPDATE'], [], ['mail']))).toEqual([
      'validation.privilege.readWriteAttributeRequired',
    ]);
  });

  it('requires every required attribute to be Read/Write when Create is granted', () => {
    expect(checkPrivilege(privilege(['CREATE'], ['userName', 'mail'], ['sn']), SCHEMA)).toEqual([
      {
        message: 'validation.privilege.requiredAttributesReadWrite',
        values: { attributes: ['givenName', 'sn'] },
      },
    ]);
  });

  it('requires Create or Update when an attribute is Read/Write', () => {
    expect(messages(privilege(['VIEW'], ['mail']))).toEqual([
      'validation.privilege.createOrUpdateRequired',
    ]);
  });

  it('requires View when every attribute is granted', () => {
    expect(messages(privilege(['UPDATE'], ALL))).toEqual(['validation.privilege.viewRequired']);
    expect(messages(privilege(['UPDATE'], ALL.slice(1)))).toEqual([]);
  });

  it('returns every violation at once', () => {
    expect(checkPrivilege(privilege(['CREATE'], [], ALL), SCHEMA)).toEqual([
      { message: 'validation.privilege.readWriteAttributeRequired' },
      {
        message: 'validation.privilege.requiredAttributesReadWrite',
        values: { attributes: SCHEMA.required },
      },
      { message: 'validation.privilege.viewRequired' },
    ]);
    expect(messages(privilege([], ['mail']))).toEqual([
      'validation.privilege.permissionRequired',
      'validation.privilege.createOrUpdateRequired',
    ]);
  });

  it('never asks for View against a schema without properties', () => {
    expect(checkPrivilege(privilege(['DELETE']), { required: [], properties: {} })).toEqual([]);
  });

  it('parses the platform privilege shape', () => {
    const stored = {
      name: 'Alpha users',
      path: 'managed/alpha_user',
      permissions: ['VIEW', 'UPDATE'],
      actions: [],
      filter: 'accountStatus eq "active"',
      accessFlags: [{ attribute: 'mail', readOnly: false }],
    };
    expect(privilegeSchema.parse(stored)).toEqual(stored);
    expect(privilegeSchema.safeParse({ ...stored, permissions: ['READ'] }).success).toBe(false);
  });
});
