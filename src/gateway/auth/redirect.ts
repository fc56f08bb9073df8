export const DEFAULT_LANDING = '/dashboard';

/**
 * Turns the platform's validated success URL into where the UI goes next: a path on the
 * gateway's own origin, the URL itself on another http(s) origin the platform accepted (an
 * authorization request of another application continuing on the platform), or the default
 * landing page.
 */
export function landingPath(successUrl: string | undefined, publicUrl: string): string {
  if (!successUrl) return DEFAULT_LANDING;
  const origin = new URL(publicUrl).origin;
  try {
    const target = new URL(successUrl, origin);
    if (target.origin !== origin) {
      return target.protocol === 'https:' || target.protocol === 'http:'
        ? target.href
        : DEFAULT_LANDING;
    }
    const path = `${target.pathname}${target.search}${target.hash}`;
    return path === '/' ? DEFAULT_LANDING : path;
  } catch {
    return DEFAULT_LANDING;
  }
}
