import { AM_ADMIN_USERNAME } from './user.js';

/** The query names that mark a return from an OAuth authorization round trip. */
const OAUTH_RETURN_QUERY_KEYS = ['state', 'oauth_token'] as const;

export function hasOAuthReturnQuery(query: Readonly<Record<string, string>>): boolean {
  return OAUTH_RETURN_QUERY_KEYS.some((key) => key in query);
}

/** The access-management administrator is sent out of the end-user app. */
export function isAdminAccount(userId: string): boolean {
  return userId.trim().toLowerCase() === AM_ADMIN_USERNAME;
}
