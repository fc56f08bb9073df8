/** The OAuth2 scope of the auto-access resource server: the API and the entity service require it. */
export const AUTO_ACCESS_SCOPE = 'fr:autoaccess:*';

/** The header that names the tenant (the realm) on every call to the auto-access services. */
export const TENANT_ID_HEADER = 'x-tenant-id';
