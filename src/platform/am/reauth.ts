import type { PlatformConfig } from '../config.js';
import { CrestError } from '../http/errors.js';
import type { AmSession } from './sessions-store.js';

const REAUTH_REQUIRED = 'REAUTH_REQUIRED';

/** Some device changes need a sign-in within the last REAUTH_WINDOW_S seconds. */
export function requireRecentSignIn(session: AmSession, config: PlatformConfig, now: Date): void {
  if (now.getTime() - session.authTime.getTime() <= config.REAUTH_WINDOW_S * 1000) return;
  throw new CrestError(401, 'Reauthentication required', { reason: REAUTH_REQUIRED });
}
