import type { TFunction } from 'i18next';

/** "Paris, France", or whichever of the two is known. */
export function placeOf(event: { city?: string | null; country?: string | null }): string {
  return [event.city, event.country].filter(Boolean).join(', ');
}

/** "iPhone (mobile)", or whichever of the two is known. */
export function deviceOf(event: { device?: string | null; deviceType?: string | null }): string {
  if (event.device && event.deviceType && event.device !== event.deviceType) {
    return `${event.device} (${event.deviceType})`;
  }
  return event.device ?? event.deviceType ?? '';
}

/** A sign-in's response status in words. */
export function resultOf(t: TFunction, result: string | null | undefined): string {
  if (result === 'SUCCESSFUL') return t('riskEvent.result.SUCCESSFUL');
  if (result === 'FAILED') return t('riskEvent.result.FAILED');
  return result ?? '';
}

/** "iOS 17.4", without repeating a version that only names the system again. */
export function systemOf(event: { os?: string | null; osVersion?: string | null }): string {
  if (!event.os) return event.osVersion ?? '';
  return event.osVersion && event.osVersion !== event.os
    ? `${event.os} ${event.osVersion}`
    : event.os;
}
