import type { PlatformConfig } from '../config.js';
import { CrestError } from '../http/errors.js';
import type { AmSession } from './sessions-store.js';

const REAUTH_REQUIRED = 'REAUTH_REQUIRED';
const REAUTH_WITH_DEVICE_REQUIRED = 'REAUTH_WITH_DEVICE_REQUIRED';
/** The second factor a sign-in with a recovery code records. */
export const RECOVERY_CODE_FACTOR = 'recovery-code';

function isRecent(session: AmSession, config: PlatformConfig, now: Date): boolean {
  return now.getTime() - session.authTime.getTime() <= config.REAUTH_WINDOW_S * 1000;
}

/** Some device changes need a sign-in within the last REAUTH_WINDOW_S seconds. */
export function requireRecentSignIn(session: AmSession, config: PlatformConfig, now: Date): void {
  if (isRecent(session, config, now)) return;
  throw new CrestError(401, 'Reauthentication required', { reason: REAUTH_REQUIRED });
}

/**
 * Changes to a device that 2-step sign-in asks for need a recent sign-in with that very device;
 * `orRecoveryCode` also takes one with a recovery code, which stands in for a lost device.
 */
export function requireSignInWithDevice(
  session: AmSession,
  deviceId: string,
  config: PlatformConfig,
  now: Date,
  { orRecoveryCode }: { orRecoveryCode: boolean },
): void {
  const usedDevice =
    session.secondFactor === deviceId ||
    (orRecoveryCode && session.secondFactor === RECOVERY_CODE_FACTOR);
  if (usedDevice && isRecent(session, config, now)) return;
  throw new CrestError(401, 'Reauthentication with the device required', {
    reason: REAUTH_WITH_DEVICE_REQUIRED,
    deviceId,
  });
}
