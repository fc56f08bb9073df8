import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformConfig } from '../config.js';
import { isSecureUrl } from './urls.js';

export const SSO_COOKIE_NAME = 'iPlanetDirectoryPro';

/** The caller's SSO token: body `tokenId`, then the `iPlanetDirectoryPro` header, then the cookie. */
export function ssoTokenFrom(request: FastifyRequest, bodyTokenId?: string): string | undefined {
  if (bodyTokenId) return bodyTokenId;
  const header = request.headers[SSO_COOKIE_NAME.toLowerCase()];
  const headerToken = Array.isArray(header) ? header[0] : header;
  if (headerToken) return headerToken;
  return request.cookies[SSO_COOKIE_NAME] || undefined;
}

/** The SSO cookie's attributes: HttpOnly, Lax, on the configured cookie domain or host-only. */
export function ssoCookieOptions(config: PlatformConfig) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isSecureUrl(config.PLATFORM_PUBLIC_URL),
    ...(config.SSO_COOKIE_DOMAIN ? { domain: config.SSO_COOKIE_DOMAIN } : {}),
  };
}

export function setSsoCookie(reply: FastifyReply, config: PlatformConfig, tokenId: string): void {
  void reply.setCookie(SSO_COOKIE_NAME, tokenId, ssoCookieOptions(config));
}

export function clearSsoCookie(reply: FastifyReply, config: PlatformConfig): void {
  void reply.clearCookie(SSO_COOKIE_NAME, ssoCookieOptions(config));
}
