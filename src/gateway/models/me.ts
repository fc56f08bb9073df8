import {
  AM_ADMIN_USERNAME,
  INTERNAL_ADMIN_FALLBACK,
  INTERNAL_USER_COMPONENT,
  displayName,
} from '../../domain/user.js';
import type { SignedIn } from '../auth/session.js';
import type { Me } from '../generated/resolvers-types.js';
import type { IdmClient } from '../upstream/idm.js';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** The logged-in user of spec §3, with the display-name rule and the administrator fallback. */
export async function loadMe(idm: IdmClient, signedIn: SignedIn): Promise<Me> {
  const authorization = await idm.authorization();
  const amAdmin = signedIn.realm === 'root' && signedIn.username === AM_ADMIN_USERNAME;
  const common = {
    id: authorization.id,
    realm: signedIn.realm,
    managedResource: authorization.component,
    idmRoles: authorization.roles,
    amRoles: amAdmin ? ['ui-global-admin', 'ui-realm-admin'] : [],
    amAdmin,
    privileges: {},
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
      internalAdmin: true,
    };
  }
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
    internalAdmin: false,
  };
}
