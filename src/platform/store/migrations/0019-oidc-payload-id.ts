import type { Kysely } from 'kysely';

/**
 * Finds a stored access token by its id alone: the primary key leads with the model, which names
 * the token's realm, and a bearer token does not say its realm. Without this index each call with
 * an access token read through every stored payload, in time that grows with every token, grant
 * and session the provider keeps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('oidc_payloads_id_idx').on('oidc_payloads').column('id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('oidc_payloads_id_idx').ifExists().execute();
}
