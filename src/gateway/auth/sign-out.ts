import type { FastifyBaseLogger } from 'fastify';
import type { AmClient } from '../upstream/am.js';
import type { OAuthClient } from '../upstream/oauth.js';
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
  const attempt = async (step: string, action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      log.warn({ err: error, step }, 'sign-out step failed');
    }
  };

  if (signedIn.refreshToken) {
    const refreshToken = signedIn.refreshToken;
    await attempt('revoke refresh token', () => oauth.revoke(realm, refreshToken, 'refresh_token'));
  }
  await attempt('revoke access token', () =>
    oauth.revoke(realm, signedIn.accessToken, 'access_token'),
  );
  await attempt('end session', () => am.logout(realm, signedIn.ssoToken));
  session.clear();
  await attempt('clear SSO cookie', () => ssoCookie.clear(realm));

  const target = signedIn.postLogoutUrl?.trim();
  if (!target) return { postLogoutUrl: null, gotoRejected: false };
  const { rejected } = await verifyGoto(am, realm, target);
  return { postLogoutUrl: rejected ? null : target, gotoRejected: rejected };
}
