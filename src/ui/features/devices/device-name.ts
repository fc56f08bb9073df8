import type { TFunction } from 'i18next';
import { hasDefaultDeviceLabel } from '../../../domain/user-agent.js';

export interface DeviceNaming {
  alias: string;
  browser?: string | null;
  os?: string | null;
}

/**
 * A trusted device's name: the one its user gave it, or the platform's default name ("Chrome on
 * Linux", stored in English) in the app's language.
 */
export function deviceName(t: TFunction, { alias, browser, os }: DeviceNaming): string {
  if (!hasDefaultDeviceLabel(alias, browser ?? null, os ?? null)) return alias;
  return t('devices.trustedDevices.defaultAlias', {
    browser: browser ?? t('devices.trustedDevices.unknownBrowser'),
    os: os ?? t('devices.trustedDevices.unknownOs'),
  });
}
