import {
  generateProviderKeys,
  providerKeysSchema,
  type ProviderKeys,
} from '../../auth/provider-keys.js';
import type { Db } from '../../store/db.js';
import { jsonb } from '../../store/db.js';

const OIDC_KEYS_CONFIG_ID = 'am/oidc-keys';

export type OidcKeys = ProviderKeys;

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
  if (stored) return providerKeysSchema.parse(stored.doc);

  await db
    .insertInto('config_objects')
    .values({ id: OIDC_KEYS_CONFIG_ID, doc: jsonb(generateProviderKeys()) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const created = await db
    .selectFrom('config_objects')
    .select('doc')
    .where('id', '=', OIDC_KEYS_CONFIG_ID)
    .executeTakeFirstOrThrow();
  return providerKeysSchema.parse(created.doc);
}
