import type { QueryFilterNode } from '../../../domain/query-filter/query-filter-ast.js';
import { parseQueryFilter } from '../../../domain/query-filter/parse-query-filter.js';
import type { Privilege, PrivilegePermission } from '../../../domain/validation/privilege.js';
import type { ManagedRow } from '../managed-store.js';
import { evaluateFilter } from '../query/evaluate-filter.js';

/** One privilege on one resource, ready to enforce. */
export interface Grant {
  permissions: ReadonlySet<PrivilegePermission>;
  /** Attributes it shows (Read and Read/Write). */
  readable: ReadonlySet<string>;
  /** Attributes it lets Create and Update set (Read/Write). */
  writable: ReadonlySet<string>;
  /** The objects it covers. */
  filter: QueryFilterNode;
  actions: readonly string[];
}

const EVERY_OBJECT: QueryFilterNode = { kind: 'literal', value: true };

function filterOf(privilege: Privilege): QueryFilterNode | undefined {
  const text = privilege.filter?.trim();
  if (!text) return EVERY_OBJECT;
  try {
    return parseQueryFilter(text);
  } catch {
    return undefined;
  }
}

/**
 * The grants of `privileges` on `path` (`managed/alpha_user`). A privilege whose filter does not
 * parse grants nothing.
 */
export function grantsOn(privileges: readonly Privilege[], path: string): Grant[] {
  return privileges.flatMap((privilege): Grant[] => {
    if (privilege.path !== path) return [];
    const filter = filterOf(privilege);
    if (!filter) return [];
    return [
      {
        permissions: new Set(privilege.permissions),
        readable: new Set(privilege.accessFlags.map((flag) => flag.attribute)),
        writable: new Set(
          privilege.accessFlags.filter((flag) => !flag.readOnly).map((flag) => flag.attribute),
        ),
        filter,
        actions: privilege.actions ?? [],
      },
    ];
  });
}

export function withPermission(grants: readonly Grant[], permission: PrivilegePermission): Grant[] {
  return grants.filter((grant) => grant.permissions.has(permission));
}

/** The grants whose filter covers the stored object. */
export function grantsCovering(grants: readonly Grant[], row: ManagedRow): Grant[] {
  const subject = { ...row.doc, _id: row.id, _rev: row.rev };
  return grants.filter((grant) => evaluateFilter(grant.filter, subject));
}

export function union(
  grants: readonly Grant[],
  pick: (grant: Grant) => ReadonlySet<string>,
): Set<string> {
  return new Set(grants.flatMap((grant) => [...pick(grant)]));
}

/** Objects covered by any of the grants, as one filter. */
export function coveredByAny(grants: readonly Grant[]): QueryFilterNode {
  if (grants.length === 1) return grants[0]!.filter;
  return { kind: 'or', operands: grants.map((grant) => grant.filter) };
}
