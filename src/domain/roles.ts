/** The identity server's administrator role. */
export const IDM_ADMIN_ROLE = 'internal/role/openidm-admin';
