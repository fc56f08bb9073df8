import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, customFetch, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import { amRealmPath } from '../../domain/realms.js';
import { CookieJar } from './cookie-jar.js';
import { UpstreamError } from './errors.js';
import type { UpstreamHttp } from './http.js';
import { SSO_HEADER } from './am.js';

const discoverySchema = z.looseObject({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  revocation_endpoint: z.string(),
  jwks_uri: z.string(),
});
type Discovery = z.infer<typeof discoverySchema>;

const tokenSchema = z.looseObject({
  access_token: z.string(),
  refresh_token: z.string().optional(),
  id_token: z.string().optional(),
  expires_in: z.number(),
});

export interface TokenSet {
  accessToken: string;
  refreshToken?: string | undefined;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface SignedInTokens extends TokenSet {
  claims: JWTPayload & { auth_time?: number; realm?: string; post_logout_url?: string };
}

const MAX_REDIRECTS = 10;

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * Authorization code + PKCE for the gateway's own client, run server-side: the browser
 * never sees a code or a token. Every exchange with AM (discovery, authorize, token, keys,
 * revocation) goes through AM's timeout and circuit breaker.
 */
export function createOAuthClient(options: {
  amHttp: UpstreamHttp;
  clientId: string;
  redirectUri: string;
  scopes: string;
}) {
  const { amHttp, clientId, redirectUri, scopes } = options;
  const discoveries = new Map<string, Promise<Discovery>>();
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  function discover(realm: string): Promise<Discovery> {
    const path = `oauth2/${amRealmPath(realm)}/.well-known/openid-configuration`;
    let found = discoveries.get(path);
    if (!found) {
      found = amHttp.request(discoverySchema, { path });
      found.catch(() => discoveries.delete(path));
      discoveries.set(path, found);
    }
    return found;
  }

  async function tokenRequest(
    realm: string,
    form: Record<string, string>,
  ): Promise<TokenSet & { idToken?: string }> {
    const { token_endpoint } = await discover(realm);
    const answer = await postForm(amHttp, token_endpoint, { ...form, client_id: clientId });
    const tokens = tokenSchema.parse(answer);
    return {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      idToken: tokens.id_token,
      expiresAt: Date.now() + tokens.expires_in * 1000,
    };
  }

  async function authorizationCode(
    realm: string,
    ssoToken: string,
    verifier: string,
    state: string,
    nonce: string,
  ) {
    const { authorization_endpoint } = await discover(realm);
    const challenge = base64url(createHash('sha256').update(verifier).digest());
    let url = new URL(authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: scopes,
      state,
      nonce,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      prompt: 'consent',
    }).toString();
    const jar = new CookieJar({ [SSO_HEADER]: ssoToken });
    for (let hop = 0; hop < MAX_REDIRECTS; hop += 1) {
      const response = await amHttp.fetch(url, {
        redirect: 'manual',
        headers: { cookie: jar.header() },
      });
      jar.store(response);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        throw new UpstreamError(
          response.status >= 400 ? response.status : 502,
          'Authorization did not redirect',
        );
      }
      url = new URL(location, url);
      if (`${url.origin}${url.pathname}` === redirectUri) {
        const params = url.searchParams;
        if (params.get('state') !== state)
          throw new UpstreamError(401, 'Authorization state mismatch');
        const code = params.get('code');
        if (!code)
          throw new UpstreamError(401, params.get('error_description') ?? 'Authorization failed');
        return code;
      }
    }
    throw new UpstreamError(502, 'Authorization redirected too often');
  }

  async function verifyIdToken(realm: string, idToken: string, nonce: string) {
    const discovery = await discover(realm);
    let keys = keySets.get(discovery.jwks_uri);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(discovery.jwks_uri), {
        [customFetch]: (url, init) => amHttp.fetch(url, init),
      });
      keySets.set(discovery.jwks_uri, keys);
    }
    const { payload } = await jwtVerify(idToken, keys, {
      issuer: discovery.issuer,
      audience: clientId,
    });
    if (payload.nonce !== nonce) throw new UpstreamError(401, 'ID token nonce mismatch');
    return payload as SignedInTokens['claims'];
  }

  return {
    /** Exchanges a live SSO session for tokens. */
    async signIn(realm: string, ssoToken: string): Promise<SignedInTokens> {
      const verifier = base64url(randomBytes(32));
      const state = base64url(randomBytes(16));
      const nonce = base64url(randomBytes(16));
      const code = await authorizationCode(realm, ssoToken, verifier, state, nonce);
      const { idToken, ...tokens } = await tokenRequest(realm, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      });
      if (!idToken) throw new UpstreamError(502, 'No ID token was issued');
      return { ...tokens, claims: await verifyIdToken(realm, idToken, nonce) };
    },

    async refresh(realm: string, refreshToken: string): Promise<TokenSet> {
      const { idToken: _ignored, ...tokens } = await tokenRequest(realm, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
      return { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken };
    },

    async revoke(
      realm: string,
      token: string,
      hint: 'access_token' | 'refresh_token',
    ): Promise<void> {
      const { revocation_endpoint } = await discover(realm);
      await postForm(amHttp, revocation_endpoint, {
        token,
        token_type_hint: hint,
        client_id: clientId,
      });
    },
  };
}

export type OAuthClient = ReturnType<typeof createOAuthClient>;

async function postForm(
  amHttp: UpstreamHttp,
  url: string,
  form: Record<string, string>,
): Promise<unknown> {
  const response = await amHttp.fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(form).toString(),
  });
  const text = await response.text();
  const payload: unknown = text ? JSON.parse(text) : {};
  if (!response.ok) {
    const description = (payload as { error_description?: string }).error_description;
    throw new UpstreamError(
      response.status === 400 ? 401 : response.status,
      description ?? 'Token request failed',
      payload,
    );
  }
  return payload;
}
