import type { GrantInstance, KoaContextWithOIDC } from 'oidc-provider';
import { SUPPORTED_SCOPES } from './account-claims.js';

/**
 * There is no consent screen: the grant of the signed-in account for the client covers the
 * supported scopes and the claims the request asks for, so `prompt=none` never needs consent.
 */
export async function loadRequestedGrant(
  ctx: KoaContextWithOIDC,
): Promise<GrantInstance | undefined> {
  const { oidc } = ctx;
  const accountId = oidc.account?.accountId;
  const clientId = oidc.client?.clientId;
  if (!accountId || !clientId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(clientId);
  const found = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  const existing =
    found?.accountId === accountId && found.clientId === clientId ? found : undefined;
  const grant = existing ?? new oidc.provider.Grant({ accountId, clientId });

  const grantedScopes = new Set(grant.getOIDCScopeEncountered().split(' '));
  const missingScopes = [...oidc.requestParamOIDCScopes].filter(
    (scope) => SUPPORTED_SCOPES.includes(scope) && !grantedScopes.has(scope),
  );
  const grantedClaims = new Set(grant.getOIDCClaimsEncountered());
  const missingClaims = [...oidc.requestParamClaims].filter((claim) => !grantedClaims.has(claim));
  if (missingScopes.length > 0) grant.addOIDCScope(missingScopes.join(' '));
  if (missingClaims.length > 0) grant.addOIDCClaims(missingClaims);
  if (!existing || missingScopes.length > 0 || missingClaims.length > 0) await grant.save();
  return grant;
}
