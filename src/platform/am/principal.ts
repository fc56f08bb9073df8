import type { FastifyRequest } from 'fastify';
import { managedUserResource } from '../../domain/realms.js';
import { INTERNAL_ADMIN_ID, INTERNAL_USER_COMPONENT } from '../../domain/user.js';
import type { Principal, PrincipalResolver } from '../auth/principal.js';
import { AUTHORIZED_ROLE } from '../idm/access.js';
import { storedAuthzRoles } from '../idm/privileges/authz-roles.js';
import type { Db } from '../store/db.js';
import { findAccountById, isAmAdmin, type AmAccount } from './accounts.js';
import type { OidcProviders } from './oidc/providers.js';
import { findStoredAccessToken } from './oidc/stored-access-token.js';

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

export function principalOf(account: AmAccount): Principal {
  if (isAmAdmin(account.realm, account.userId)) {
    return {
      realm: account.realm,
      userId: account.userId,
      username: account.username,
      component: INTERNAL_USER_COMPONENT,
      idmId: INTERNAL_ADMIN_ID,
      roles: ['internal/role/openidm-admin', 'internal/role/openidm-authorized'],
      amAdmin: true,
    };
  }
  return {
    realm: account.realm,
    userId: account.userId,
    username: account.username,
    component: managedUserResource(account.realm),
    idmId: account.userId,
    roles: [...new Set([AUTHORIZED_ROLE, ...storedAuthzRoles(account.profile)])],
    amAdmin: false,
  };
}

/**
 * Resolves `Authorization: Bearer <access token>` to the token's account, across the realm
 * providers. The stored token is checked in one query; a token that ends with its OpenID
 * session is left to the provider, which checks that session too.
 */
export function createPrincipalResolver(deps: {
  db: Db;
  providers: OidcProviders;
}): PrincipalResolver {
  const { db, providers } = deps;

  async function sessionBoundAccount(realm: string, token: string): Promise<string | null> {
    const entry = await providers.forRealm(realm);
    const accessToken = await entry?.provider.AccessToken.find(token);
    return accessToken?.isValid ? accessToken.accountId : null;
  }

  return async (request) => {
    const token = bearerToken(request);
    if (!token) return null;
    const stored = await findStoredAccessToken(db, token, new Date());
    if (stored.kind === 'invalid') return null;
    const accountId =
      stored.kind === 'valid' ? stored.accountId : await sessionBoundAccount(stored.realm, token);
    if (!accountId) return null;
    const account = await findAccountById(db, stored.realm, accountId);
    return account?.active ? { ...principalOf(account), scopes: stored.scopes } : null;
  };
}
