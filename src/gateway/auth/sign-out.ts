import type { FastifyBaseLogger } from 'fastify';
import type { AmClient } from '../upstream/am.js';
import type { OAuthClient } from '../upstream/oauth.js';
import { endPlatformSession } from './end-platform-session.js';
import type { SessionAccess } from './session.js';
import type { BrowserSsoCookie } from './sso-cookie.js';
import { verifyGoto } from './verify-goto.js';

/**
 * Signs out in the required order: revoke the tokens, end the AM session, clear the
 * cookies (the console's session and the platform's SSO cookie), then answer the post-logout
 * URL when the platform accepts it; a refused one leaves the browser to reload to Login.
 */
export async function signOut(deps: {
  session: SessionAccess;
  ssoCookie: BrowserSsoCookie;
  am: AmClient;
  oauth: OAuthClient;
  log: FastifyBaseLogger;
}): Promise<{ postLogoutUrl: string | null; gotoRejected: boolean }> {
  const { session, ssoCookie, am, oauth, log } = deps;
  const signedIn = session.signedIn();
  if (!signedIn) {
    session.clear();
    return { postLogoutUrl: null, gotoRejected: false };
  }
  const { realm } = signedIn;
  await endPlatformSession(signedIn, { am, oauth, log });
  session.clear();
  try {
    await ssoCookie.clear(realm);
  } catch (error) {
    log.warn({ err: error, step: 'clear SSO cookie' }, 'sign-out step failed');
  }

  const target = signedIn.postLogoutUrl?.trim();
  if (!target) return { postLogoutUrl: null, gotoRejected: false };
  const { rejected } = await verifyGoto(am, realm, target);
  return { postLogoutUrl: rejected ? null : target, gotoRejected: rejected };
}
