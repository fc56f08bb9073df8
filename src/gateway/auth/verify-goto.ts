import type { AmClient } from '../upstream/am.js';

export interface VerifiedGoto {
  /** Where to continue: the goto when the platform accepted it, otherwise what it answered instead. */
  successUrl: string | undefined;
  /** The platform refused the goto, or could not be asked. */
  rejected: boolean;
}

/**
 * Asks the platform about a goto before any redirect. The platform answers the goto itself when it
 * accepts it and the realm's end-user URL when it does not, so any other answer is a refusal.
 */
export async function verifyGoto(
  am: AmClient,
  realm: string,
  goto: string,
  ssoToken?: string,
): Promise<VerifiedGoto> {
  try {
    const successUrl = await am.validateGoto(realm, goto, ssoToken);
    return { successUrl, rejected: successUrl !== goto };
  } catch {
    return { successUrl: undefined, rejected: true };
  }
}
