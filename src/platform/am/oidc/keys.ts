import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../store/db.js';
import { jsonb } from '../../store/db.js';

const OIDC_KEYS_CONFIG_ID = 'am/oidc-keys';

const oidcKeysSchema = z.object({
  jwks: z.object({ keys: z.array(z.record(z.string(), z.unknown())).min(1) }),
  cookieKeys: z.array(z.string().min(32)).min(1),
});

export type OidcKeys = z.infer<typeof oidcKeysSchema>;

function generateKeys(): OidcKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return {
    jwks: { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

/**
 * The RS256 signing keys and cookie keys of the OIDC providers, generated on first use and
 * kept in the store so tokens and cookies stay valid across restarts.
 */
export async function loadOidcKeys(db: Db): Promise<OidcKeys> {
  const stored = await db
    .selectFrom('config_objects')
    .select('doc')
    .where('id', '=', OIDC_KEYS_CONFIG_ID)
    .executeTakeFirst();
  if (stored) return oidcKeysSchema.parse(stored.doc);

  await db
    .insertInto('config_objects')
    .values({ id: OIDC_KEYS_CONFIG_ID, doc: jsonb(generateKeys()) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const created = await db
    .selectFrom('config_objects')
    .select('doc')
    .where('id', '=', OIDC_KEYS_CONFIG_ID)
    .executeTakeFirstOrThrow();
  return oidcKeysSchema.parse(created.doc);
}
