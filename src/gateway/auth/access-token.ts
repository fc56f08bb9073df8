import { gatewayError } from '../errors.js';
import type { OAuthClient } from '../upstream/oauth.js';
import type { SessionAccess } from './session.js';

const REFRESH_MARGIN_MS = 30_000;

/** The signed-in session's access token, refreshed shortly before it expires. */
export function accessTokenProvider(session: SessionAccess, oauth: OAuthClient) {
  let pending: Promise<string> | undefined;

  async function current(): Promise<string> {
    const signedIn = session.signedIn();
    if (!signedIn) throw gatewayError('UNAUTHENTICATED', 'Not signed in');
    if (signedIn.expiresAt - REFRESH_MARGIN_MS > Date.now()) return signedIn.accessToken;
    if (!signedIn.refreshToken) {
      session.clear();
      throw gatewayError('UNAUTHENTICATED', 'Session expired');
    }
    try {
      const tokens = await oauth.refresh(signedIn.realm, signedIn.refreshToken);
      session.setSignedIn({ ...signedIn, ...tokens });
      return tokens.accessToken;
    } catch {
      session.clear();
      throw gatewayError('UNAUTHENTICATED', 'Session expired');
    }
  }

  return () => (pending ??= current().finally(() => (pending = undefined)));
}
