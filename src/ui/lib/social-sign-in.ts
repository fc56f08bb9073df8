import type { SocialLinkReturn } from '../../domain/social-link.js';
import { sessionStore } from './browser-storage.js';

/**
 * A sign-in that left for a social provider, kept in the tab while the user is at the provider:
 * the sign-in page's query, the request's `state` (which tells the provider's answer to this
 * sign-in apart from a link's) and, once the answer is back, the answer.
 */
export const SOCIAL_SIGN_IN_KEY = 'identity-console.social-sign-in';

export interface PendingSignIn {
  loginSearch: string;
  state: string;
  response?: SocialLinkReturn;
}

/**
 * The stored sign-in, or null. It is read by shape only (the sign-in page loads no schema
 * library): the answer in it was read with the shared rules before it was stored, and the
 * gateway checks it again.
 */
export function readPending(): PendingSignIn | null {
  try {
    const pending: unknown = JSON.parse(sessionStore.read(SOCIAL_SIGN_IN_KEY) ?? '');
    if (typeof pending !== 'object' || pending === null) return null;
    const { loginSearch, state, response } = pending as Record<string, unknown>;
    if (typeof loginSearch !== 'string' || typeof state !== 'string') return null;
    const answer = response as SocialLinkReturn | undefined;
    return typeof answer?.state === 'string'
      ? { loginSearch, state, response: answer }
      : { loginSearch, state };
  } catch {
    return null;
  }
}

/** The provider's answer the sign-in page resumes with; null when there is none. */
export function pendingProviderResponse(): SocialLinkReturn | null {
  return readPending()?.response ?? null;
}

/** Forgets the sign-in that left for a provider, once its answer is used. */
export function endSocialSignIn(): void {
  sessionStore.remove(SOCIAL_SIGN_IN_KEY);
}
