import { DASHBOARD_PATH, LOGIN_PATH } from '../../../domain/app-paths.js';
import { externalUrl, sameOriginPath } from '../../lib/location.js';

export type SignInDestination = { kind: 'app'; path: string } | { kind: 'external'; url: string };

/**
 * Where to continue once signed in: an in-app path for this origin's addresses, the address itself
 * for another http(s) origin, and the dashboard when the address is blank, unusable or Login again.
 */
export function signInDestination(redirectUrl: string, origin: string): SignInDestination {
  if (redirectUrl.trim() === '') return { kind: 'app', path: DASHBOARD_PATH };
  const path = sameOriginPath(redirectUrl, origin);
  if (path !== undefined) {
    const pathname = path.split(/[?#]/)[0];
    const usable = pathname !== '/' && pathname !== LOGIN_PATH;
    return { kind: 'app', path: usable ? path : DASHBOARD_PATH };
  }
  const url = externalUrl(redirectUrl, origin);
  return url ? { kind: 'external', url } : { kind: 'app', path: DASHBOARD_PATH };
}
