import { randomBytes } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { ROOT_REALM } from '../../domain/realms.js';
import type { PlatformConfig } from '../config.js';
import type { Db } from '../store/db.js';
import type { AmSessionsTable } from '../store/schema.js';
import { isAmAdmin, type AmAccount } from './accounts.js';

export interface AmSession {
  tokenId: string;
  handle: string;
  realm: string;
  userId: string;
  username: string;
  universalId: string;
  authTime: Date;
  latestAccessTime: Date;
  maxIdleSeconds: number;
  maxSessionMinutes: number;
  /** The authentication device (or `recovery-code`) the sign-in's second step used, if any. */
  secondFactor: string | null;
}

function randomId(): string {
  return randomBytes(32).toString('base64url');
}

function universalIdOf(account: AmAccount): string {
  if (isAmAdmin(account.realm, account.userId))
    return `id=${account.username},ou=user,ou=am-config`;
  const realm = account.realm === ROOT_REALM ? 'root' : account.realm;
  return `id=${account.username},ou=user,o=${realm},ou=services,ou=am-config`;
}

function fromRow(row: Selectable<AmSessionsTable>): AmSession {
  return {
    tokenId: row.token_id,
    handle: row.handle,
    realm: row.realm,
    userId: row.user_id,
    username: row.username,
    universalId: row.universal_id,
    authTime: new Date(row.auth_time),
    latestAccessTime: new Date(row.latest_access_time),
    maxIdleSeconds: row.max_idle_seconds,
    maxSessionMinutes: row.max_session_minutes,
    secondFactor: row.second_factor ?? null,
  };
}

export function idleExpiration(session: AmSession): Date {
  return new Date(session.latestAccessTime.getTime() + session.maxIdleSeconds * 1000);
}

export function maxExpiration(session: AmSession): Date {
  return new Date(session.authTime.getTime() + session.maxSessionMinutes * 60_000);
}

function isExpired(session: AmSession, now: Date): boolean {
  return now > idleExpiration(session) || now > maxExpiration(session);
}

export async function createSession(
  db: Db,
  config: PlatformConfig,
  account: AmAccount,
  now: Date,
  secondFactor: string | null = null,
): Promise<AmSession> {
  const session: AmSession = {
    tokenId: randomId(),
    handle: `shandle:${randomId()}`,
    realm: account.realm,
    userId: account.userId,
    username: account.username,
    universalId: universalIdOf(account),
    authTime: now,
    latestAccessTime: now,
    maxIdleSeconds: config.sessionMaxIdleSeconds,
    maxSessionMinutes: config.SESSION_MAX_MINUTES,
    secondFactor,
  };
  await db
    .insertInto('am_sessions')
    .values({
      token_id: session.tokenId,
      handle: session.handle,
      realm: session.realm,
      user_id: session.userId,
      username: session.username,
      universal_id: session.universalId,
      auth_time: session.authTime,
      latest_access_time: session.latestAccessTime,
      max_idle_seconds: session.maxIdleSeconds,
      max_session_minutes: session.maxSessionMinutes,
      second_factor: secondFactor,
    })
    .execute();
  return session;
}

/** The session of an SSO token; an expired session is deleted and reads as absent. */
export async function findLiveSession(
  db: Db,
  tokenId: string | undefined,
  now: Date,
): Promise<AmSession | null> {
  if (!tokenId) return null;
  const row = await db
    .selectFrom('am_sessions')
    .selectAll()
    .where('token_id', '=', tokenId)
    .executeTakeFirst();
  if (!row) return null;
  const session = fromRow(row);
  if (isExpired(session, now)) {
    await deleteSession(db, session.tokenId);
    return null;
  }
  return session;
}

export async function touchSession(db: Db, session: AmSession, now: Date): Promise<AmSession> {
  await db
    .updateTable('am_sessions')
    .set({ latest_access_time: now })
    .where('token_id', '=', session.tokenId)
    .execute();
  return { ...session, latestAccessTime: now };
}

export async function deleteSession(db: Db, tokenId: string): Promise<void> {
  await db.deleteFrom('am_sessions').where('token_id', '=', tokenId).execute();
}

/** Deletes a session by handle, limited to one owner's sessions unless `owner` is null. */
export async function deleteSessionByHandle(
  db: Db,
  handle: string,
  owner: { realm: string; userId: string } | null,
): Promise<boolean> {
  let query = db.deleteFrom('am_sessions').where('handle', '=', handle);
  if (owner) query = query.where('realm', '=', owner.realm).where('user_id', '=', owner.userId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface SessionFilter {
  username?: string | undefined;
  realm?: string | undefined;
  owner?: { realm: string; userId: string } | undefined;
}

/** Live sessions matching a filter (username case-insensitive); expired ones are deleted on the way. */
export async function listLiveSessions(
  db: Db,
  filter: SessionFilter,
  now: Date,
): Promise<AmSession[]> {
  let query = db.selectFrom('am_sessions').selectAll().orderBy('auth_time');
  const username = filter.username?.toLowerCase();
  if (username !== undefined) {
    query = query.where((eb) => eb(eb.fn('lower', ['username']), '=', username));
  }
  if (filter.realm !== undefined) query = query.where('realm', '=', filter.realm);
  if (filter.owner) {
    query = query
      .where('realm', '=', filter.owner.realm)
      .where('user_id', '=', filter.owner.userId);
  }
  const sessions = (await query.execute()).map(fromRow);
  const live: AmSession[] = [];
  for (const session of sessions) {
    if (isExpired(session, now)) await deleteSession(db, session.tokenId);
    else live.push(session);
  }
  return live;
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('am_sessions')
    .where(
      sql<boolean>`latest_access_time + max_idle_seconds * interval '1 second' < ${now}
        or auth_time + max_session_minutes * interval '1 minute' < ${now}`,
    )
    .execute();
}

/** The live session of an SSO token when it belongs to `realm`. */
export async function findRealmSession(
  db: Db,
  tokenId: string | undefined,
  realm: string,
  now: Date,
): Promise<AmSession | null> {
  const session = await findLiveSession(db, tokenId, now);
  return session?.realm === realm ? session : null;
}
