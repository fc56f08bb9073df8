export const DEFAULT_LANDING = '/dashboard';

/**
 * Turns the platform's validated success URL into where the UI goes next: a path on the
 * gateway's own origin, or the default landing page.
 */
export function landingPath(successUrl: string | undefined, publicUrl: string): string {
  if (!successUrl) return DEFAULT_LANDING;
  const origin = new URL(publicUrl).origin;
  try {
    const target = new URL(successUrl, origin);
    if (target.origin !== origin) return DEFAULT_LANDING;
    const path = `${target.pathname}${target.search}${target.hash}`;
    return path === '/' ? DEFAULT_LANDING : path;
  } catch {
    return DEFAULT_LANDING;
  }
}
