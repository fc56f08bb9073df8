import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { CrestError } from '../http/errors.js';
import type { SocialProviderConfig } from './provider-config.js';

const HTTP_TIMEOUT_MS = 10_000;
const DISCOVERY_TTL_MS = 5 * 60_000;

const discoverySchema = z.looseObject({
  issuer: z.url(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
});
export type ProviderMetadata = z.infer<typeof discoverySchema>;

const tokenResponseSchema = z.looseObject({
  access_token: z.string().min(1),
  id_token: z.string().min(1),
  token_type: z.string(),
});

const userInfoSchema = z.looseObject({
  sub: z.string().min(1),
  email: z.string().optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

/** What the provider vouches for: its stable subject and, when shared, the email and names. */
export interface ExternalIdentity {
  subject: string;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
}

/** A refusal while completing a link, with the reason the UI explains. */
export function linkFailure(reason: string, message: string, status = 400): CrestError {
  return new CrestError(status, message, { reason });
}

function unreachable(provider: SocialProviderConfig, cause: unknown): CrestError {
  return new CrestError(502, `${provider.displayName} could not be reached`, {
    reason: 'PROVIDER_UNAVAILABLE',
    cause: String(cause),
  });
}

/** An OpenID Connect relying party for the realm's social providers: discovery, code + PKCE, ID token checks. */
export class RelyingParty {
  private readonly discovery = new Map<string, { metadata: ProviderMetadata; until: number }>();
  private readonly keySets = new Map<string, JWTVerifyGetKey>();

  async metadata(provider: SocialProviderConfig): Promise<ProviderMetadata> {
    const cached = this.discovery.get(provider.wellKnownEndpoint);
    if (cached && cached.until > Date.now()) return cached.metadata;
    let response: Response;
    try {
      response = await fetch(provider.wellKnownEndpoint, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
    } catch (error) {
      throw unreachable(provider, error);
    }
    const parsed = discoverySchema.safeParse(response.ok ? await response.json() : null);
    if (!parsed.success) throw unreachable(provider, `discovery answered ${response.status}`);
    this.discovery.set(provider.wellKnownEndpoint, {
      metadata: parsed.data,
      until: Date.now() + DISCOVERY_TTL_MS,
    });
    return parsed.data;
  }

  /** The authorization request, with a fresh state, nonce and PKCE verifier for AM to keep. */
  async authorizationRequest(provider: SocialProviderConfig) {
    const metadata = await this.metadata(provider);
    const state = randomBytes(32).toString('base64url');
    const nonce = randomBytes(24).toString('base64url');
    const codeVerifier = randomBytes(48).toString('base64url');
    const url = new URL(metadata.authorization_endpoint);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: provider.redirectUri,
      scope: provider.scopes.join(' '),
      state,
      nonce,
      code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
      code_challenge_method: 'S256',
      ...(provider.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
    }).toString();
    return { url: url.href, state, nonce, codeVerifier };
  }

  /**
   * Exchanges the code at the token endpoint (client_secret_basic, with the PKCE verifier),
   * validates the ID token (signature, issuer, audience, expiry, nonce) and reads the user info.
   */
  async redeem(
    provider: SocialProviderConfig,
    request: { code: string; codeVerifier: string; nonce: string; redirectUri: string },
    issuerParameter: string | undefined,
  ): Promise<ExternalIdentity> {
    const metadata = await this.metadata(provider);
    if (issuerParameter !== undefined && issuerParameter !== metadata.issuer) {
      throw linkFailure('PROVIDER_ERROR', 'The authorization response names another issuer');
    }
    const tokens = await this.exchange(provider, metadata, request);
    const subject = await this.verifiedSubject(provider, metadata, tokens.id_token, request.nonce);
    const info = await this.userInfo(provider, metadata, tokens.access_token);
    if (info && info.sub !== subject) {
      throw linkFailure('INVALID_ID_TOKEN', 'The user info names another subject');
    }
    return {
      subject,
      email: info?.email ?? null,
      givenName: info?.given_name ?? null,
      familyName: info?.family_name ?? null,
    };
  }

  private async exchange(
    provider: SocialProviderConfig,
    metadata: ProviderMetadata,
    request: { code: string; codeVerifier: string; redirectUri: string },
  ) {
    const credentials = `${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`;
    let response: Response;
    try {
      response = await fetch(metadata.token_endpoint, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: request.code,
          redirect_uri: request.redirectUri,
          code_verifier: request.codeVerifier,
        }),
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
    } catch (error) {
      throw unreachable(provider, error);
    }
    const parsed = tokenResponseSchema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !parsed.success) {
      throw linkFailure(
        'EXCHANGE_FAILED',
        `${provider.displayName} refused the authorization code`,
      );
    }
    return parsed.data;
  }

  private async verifiedSubject(
    provider: SocialProviderConfig,
    metadata: ProviderMetadata,
    idToken: string,
    nonce: string,
  ): Promise<string> {
    let keys = this.keySets.get(metadata.jwks_uri);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: HTTP_TIMEOUT_MS });
      this.keySets.set(metadata.jwks_uri, keys);
    }
    const invalid = linkFailure(
      'INVALID_ID_TOKEN',
      `${provider.displayName} sent an ID token that does not verify`,
    );
    const verified = await jwtVerify(idToken, keys, {
      issuer: metadata.issuer,
      audience: provider.clientId,
      algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
      requiredClaims: ['sub', 'iat', 'exp', 'nonce'],
    }).catch(() => {
      throw invalid;
    });
    const { sub, nonce: tokenNonce } = verified.payload;
    if (tokenNonce !== nonce || typeof sub !== 'string') throw invalid;
    return sub;
  }

  private async userInfo(
    provider: SocialProviderConfig,
    metadata: ProviderMetadata,
    accessToken: string,
  ): Promise<z.infer<typeof userInfoSchema> | null> {
    if (!metadata.userinfo_endpoint) return null;
    let response: Response;
    try {
      response = await fetch(metadata.userinfo_endpoint, {
        headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
    } catch (error) {
      throw unreachable(provider, error);
    }
    const parsed = userInfoSchema.safeParse(response.ok ? await response.json() : null);
    if (!parsed.success) {
      throw linkFailure('EXCHANGE_FAILED', `${provider.displayName} did not share the user info`);
    }
    return parsed.data;
  }
}
