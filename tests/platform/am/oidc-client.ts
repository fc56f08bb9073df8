import type { FastifyRequest } from 'fastify';
import { GATEWAY_URL, type AmFixture } from './am-fixture.js';
import { runAuthorizationCodeFlow, type CookieJar } from './authorization-code-flow.js';

export const CLIENT_ID = 'end-user-ui';
export const REDIRECT_URI = `${GATEWAY_URL}/auth/callback`;

export function issuerOf(am: AmFixture, realm: string): string {
  return `${am.url}/am/oauth2/${realm === 'root' ? 'realms/root' : `realms/root/realms/${realm}`}`;
}

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

export async function postForm(
  url: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form),
  });
}

/** Runs the whole server-side sign-in: authorize with the SSO cookie, then exchange the code. */
export async function signInWithOidc(
  am: AmFixture,
  realm: string,
  ssoToken: string,
  options: { scope?: string; jar?: CookieJar } = {},
) {
  const issuer = issuerOf(am, realm);
  const flow = await runAuthorizationCodeFlow({
    issuer,
    clientId: CLIENT_ID,
    redirectUri: REDIRECT_URI,
    scope: options.scope ?? 'openid profile email',
    ssoToken,
    ...(options.jar ? { jar: options.jar } : {}),
  });
  const code = flow.callback.searchParams.get('code');
  if (!code) throw new Error(`no code: ${flow.callback.href}`);
  const response = await postForm(`${issuer}/access_token`, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: flow.codeVerifier,
    client_id: CLIENT_ID,
  });
  if (response.status !== 200) throw new Error(`token exchange failed: ${await response.text()}`);
  return { flow, tokens: (await response.json()) as TokenResponse };
}

export function bearerRequest(token: string): FastifyRequest {
  return { headers: { authorization: `Bearer ${token}` } } as unknown as FastifyRequest;
}
