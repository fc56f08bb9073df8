import { z } from 'zod';
import {
  generateProviderKeys,
  providerKeysSchema,
  type ProviderKeys,
} from '../../auth/provider-keys.js';
import type { PlatformConfig } from '../../config.js';
import type { Db } from '../../store/db.js';
import { jsonb } from '../../store/db.js';
import { resolveProperties } from '../provider-config.js';

/** Acme ID: the external identity provider the embedded platform plays, at `/social/acme`. */
export const ACME_IDP = 'acme';
export const ACME_DISPLAY_NAME = 'Acme ID';
export const ACME_MOUNT_PATH = '/social/acme';
const ACME_KEYS_ID = 'acme/keys';
export const ACME_CLIENTS_ID = 'acme/clients';

export function acmeIssuer(config: PlatformConfig): string {
  return `${config.PLATFORM_PUBLIC_URL}${ACME_MOUNT_PATH}`;
}

export type AcmeKeys = ProviderKeys;

const clientSchema = z.object({
  client_id: z.string().min(1),
  client_name: z.string().min(1),
  client_secret: z.string().min(16),
  redirect_uris: z.array(z.string().min(1)).min(1),
});
export type AcmeClient = z.infer<typeof clientSchema>;

const acmeClientsSchema = z.object({ clients: z.array(clientSchema) });

async function readSetting(db: Db, id: string): Promise<unknown> {
  const row = await db
    .selectFrom('social_settings')
    .select('doc')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.doc;
}

/** Acme's own signing and cookie keys, generated on first use and kept in the store. */
export async function loadAcmeKeys(db: Db): Promise<AcmeKeys> {
  const stored = await readSetting(db, ACME_KEYS_ID);
  if (stored) return providerKeysSchema.parse(stored);
  await db
    .insertInto('social_settings')
    .values({ id: ACME_KEYS_ID, doc: jsonb(generateProviderKeys()) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return providerKeysSchema.parse(await readSetting(db, ACME_KEYS_ID));
}

/** The relying parties registered with Acme, with their redirect URIs resolved; none when unset. */
export async function loadAcmeClients(db: Db, config: PlatformConfig): Promise<AcmeClient[]> {
  const stored = await readSetting(db, ACME_CLIENTS_ID);
  if (!stored) return [];
  return acmeClientsSchema.parse(stored).clients.map((client) => ({
    ...client,
    redirect_uris: client.redirect_uris.map((uri) => resolveProperties(config, uri)),
  }));
}
