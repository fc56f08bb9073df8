import type { AuthDeviceType } from './account-security-inputs.js';

/**
 * The name the platform gives a new 2-step device that its user did not name, in English as AM
 * stores it; the console shows it in the user's language.
 */
export const DEFAULT_AUTH_DEVICE_NAMES = {
  OATH: 'Authenticator app',
  PUSH: 'Push device',
  WEBAUTHN: 'Security key',
} as const satisfies Record<AuthDeviceType, string>;
