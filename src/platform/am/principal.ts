import type { FastifyRequest } from 'fastify';
import { managedUserResource } from '../../domain/realms.js';
import { INTERNAL_ADMIN_ID, INTERNAL_USER_COMPONENT } from '../../domain/user.js';
import type { Principal, PrincipalResolver } from '../auth/principal.js';
import { AUTHORIZED_ROLE } from '../idm/access.js';
import { storedAuthzRoles } from '../idm/privileges/authz-roles.js';
import type { Db } from '../store/db.js';
import { findAccountById, isAmAdmin, type AmAccount } from './accounts.js';
import type { OidcProviders } from './oidc/providers.js';

const ACCESS_TOKEN_MODEL_SUFFIX = '/AccessToken';

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

/** Resolves `Authorization: Bearer <access token>` to the token's account, across the realm providers. */
export function createPrincipalResolver(deps: {
  db: Db;
  providers: OidcProviders;
}): PrincipalResolver {
  const { db, providers } = deps;
  return async (request) => {
    const token = bearerToken(request);
    if (!token) return null;
    const row = await db
      .selectFrom('oidc_payloads')
      .select('model')
      .where('id', '=', token)
      .where('model', 'like', `%${ACCESS_TOKEN_MODEL_SUFFIX}`)
      .executeTakeFirst();
    if (!row) return null;
    const realm = row.model.slice(0, -ACCESS_TOKEN_MODEL_SUFFIX.length);
    const entry = await providers.forRealm(realm);
    const accessToken = await entry?.provider.AccessToken.find(token);
    if (!accessToken?.isValid) return null;
    const account = await findAccountById(db, realm, accessToken.accountId);
    return account?.active ? principalOf(account) : null;
  };
}
