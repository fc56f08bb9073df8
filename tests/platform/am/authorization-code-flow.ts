import { createHash, randomBytes } from 'node:crypto';

export interface FlowStep {
  url: string;
  status: number;
  location: string | null;
  setCookies: string[];
  sentCookies: string[];
}

export interface FlowResult {
  callback: URL;
  codeVerifier: string;
  state: string;
  nonce: string;
  steps: FlowStep[];
}

/** A name → value jar that follows Set-Cookie, including deletions. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  set(name: string, value: string) {
    this.cookies.set(name, value);
  }

  update(setCookies: string[]) {
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', date = ''] = attribute.split('=');
        return key.trim().toLowerCase() === 'expires' && new Date(date).getTime() < Date.now();
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  names(): string[] {
    return [...this.cookies.keys()];
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * The server-side authorization-code + PKCE flow the gateway runs: GET /authorize with the SSO
 * cookie, then follow the redirects (keeping every cookie the platform sets) until the Location
 * is the redirect URI.
 */
export async function runAuthorizationCodeFlow(options: {
  issuer: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  ssoToken?: string;
  jar?: CookieJar;
  extraParams?: Record<string, string>;
}): Promise<FlowResult> {
  const codeVerifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  const authorize = new URL(`${options.issuer}/authorize`);
  authorize.search = new URLSearchParams({
    client_id: options.clientId,
    response_type: 'code',
    scope: options.scope,
    redirect_uri: options.redirectUri,
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...options.extraParams,
  }).toString();

  const jar = options.jar ?? new CookieJar();
  if (options.ssoToken) jar.set('iPlanetDirectoryPro', options.ssoToken);
  const steps: FlowStep[] = [];
  let url = authorize;
  for (let hop = 0; hop < 10; hop += 1) {
    const sentCookies = jar.names();
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    const setCookies = response.headers.getSetCookie();
    jar.update(setCookies);
    const location = response.headers.get('location');
    steps.push({ url: url.href, status: response.status, location, setCookies, sentCookies });
    if (response.status !== 302 && response.status !== 303) {
      throw new Error(`unexpected ${response.status} at ${url.href}: ${await response.text()}`);
    }
    if (!location) throw new Error(`redirect without Location at ${url.href}`);
    const next = new URL(location, url);
    if (next.href.startsWith(options.redirectUri))
      return { callback: next, codeVerifier, state, nonce, steps };
    url = next;
  }
  throw new Error('too many redirects');
}

export function decodeJwtPayload(jwt: string): Record<string, unknown> {
  const [, payload = ''] = jwt.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
