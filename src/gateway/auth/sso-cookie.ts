import type { FastifyReply } from 'fastify';
import type { AmClient } from '../upstream/am.js';

/** The cookie domain that covers the console's host, if the platform configures one. */
export function cookieDomainFor(hostname: string, domains: readonly string[]): string | undefined {
  const host = hostname.toLowerCase();
  return domains.find((domain) => {
    const bare = domain.toLowerCase().replace(/^\./, '');
    return bare !== '' && (host === bare || host.endsWith(`.${bare}`));
  });
}

/**
 * The platform's SSO cookie in the browser, so that other applications of the realm find the
 * platform session (single sign-on): named as the platform's server info says, HttpOnly,
 * SameSite=Lax, on the platform's cookie domain when it covers the console, host-only otherwise
 * (cookies ignore ports, so a console and a platform on one host share it).
 */
export function browserSsoCookie(deps: { reply: FastifyReply; am: AmClient; publicUrl: string }) {
  const { reply, am, publicUrl } = deps;
  const hostname = new URL(publicUrl).hostname;

  async function options(realm: string) {
    const info = await am.serverInfo(realm);
    const domain = cookieDomainFor(hostname, info.cookieDomains);
    return {
      name: info.cookieName,
      attributes: {
        path: '/',
        httpOnly: true,
        sameSite: 'lax' as const,
        secure: info.secureCookie,
        ...(domain ? { domain } : {}),
      },
    };
  }

  return {
    async set(realm: string, ssoToken: string): Promise<void> {
      const { name, attributes } = await options(realm);
      void reply.setCookie(name, ssoToken, attributes);
    },
    async clear(realm: string): Promise<void> {
      const { name, attributes } = await options(realm);
      void reply.clearCookie(name, attributes);
    },
  };
}

export type BrowserSsoCookie = ReturnType<typeof browserSsoCookie>;
