import {
  AM_ADMIN_USERNAME,
  INTERNAL_ADMIN_FALLBACK,
  INTERNAL_USER_COMPONENT,
  displayName,
  profileImageUrl,
} from '../../domain/user.js';
import type { SignedIn } from '../auth/session.js';
import { sessionKey, type GatewayCaches } from '../cache/gateway-caches.js';
import type { Me } from '../generated/resolvers-types.js';
import { derivedRoles } from '../../domain/roles.js';
import type { AmClient } from '../upstream/am.js';
import type { IdmClient } from '../upstream/idm.js';
import type { IdmPrivileges } from '../upstream/idm-privileges.js';

/** The clients the signed-in user is read through. */
export interface MeClients {
  am: AmClient;
  idm: IdmClient;
  idmPrivileges: IdmPrivileges;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/**
 * The logged-in user of spec §3, reused for a few seconds per session: a screen change asks
 * for it again, and the platform is asked once for all of them.
 */
export function loadMe(
  clients: MeClients,
  signedIn: SignedIn,
  cache: GatewayCaches['me'] | undefined,
): Promise<Me> {
  if (!cache) return fetchMe(clients, signedIn);
  return cache.load(sessionKey(signedIn), () => fetchMe(clients, signedIn));
}

/** The user's record is read beside the authorization when the session already knows who it is. */
async function fetchMe({ am, idm, idmPrivileges }: MeClients, signedIn: SignedIn): Promise<Me> {
  const known = signedIn.identity;
  if (known && known.component !== INTERNAL_USER_COMPONENT) {
    // A failure here surfaces from the read below, or not at all when the identity differs.
    idm.managedObject(known.component, known.id).catch(() => undefined);
  }
  const [authorization, amRoles, privileges] = await Promise.all([
    idm.authorization(),
    am.accessRoles(signedIn.realm, signedIn.username, signedIn.ssoToken),
    idmPrivileges.privilegeMap(),
  ]);
  const amAdmin = signedIn.realm === 'root' && signedIn.username === AM_ADMIN_USERNAME;
  const { adminUser, realmAdmin } = derivedRoles({
    idmRoles: authorization.roles,
    amRoles,
    amAdmin,
  });
  const common = {
    id: authorization.id,
    realm: signedIn.realm,
    managedResource: authorization.component,
    idmRoles: authorization.roles,
    amRoles,
    amAdmin,
    adminUser,
    realmAdmin,
    federationAdmin: privileges.FederationAdmin === true,
    privileges,
  };
  if (authorization.component === INTERNAL_USER_COMPONENT) {
    return {
      ...common,
      userName: signedIn.username,
      givenName: null,
      sn: null,
      displayName: INTERNAL_ADMIN_FALLBACK.displayName,
      mail: INTERNAL_ADMIN_FALLBACK.mail,
      company: INTERNAL_ADMIN_FALLBACK.company,
      profileImage: null,
      internalAdmin: true,
    };
  }
  // The request's loader answers the same read again without another call.
  const user = await idm.managedObject(authorization.component, authorization.id);
  const givenName = text(user.givenName);
  const sn = text(user.sn);
  const userName = text(user.userName) ?? signedIn.username;
  const name = displayName({ givenName, sn, userName, userId: authorization.id });
  return {
    ...common,
    userName,
    givenName,
    sn,
    displayName: name,
    mail: text(user.mail) ?? '',
    company: text(user.company) ?? name,
    profileImage: profileImageUrl(user.profileImage) ?? null,
    internalAdmin: false,
  };
}
