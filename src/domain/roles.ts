/** The identity server's administrator role. */
export const IDM_ADMIN_ROLE = 'internal/role/openidm-admin';

/** The access server's role of a realm's administrator. */
const AM_REALM_ADMIN_ROLE = 'ui-realm-admin';

/** The roles of admin spec §6, derived from the identity and access servers' answers. */
export function derivedRoles(user: {
  idmRoles: readonly string[];
  amRoles: readonly string[];
  amAdmin: boolean;
}): { adminUser: boolean; realmAdmin: boolean; amAdmin: boolean } {
  return {
    adminUser: user.idmRoles.includes(IDM_ADMIN_ROLE),
    realmAdmin: user.amRoles.includes(AM_REALM_ADMIN_ROLE),
    amAdmin: user.amAdmin,
  };
}
