import { normalizeRealm } from '../../domain/realms.js';
import { requireSignedIn } from '../auth/require-session.js';
import type { SignedIn } from '../auth/session.js';
import type { GatewayContext } from '../context.js';
import { gatewayError } from '../errors.js';
import type { Session } from '../generated/resolvers-types.js';
import type { AmSessionInfo } from '../upstream/am.js';
import { UpstreamError } from '../upstream/errors.js';

type SessionCall = (realm: string, ssoToken: string) => Promise<AmSessionInfo>;

function toSession(signedIn: SignedIn, info: AmSessionInfo): Session {
  return {
    subject: signedIn.subject,
    authTime: signedIn.authTime,
    realm: normalizeRealm(info.realm),
    maxIdleExpirationTime: info.maxIdleExpirationTime,
    maxSessionExpirationTime: info.maxSessionExpirationTime,
  };
}

/** Asks AM about the signed-in session; an ended session clears the cookie and is UNAUTHENTICATED. */
async function liveSession({ session }: GatewayContext, call: SessionCall): Promise<Session> {
  const signedIn = requireSignedIn(session);
  try {
    return toSession(signedIn, await call(signedIn.realm, signedIn.ssoToken));
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401) {
      session.clear();
      throw gatewayError('UNAUTHENTICATED', 'Session ended');
    }
    throw error;
  }
}

export function loadSession(context: GatewayContext): Promise<Session> {
  return liveSession(context, (realm, token) => context.am.sessionInfo(realm, token));
}

/** Resets the AM session's idle clock. */
export function extendSession(context: GatewayContext): Promise<Session> {
  return liveSession(context, (realm, token) => context.am.refreshSession(realm, token));
}
