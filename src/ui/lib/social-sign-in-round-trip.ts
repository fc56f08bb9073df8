import { LOGIN_PATH } from '../../domain/app-paths.js';
import type { SocialLinkReturn } from '../../domain/social-link.js';
import { sessionStore } from './browser-storage.js';
import { readPending, SOCIAL_SIGN_IN_KEY, type PendingSignIn } from './social-sign-in.js';

const writePending = (pending: PendingSignIn) =>
  sessionStore.write(SOCIAL_SIGN_IN_KEY, JSON.stringify(pending));

/** Notes, before the browser leaves for `authorizeUrl`, that the sign-in page at `loginSearch` did. */
export function leaveForSocialSignIn(loginSearch: string, authorizeUrl: string): void {
  const state = new URL(authorizeUrl).searchParams.get('state');
  if (state) writePending({ loginSearch, state });
}

/**
 * Where a provider's answer goes when it answers a sign-in of this tab: back to that sign-in page,
 * which resumes the journey with it. Null when the answer is for something else (a link).
 */
export function socialSignInReturnPath(response: SocialLinkReturn | null): string | null {
  const pending = readPending();
  if (!response || pending?.state !== response.state) return null;
  writePending({ ...pending, response });
  return `${LOGIN_PATH}${pending.loginSearch}`;
}
