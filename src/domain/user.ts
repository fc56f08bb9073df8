import { parseWebUrl } from './validation/web-url.js';

export const INTERNAL_ADMIN_FALLBACK = {
  displayName: 'Platform Admin',
  mail: 'No Email',
  company: 'System',
} as const;

export const AM_ADMIN_USERNAME = 'amadmin';
export const INTERNAL_ADMIN_ID = 'openidm-admin';
export const INTERNAL_USER_COMPONENT = 'internal/user';

export interface NameParts {
  givenName?: string | null;
  sn?: string | null;
  userName?: string | null;
  userId?: string | null;
}

/** Display name rule: given name plus surname, otherwise username, otherwise user id. */
export function displayName({ givenName, sn, userName, userId }: NameParts): string {
  const full = [givenName, sn]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || userName?.trim() || userId?.trim() || '';
}

/** The profile image when it passes the `url` rule (profileImage's rule); otherwise none. */
export function profileImageUrl(value: unknown): string | undefined {
  const url = typeof value === 'string' ? value.trim() : undefined;
  return url && parseWebUrl(url) !== undefined ? url : undefined;
}
