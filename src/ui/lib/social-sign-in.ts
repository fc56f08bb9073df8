import * as z from 'zod/mini';
import { LOGIN_PATH } from '../../domain/app-paths.js';
import { socialLinkReturnSchema, type SocialLinkReturn } from '../../domain/social-link.js';
import { sessionStore } from './browser-storage.js';

/**
 * A sign-in that left for a social provider, kept in the tab while the user is at the provider:
 * the sign-in page's query, the request's `state` (which tells the provider's answer to this
 * sign-in apart from a link's) and, once the answer is back, the answer.
 */
const SOCIAL_SIGN_IN_KEY = 'identity-console.social-sign-in';

const pendingSchema = z.object({
  loginSearch: z.string(),
  state: z.string(),
  response: z.optional(socialLinkReturnSchema),
});
type PendingSignIn = z.infer<typeof pendingSchema>;

function readPending(): PendingSignIn | null {
  try {
    const parsed = z.safeParse(
      pendingSchema,
      JSON.parse(sessionStore.read(SOCIAL_SIGN_IN_KEY) ?? ''),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

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

/** The provider's answer the sign-in page resumes with; null when there is none. */
export function pendingProviderResponse(): SocialLinkReturn | null {
  return readPending()?.response ?? null;
}

/** Forgets the sign-in that left for a provider, once its answer is used. */
export function endSocialSignIn(): void {
  sessionStore.remove(SOCIAL_SIGN_IN_KEY);
}
