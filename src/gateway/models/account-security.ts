import type {
  ChangePasswordInput,
  ChangeUsernameInput,
  SaveKbaInput,
} from '../../domain/account-credentials-inputs.js';
import type { GatewayContext } from '../context.js';
import type { AccountSecurity } from '../generated/resolvers-types.js';
import { UpstreamError } from '../upstream/errors.js';
import { kbaInfoOf, type UserObject } from '../upstream/idm-account-security.js';
import { kbaInfoToSave, kbaSaveError, toKbaSettings } from './kba-settings.js';
import { passwordChangeError, refuseWeakPassword } from './password-change.js';
import { passwordPolicyOf, toPasswordPolicy } from './password-policy.js';

/** A platform without security questions answers their configuration with 404. */
function unlessNotFound(error: unknown): null {
  if (error instanceof UpstreamError && error.status === 404) return null;
  throw error;
}

/**
 * The signed-in user's username, password policy and security questions (the questions from
 * the user object's `kbaInfo`). A change passes the updated object it got back, which is then
 * not read again.
 */
export async function loadAccountSecurity(
  context: GatewayContext,
  known: { user?: UserObject } = {},
): Promise<AccountSecurity> {
  const { idm } = context;
  const { component, id } = await idm.identity();
  const [user, schema, kbaConfig] = await Promise.all([
    known.user ?? idm.managedObject(component, id),
    idm.schema(component),
    context.idmAccountSecurity.kbaConfig().catch(unlessNotFound),
  ]);
  return {
    id: user._id,
    rev: user._rev,
    userName: typeof user.userName === 'string' ? user.userName : '',
    passwordPolicy: toPasswordPolicy(passwordPolicyOf(schema), user),
    kba: kbaConfig && toKbaSettings(kbaConfig, kbaInfoOf(user)),
  };
}

/**
 * Sets a new password once the current one is confirmed. The gateway checks the realm's password
 * policies with the shared rules first and the platform enforces them again; either way every
 * failed policy is listed, in the shared rules' words.
 */
export async function changePassword(
  context: GatewayContext,
  { currentPassword, newPassword }: ChangePasswordInput,
): Promise<AccountSecurity> {
  const { idm } = context;
  const { component, id } = await idm.identity();
  const [user, schema] = await Promise.all([
    idm.managedObject(component, id),
    idm.schema(component),
  ]);
  refuseWeakPassword(newPassword, passwordPolicyOf(schema), user);
  const updated = await context.idmAccountSecurity
    .changePassword(component, id, currentPassword, newPassword)
    .catch((error: unknown) => {
      throw passwordChangeError(error);
    });
  return loadAccountSecurity(context, { user: updated });
}

export async function changeUsername(
  context: GatewayContext,
  { rev, userName }: ChangeUsernameInput,
): Promise<AccountSecurity> {
  const { component, id } = await context.idm.identity();
  const updated = await context.idmAccountSecurity.changeUsername(component, id, rev, userName);
  // The access server knows the user by the new name from now on.
  const signedIn = context.session.signedIn();
  if (signedIn) context.session.setSignedIn({ ...signedIn, username: userName });
  return loadAccountSecurity(context, { user: updated });
}

export async function saveKba(
  context: GatewayContext,
  input: SaveKbaInput,
): Promise<AccountSecurity> {
  const security = context.idmAccountSecurity;
  const { component, id } = await context.idm.identity();
  const kbaInfo = kbaInfoToSave(input, await security.kbaConfig());
  const updated = await security
    .saveKbaInfo(component, id, input.rev, kbaInfo)
    .catch((error: unknown) => {
      throw kbaSaveError(error);
    });
  return loadAccountSecurity(context, { user: updated });
}
