import type { TFunction } from 'i18next';
import type { AuthDeviceType } from '../../../domain/account-security-inputs.js';
import { DEFAULT_AUTH_DEVICE_NAMES } from '../../../domain/auth-device-names.js';
import { hasDefaultDeviceLabel } from '../../../domain/user-agent.js';

export interface TrustedDeviceNaming {
  alias: string;
  browser?: string | null;
  os?: string | null;
}

/**
 * A trusted device's name: the one its user gave it, or the platform's default name ("Chrome on
 * Linux", stored in English) in the app's language.
 */
export function trustedDeviceName(
  t: TFunction,
  { alias, browser, os }: TrustedDeviceNaming,
): string {
  if (!hasDefaultDeviceLabel(alias, browser ?? null, os ?? null)) return alias;
  return t('devices.trustedDevices.defaultAlias', {
    browser: browser ?? t('devices.trustedDevices.unknownBrowser'),
    os: os ?? t('devices.trustedDevices.unknownOs'),
  });
}

/** A 2-step device's name: the one its user gave it, or the platform's default in the app's language. */
export function authDeviceName(
  t: TFunction,
  { name, type }: { name: string; type: AuthDeviceType },
) {
  return name === DEFAULT_AUTH_DEVICE_NAMES[type]
    ? t(`devices.authDevices.defaultNames.${type}`)
    : name;
}
