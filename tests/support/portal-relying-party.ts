import * as oidc from 'openid-client';
import type { CookieJar } from '../../src/gateway/upstream/cookie-jar.js';

export const PORTAL_CLIENT_ID = 'portal';
export const PORTAL_SECRET = 'wide-world-portal-secret';

/** The seeded third-party client `portal`, as a relying party built on openid-client. */
export async function portalRelyingParty(options: {
  issuer: string;
  redirectUri: string;
  secret?: string;
}) {
  const { issuer, redirectUri, secret = PORTAL_SECRET } = options;
  const config = await oidc.discovery(
    new URL(issuer),
    PORTAL_CLIENT_ID,
    undefined,
    oidc.ClientSecretBasic(secret),
    { execute: [oidc.allowInsecureRequests] },
  );

  return {
    config,
    /** A new authorization request; `complete` exchanges the code the callback URL carries. */
    async start(parameters: Record<string, string> = {}) {
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid profile email',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...parameters,
      });
      return {
        url,
        state,
        complete: (callback: URL) =>
          oidc.authorizationCodeGrant(config, callback, {
            pkceCodeVerifier: verifier,
            expectedState: state,
            expectedNonce: nonce,
          }),
      };
    },
    endSessionUrl(parameters: Record<string, string>) {
      return oidc.buildEndSessionUrl(config, parameters);
    },
  };
}

export type PortalRelyingParty = Awaited<ReturnType<typeof portalRelyingParty>>;

/**
 * Follows redirects like a browser holding `jar` (one host: cookies ignore ports) until a URL
 * `stop` accepts, or a response that is not a redirect.
 */
export async function browse(
  start: URL | string,
  jar: CookieJar,
  stop: (url: URL) => boolean = () => false,
): Promise<{ url: URL; response?: Response }> {
  let url = new URL(start);
  for (let hop = 0; hop < 15; hop += 1) {
    if (stop(url)) return { url };
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return { url, response };
    url = new URL(location, url);
  }
  throw new Error(`Too many redirects from ${String(start)}`);
}

/** Submits the single form of an HTML page (hidden inputs, plus an optional button value). */
export async function submitForm(
  page: string,
  base: URL,
  jar: CookieJar,
  extra: Record<string, string> = {},
): Promise<Response> {
  const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error('No form on the page');
  const fields = new URLSearchParams(extra);
  for (const [, name = '', value = ''] of page.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)"/g,
  )) {
    fields.set(name, value);
  }
  const response = await fetch(new URL(action.replace(/&amp;/g, '&'), base), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
  });
  jar.store(response);
  return response;
}
