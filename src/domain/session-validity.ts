import { normalizeRealm } from './realms.js';

/** Who signed in, as remembered when the session started. */
export interface SessionIdentity {
  subject: string;
  /** Seconds since the epoch. */
  authTime: number;
  realm: string;
}

/** When the session goes idle, as read at `observedAt` (both milliseconds since the epoch). */
export interface SessionExpiry {
  maxIdleExpirationTime: number | null;
  observedAt: number;
}

/** A periodic session check's answer; `subject` is null when the session is gone. */
export interface SessionInfo extends SessionExpiry {
  subject: string | null;
  authTime: number | null;
  realm: string | null;
}

export type SessionSignOutReason =
  'subjectInvalid' | 'subjectChanged' | 'authTimeChanged' | 'realmChanged';

export function isSubjectInvalid(info: SessionInfo): boolean {
  return info.subject === null || info.subject.trim() === '';
}

export function hasSubjectChanged(identity: SessionIdentity, info: SessionInfo): boolean {
  return info.subject !== identity.subject;
}

export function hasAuthTimeChanged(identity: SessionIdentity, info: SessionInfo): boolean {
  return info.authTime !== identity.authTime;
}

export function hasRealmChanged(identity: SessionIdentity, info: SessionInfo): boolean {
  return normalizeRealm(info.realm) !== normalizeRealm(identity.realm);
}

/** Why the checked session no longer belongs to the signed-in user, or null when it still does. */
export function sessionSignOutReason(
  identity: SessionIdentity,
  info: SessionInfo,
): SessionSignOutReason | null {
  if (isSubjectInvalid(info)) return 'subjectInvalid';
  if (hasSubjectChanged(identity, info)) return 'subjectChanged';
  if (hasAuthTimeChanged(identity, info)) return 'authTimeChanged';
  if (hasRealmChanged(identity, info)) return 'realmChanged';
  return null;
}
