import type { InjectOptions } from 'fastify';
import { AUTO_ACCESS_SCOPE } from '../../../src/domain/autoaccess/auto-access-scope.js';
import { startPlatform, type RunningPlatform } from '../../support/platform.js';
import { accessTokenFor } from '../../support/tokens.js';

export const PASSWORDS = {
  amadmin: 'Admin!Passw0rd',
  realmadmin: 'Realm!Passw0rd',
  demo: 'Demo!Passw0rd',
  fraudanalyst: 'Demo!Passw0rd',
  dataanalyst: 'Demo!Passw0rd',
} as const;

export const WITH_SCOPE = `openid profile ${AUTO_ACCESS_SCOPE}`;

export interface AutoAccessFixture {
  platform: RunningPlatform;
  /** An access token of the platform's OIDC, obtained as the gateway obtains it. */
  token(realm: string, username: keyof typeof PASSWORDS, scopes?: string): Promise<string>;
  /** Calls a service as the realm's `realmadmin` (the token carries the auto-access scope). */
  call(
    realm: string,
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
  ): Promise<{ statusCode: number; json: () => Record<string, unknown> }>;
  close(): Promise<void>;
}

/** A seeded platform with a small seeded events file, and tokens made through its OIDC. */
export async function startAutoAccess(
  env: Record<string, string> = {},
): Promise<AutoAccessFixture> {
  const platform = await startPlatform({ SEED_USERS_PER_REALM: '5', ...env });
  const stack = { url: platform.config.GATEWAY_PUBLIC_URL, platform };
  const tokens = new Map<string, Promise<string>>();
  const token = (realm: string, username: keyof typeof PASSWORDS, scopes = WITH_SCOPE) => {
    const key = `${realm} ${username} ${scopes}`;
    if (!tokens.has(key)) {
      tokens.set(
        key,
        accessTokenFor(stack, { realm, username, password: PASSWORDS[username] }, scopes),
      );
    }
    return tokens.get(key)!;
  };
  return {
    platform,
    token,
    async call(realm, method, url, body) {
      const adminToken = await token(realm, realm === 'root' ? 'amadmin' : 'realmadmin');
      return platform.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${adminToken}`, 'x-tenant-id': realm },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
    },
    close: () => platform.close(),
  };
}
