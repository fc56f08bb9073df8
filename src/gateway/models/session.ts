import { normalizeRealm } from '../../domain/realms.js';
import { requireSignedIn } from '../auth/require-session.js';
import type { GatewayContext } from '../context.js';
import { gatewayError } from '../errors.js';
import { UpstreamError } from '../upstream/errors.js';

/** The live AM session; an ended session clears the cookie and is UNAUTHENTICATED. */
export async function loadSession({ session, am }: GatewayContext) {
  const signedIn = requireSignedIn(session);
  try {
    const info = await am.sessionInfo(signedIn.realm, signedIn.ssoToken);
    return {
      subject: signedIn.subject,
      authTime: signedIn.authTime,
      realm: normalizeRealm(info.realm),
      maxIdleExpirationTime: info.maxIdleExpirationTime,
      maxSessionExpirationTime: info.maxSessionExpirationTime,
    };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401) {
      session.clear();
      throw gatewayError('UNAUTHENTICATED', 'Session ended');
    }
    throw error;
  }
}
