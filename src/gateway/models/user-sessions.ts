import type { GatewayContext } from '../context.js';
import { gatewayError } from '../errors.js';
import type { UserSession } from '../generated/resolvers-types.js';
import type { AmListedSession } from '../upstream/am-account.js';
import { accountRef } from './account-ref.js';

interface SessionsView {
  current: string;
  sessions: AmListedSession[];
}

/** The user's sessions and the handle of the one making the request. */
async function sessionsWithCurrent({
  session,
  am,
  amAccount,
}: GatewayContext): Promise<SessionsView> {
  const ref = accountRef(session);
  const [info, sessions] = await Promise.all([
    am.sessionInfo(ref.realm, ref.ssoToken),
    amAccount.sessions(ref, ref.username),
  ]);
  const current = info.properties?.sessionHandle;
  if (!current) {
    throw gatewayError(
      'UPSTREAM_UNAVAILABLE',
      'Access management did not name the current session',
    );
  }
  return { current, sessions };
}

function toUserSessions({ current, sessions }: SessionsView): UserSession[] {
  return sessions.map((listed) => ({
    handle: listed.sessionHandle,
    isCurrent: listed.sessionHandle === current,
    latestAccessTime: listed.latestAccessTime,
    maxIdleExpirationTime: listed.maxIdleExpirationTime,
  }));
}

export async function loadUserSessions(context: GatewayContext): Promise<UserSession[]> {
  return toUserSessions(await sessionsWithCurrent(context));
}

/** Ends another session of the user; the current one ends through sign-out instead. */
export async function signOutSession(
  context: GatewayContext,
  { handle }: { handle: string },
): Promise<UserSession[]> {
  const { current } = await sessionsWithCurrent(context);
  if (handle === current) {
    throw gatewayError('BAD_USER_INPUT', 'Sign out to end the current session');
  }
  const ended = await context.amAccount.logoutByHandle(accountRef(context.session), [handle]);
  if (ended[handle] !== true) throw gatewayError('NOT_FOUND', 'Session not found');
  return loadUserSessions(context);
}

/** Ends every session of the user but the current one; answers how many ended. */
export async function signOutOtherSessions(context: GatewayContext): Promise<number> {
  const { current, sessions } = await sessionsWithCurrent(context);
  const others = sessions
    .map((listed) => listed.sessionHandle)
    .filter((handle) => handle !== current);
  if (others.length === 0) return 0;
  const ended = await context.amAccount.logoutByHandle(accountRef(context.session), others);
  return others.filter((handle) => ended[handle] === true).length;
}
