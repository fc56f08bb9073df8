import { sql } from 'kysely';
import { z } from 'zod';
import { ROOT_REALM } from '../../../domain/realms.js';
import type { Db } from '../../store/db.js';

const ACCESS_TOKEN_MODEL_SUFFIX = '/AccessToken';

const accessTokenPayload = z.looseObject({
  jti: z.string(),
  kind: z.literal('AccessToken'),
  accountId: z.string(),
  exp: z.number(),
  expiresWithSession: z.boolean().optional(),
  scope: z.string().optional(),
});

export type StoredAccessToken =
  | { kind: 'valid'; realm: string; accountId: string; scopes: string[] }
  /** Its validity depends on the OpenID session too: the provider must decide. */
  | { kind: 'sessionBound'; realm: string; scopes: string[] }
  | { kind: 'invalid' };

/**
 * An opaque access token as oidc-provider stored it, checked the way the provider checks it
 * (present, of its kind and id, not consumed, not expired, of an active realm), in one query.
 */
export async function findStoredAccessToken(
  db: Db,
  token: string,
  now: Date,
): Promise<StoredAccessToken> {
  const realmOf = sql<string>`split_part(${sql.ref('model')}, '/', 1)`;
  const row = await db
    .selectFrom('oidc_payloads')
    .select(['model', 'payload'])
    .where('id', '=', token)
    .where('model', 'like', `%${ACCESS_TOKEN_MODEL_SUFFIX}`)
    .where('consumed_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .where((eb) =>
      eb.or([
        eb(realmOf, '=', ROOT_REALM),
        eb.exists(
          eb
            .selectFrom('realms')
            .select('name')
            .where('name', '=', realmOf)
            .where('active', '=', true),
        ),
      ]),
    )
    .executeTakeFirst();
  if (!row) return { kind: 'invalid' };
  const realm = row.model.slice(0, -ACCESS_TOKEN_MODEL_SUFFIX.length);
  const payload = accessTokenPayload.safeParse(row.payload);
  if (!payload.success || payload.data.jti !== token) return { kind: 'invalid' };
  if (payload.data.exp * 1000 <= now.getTime()) return { kind: 'invalid' };
  const scopes = (payload.data.scope ?? '').split(' ').filter(Boolean);
  if (payload.data.expiresWithSession) return { kind: 'sessionBound', realm, scopes };
  return { kind: 'valid', realm, accountId: payload.data.accountId, scopes };
}
