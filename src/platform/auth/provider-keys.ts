import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';

/** The keys of an OpenID provider the platform plays: its RS256 signing key and cookie keys. */
export const providerKeysSchema = z.object({
  jwks: z.object({ keys: z.array(z.record(z.string(), z.unknown())).min(1) }),
  cookieKeys: z.array(z.string().min(32)).min(1),
});

export type ProviderKeys = z.infer<typeof providerKeysSchema>;

/** A new RS256 signing key (a private JWK with its own kid) and one cookie key. */
export function generateProviderKeys(): ProviderKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return {
    jwks: { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}
