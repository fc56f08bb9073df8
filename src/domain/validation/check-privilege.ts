import type { ManagedSchema, Privilege } from './privilege.js';

export const PRIVILEGE_RULES = [
  'permissionRequired',
  'readWriteAttributeRequired',
  'requiredAttributesReadWrite',
  'createOrUpdateRequired',
  'viewRequired',
] as const;

export interface PrivilegeViolation {
  message: string;
  values?: Record<string, unknown>;
}

/**
 * Every rule the privilege breaks, each as `validation.privilege.<rule>`:
 * - `permissionRequired`: it grants no permission at all;
 * - `readWriteAttributeRequired`: it grants Create or Update but no attribute is Read/Write;
 * - `requiredAttributesReadWrite`: it grants Create but leaves a required attribute of the
 *   object without Read/Write (values `{ attributes }`, the ones missing);
 * - `createOrUpdateRequired`: an attribute is Read/Write but neither Create nor Update is granted;
 * - `viewRequired`: every attribute of the object is granted but View is not.
 */
export function checkPrivilege(privilege: Privilege, schema: ManagedSchema): PrivilegeViolation[] {
  const violations: PrivilegeViolation[] = [];
  const fail = (rule: (typeof PRIVILEGE_RULES)[number], values?: Record<string, unknown>) =>
    violations.push({ message: `validation.privilege.${rule}`, ...(values && { values }) });

  const permissions = new Set(privilege.permissions);
  const granted = new Set(privilege.accessFlags.map((flag) => flag.attribute));
  const writable = new Set(
    privilege.accessFlags.filter((flag) => !flag.readOnly).map((flag) => flag.attribute),
  );
  const writes = permissions.has('CREATE') || permissions.has('UPDATE');
  const attributes = Object.keys(schema.properties);

  if (permissions.size === 0) fail('permissionRequired');
  if (writes && writable.size === 0) fail('readWriteAttributeRequired');
  if (permissions.has('CREATE')) {
    const missing = schema.required.filter((attribute) => !writable.has(attribute));
    if (missing.length > 0) fail('requiredAttributesReadWrite', { attributes: missing });
  }
  if (writable.size > 0 && !writes) fail('createOrUpdateRequired');
  if (
    attributes.length > 0 &&
    attributes.every((attribute) => granted.has(attribute)) &&
    !permissions.has('VIEW')
  ) {
    fail('viewRequired');
  }
  return violations;
}
