import { isLocalNetwork } from '../../domain/coarse-location.js';
import { requireSignedIn } from '../auth/require-session.js';
import type { SessionAccess } from '../auth/session.js';
import type { AmAccountRef } from '../upstream/am-account.js';

/** The signed-in user's account in AM: addressed by subject (the user's id), with their SSO token. */
export function accountRef(session: SessionAccess): AmAccountRef & { username: string } {
  const { realm, subject, ssoToken, username } = requireSignedIn(session);
  return { realm, user: subject, ssoToken, username };
}

/** An ISO 8601 instant from AM's epoch milliseconds or date string; null when absent or invalid. */
export function isoInstant(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

type RecordedLocation = { city?: string | null; country?: string | null } | null | undefined;

/** "City, Country", either part alone, or null; null for the local network, which has no place. */
export function locationLabel(location: RecordedLocation): string | null {
  if (isLocalNetwork(location)) return null;
  const parts = [location?.city, location?.country].filter((part): part is string => !!part);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** Where a sign-in came from, as the schema answers it: a place's name, or the local network. */
export const placeOf = (location: RecordedLocation) => ({
  location: locationLabel(location),
  localNetwork: isLocalNetwork(location),
});
