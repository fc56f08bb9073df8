import {
  checkPrivilege,
  type PrivilegeViolation,
} from '../../../domain/validation/check-privilege.js';
import type { PrivilegePermission } from '../../../domain/validation/privilege.js';

export type AttributeAccess = 'none' | 'read' | 'readWrite';

export interface PrivilegeTargetView {
  path: string;
  title: string;
  attributes: readonly { name: string; title: string; required: boolean }[];
}

/** A privilege as the editor holds it: one access level per attribute. */
export interface PrivilegeDraft {
  name: string;
  path: string;
  permissions: PrivilegePermission[];
  access: Record<string, AttributeAccess>;
  filter: string;
}

export interface StoredPrivilegeView {
  name: string;
  path: string;
  permissions: readonly PrivilegePermission[];
  accessFlags: readonly { attribute: string; readOnly: boolean }[];
  filter?: string | null;
}

export function draftOf(privilege: StoredPrivilegeView): PrivilegeDraft {
  return {
    name: privilege.name,
    path: privilege.path,
    permissions: [...privilege.permissions],
    access: Object.fromEntries(
      privilege.accessFlags.map((flag) => [flag.attribute, flag.readOnly ? 'read' : 'readWrite']),
    ),
    filter: privilege.filter ?? '',
  };
}

export function emptyDraft(target: PrivilegeTargetView | undefined): PrivilegeDraft {
  return { name: '', path: target?.path ?? '', permissions: [], access: {}, filter: '' };
}

/** The privilege as the platform stores it, attributes in the object's order. */
export function privilegeOf(draft: PrivilegeDraft, target: PrivilegeTargetView | undefined) {
  const order = target?.attributes.map((attribute) => attribute.name) ?? Object.keys(draft.access);
  return {
    name: draft.name.trim(),
    path: draft.path,
    permissions: draft.permissions,
    accessFlags: order.flatMap((attribute) => {
      const access = draft.access[attribute] ?? 'none';
      return access === 'none' ? [] : [{ attribute, readOnly: access === 'read' }];
    }),
    filter: draft.filter.trim() === '' ? null : draft.filter.trim(),
  };
}

/** The privilege rules of admin spec §5 the draft breaks, as the platform checks them too. */
export function draftViolations(
  draft: PrivilegeDraft,
  target: PrivilegeTargetView | undefined,
): PrivilegeViolation[] {
  if (!target) return [];
  const privilege = privilegeOf(draft, target);
  return checkPrivilege(
    { ...privilege, filter: privilege.filter ?? undefined },
    {
      required: target.attributes.filter((attribute) => attribute.required).map((a) => a.name),
      properties: Object.fromEntries(target.attributes.map((attribute) => [attribute.name, {}])),
    },
  );
}
