import { DEFAULT_LANDING_PATH, ROOT_PATH } from '../../domain/app-paths.js';

/**
 * Turns the platform's validated success URL into where the UI goes next: a path on the
 * gateway's own origin, the URL itself on another http(s) origin the platform accepted (an
 * authorization request of another application continuing on the platform), or the default
 * landing page.
 */
export function landingPath(successUrl: string | undefined, publicUrl: string): string {
  if (!successUrl) return DEFAULT_LANDING_PATH;
  const origin = new URL(publicUrl).origin;
  try {
    const target = new URL(successUrl, origin);
    if (target.origin !== origin) {
      return target.protocol === 'https:' || target.protocol === 'http:'
        ? target.href
        : DEFAULT_LANDING_PATH;
    }
    const path = `${target.pathname}${target.search}${target.hash}`;
    return path === ROOT_PATH ? DEFAULT_LANDING_PATH : path;
  } catch {
    return DEFAULT_LANDING_PATH;
  }
}

/**
 * Where a refused goto leads instead: the platform's answer when it is a page of the console,
 * otherwise the default landing page; with the realm either way.
 */
export function realmLandingPath(
  successUrl: string | undefined,
  publicUrl: string,
  realm: string,
): string {
  const path = landingPath(successUrl, publicUrl);
  const target = new URL(
    path.startsWith('/') ? path : DEFAULT_LANDING_PATH,
    'http://console.invalid',
  );
  target.searchParams.set('realm', realm);
  return `${target.pathname}${target.search}${target.hash}`;
}
