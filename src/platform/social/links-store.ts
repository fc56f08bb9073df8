import type { Selectable } from 'kysely';
import type { Db } from '../store/db.js';
import type { AmSocialLinkRequestsTable, AmSocialLinksTable } from '../store/schema.js';

export type SocialLinkRow = Selectable<AmSocialLinksTable>;
export type SocialLinkRequestRow = Selectable<AmSocialLinkRequestsTable>;

/** How long a started link may wait for the provider's answer. */
export const LINK_REQUEST_TTL_MS = 10 * 60_000;

export interface Owner {
  realm: string;
  userId: string;
}

/** A linked identity as AM serves it. */
export function linkView(row: SocialLinkRow) {
  return {
    _id: row.provider,
    provider: row.provider,
    subject: row.subject,
    email: row.email,
    linkedAt: new Date(row.linked_at).toISOString(),
  };
}

export function listLinks(db: Db, owner: Owner): Promise<SocialLinkRow[]> {
  return db
    .selectFrom('am_social_links')
    .selectAll()
    .where('realm', '=', owner.realm)
    .where('user_id', '=', owner.userId)
    .orderBy('linked_at')
    .execute();
}

export async function findLink(
  db: Db,
  owner: Owner,
  provider: string,
): Promise<SocialLinkRow | null> {
  const row = await db
    .selectFrom('am_social_links')
    .selectAll()
    .where('realm', '=', owner.realm)
    .where('user_id', '=', owner.userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return row ?? null;
}

/** Who, in the realm, has linked this external subject of the provider. */
export async function findLinkBySubject(
  db: Db,
  realm: string,
  provider: string,
  subject: string,
): Promise<SocialLinkRow | null> {
  const row = await db
    .selectFrom('am_social_links')
    .selectAll()
    .where('realm', '=', realm)
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row ?? null;
}

/** Records a link; null when the user or the subject is already linked (the constraints decide). */
export async function insertLink(
  db: Db,
  owner: Owner,
  link: { provider: string; subject: string; email: string | null },
  now: Date,
): Promise<SocialLinkRow | null> {
  const row = await db
    .insertInto('am_social_links')
    .values({ realm: owner.realm, user_id: owner.userId, ...link, linked_at: now })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteLink(
  db: Db,
  owner: Owner,
  provider: string,
): Promise<SocialLinkRow | null> {
  const row = await db
    .deleteFrom('am_social_links')
    .where('realm', '=', owner.realm)
    .where('user_id', '=', owner.userId)
    .where('provider', '=', provider)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function saveLinkRequest(db: Db, request: SocialLinkRequestRow): Promise<void> {
  await db.insertInto('am_social_link_requests').values(request).execute();
}

/**
 * Takes the caller's pending request for `state`, once: a state that is unknown, expired, used
 * before or started by someone else yields null.
 */
export async function takeLinkRequest(
  db: Db,
  owner: Owner,
  state: string,
  now: Date,
): Promise<SocialLinkRequestRow | null> {
  const row = await db
    .deleteFrom('am_social_link_requests')
    .where('state', '=', state)
    .where('realm', '=', owner.realm)
    .where('user_id', '=', owner.userId)
    .returningAll()
    .executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return null;
  return row;
}

export async function deleteExpiredLinkRequests(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('am_social_link_requests').where('expires_at', '<=', now).execute();
}
