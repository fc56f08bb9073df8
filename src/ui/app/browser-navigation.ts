import { navigate } from 'wouter/use-browser-location';
import { FORBIDDEN_PATH, LOGIN_PATH } from '../../domain/app-paths.js';
import { loginHref, withRealm } from '../lib/location.js';
import type { AuthErrorHandlers } from './apollo-client.js';

/** Navigates within the app, carrying the current realm along. */
function navigateInApp(to: string, options?: { replace?: boolean }): void {
  navigate(withRealm(to, window.location.search), options);
}

export function hrefInApp(href: string): string {
  return withRealm(href, window.location.search);
}

export const browserAuthHandlers: AuthErrorHandlers = {
  onUnauthenticated() {
    const { pathname, search } = window.location;
    if (pathname !== LOGIN_PATH) navigate(loginHref(pathname, search), { replace: true });
  },
  onForbidden() {
    if (window.location.pathname !== FORBIDDEN_PATH) navigateInApp(FORBIDDEN_PATH);
  },
};
