import type { FastifyBaseLogger } from 'fastify';
import type { AmClient } from '../upstream/am.js';
import type { OAuthClient } from '../upstream/oauth.js';
import type { SignedIn } from './session.js';

/**
 * Revokes the refresh and access tokens, then ends the AM session. Best effort: a step that
 * fails is logged and the next one still runs.
 */
export async function endPlatformSession(
  signedIn: SignedIn,
  { am, oauth, log }: { am: AmClient; oauth: OAuthClient; log: FastifyBaseLogger },
): Promise<void> {
  const { realm, refreshToken, accessToken, ssoToken } = signedIn;
  const attempt = async (step: string, action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      log.warn({ err: error, step }, 'ending the platform session: a step failed');
    }
  };

  if (refreshToken) {
    await attempt('revoke refresh token', () => oauth.revoke(realm, refreshToken, 'refresh_token'));
  }
  await attempt('revoke access token', () => oauth.revoke(realm, accessToken, 'access_token'));
  await attempt('end session', () => am.logout(realm, ssoToken));
}
