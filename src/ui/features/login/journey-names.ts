import { LOGIN_PATH } from '../../../domain/app-paths.js';
import { withRealmParam } from '../../lib/location.js';

/** The platform's journeys the sign-in page links to, by the names the platform gives them. */
export const JOURNEYS = {
  login: 'Login',
  resetPassword: 'ResetPassword',
  forgottenUsername: 'ForgottenUsername',
  registration: 'Registration',
} as const;

/** The sign-in page running `journey` in the realm (the Login journey when none is named). */
export function journeyHref(realm: string, journey?: string): string {
  const path = journey ? `${LOGIN_PATH}?authIndexValue=${encodeURIComponent(journey)}` : LOGIN_PATH;
  return withRealmParam(path, realm);
}
