export const INTERNAL_ROLE_COMPONENT = 'internal/role';

/**
 * The authorization roles stored on a managed user, as IDM keeps them: `authzRoles` is a list of
 * relationships `{ _ref: 'internal/role/<id>' }`. Anything else in the list is ignored.
 */
export function storedAuthzRoles(doc: Record<string, unknown> | null): string[] {
  const refs = doc?.authzRoles;
  if (!Array.isArray(refs)) return [];
  return refs.flatMap((entry: unknown) => {
    const ref = (entry as { _ref?: unknown } | null)?._ref;
    return typeof ref === 'string' && ref.startsWith(`${INTERNAL_ROLE_COMPONENT}/`) ? [ref] : [];
  });
}

/** The ids of the internal roles among `roles` (`internal/role/<id>` → `<id>`). */
export function internalRoleIds(roles: readonly string[]): string[] {
  const prefix = `${INTERNAL_ROLE_COMPONENT}/`;
  return roles.filter((role) => role.startsWith(prefix)).map((role) => role.slice(prefix.length));
}
