const FRAME_ANCESTORS_NONE = "frame-ancestors 'none'";

/**
 * Keeps a page out of every frame, so no other site can overlay it (clickjacking): the legacy
 * header and the policy's directive, added to the page's own policy if it has one.
 */
export function antiFramingHeaders(contentSecurityPolicy?: string): Record<string, string> {
  return {
    'x-frame-options': 'DENY',
    'content-security-policy': contentSecurityPolicy
      ? `${contentSecurityPolicy}; ${FRAME_ANCESTORS_NONE}`
      : FRAME_ANCESTORS_NONE,
  };
}

/** The headers of an HTML page the platform writes itself: never cached, never framed. */
export function htmlPageHeaders(contentSecurityPolicy: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...antiFramingHeaders(contentSecurityPolicy),
  };
}
