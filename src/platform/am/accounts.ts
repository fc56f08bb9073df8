import { sql } from 'kysely';
import { ROOT_REALM, managedUserObject } from '../../domain/realms.js';
import { AM_ADMIN_USERNAME } from '../../domain/user.js';
import type { Db } from '../store/db.js';

/** Someone who can sign in to AM: a managed user of the realm, or `amadmin` in root. */
export interface AmAccount {
  realm: string;
  /** Managed object id, or `amadmin`. */
  userId: string;
  username: string;
  /** The managed object; null for `amadmin`. */
  profile: Record<string, unknown> | null;
  active: boolean;
}

export function isAmAdmin(realm: string, userId: string): boolean {
  return realm === ROOT_REALM && userId === AM_ADMIN_USERNAME;
}

function adminAccount(): AmAccount {
  return {
    realm: ROOT_REALM,
    userId: AM_ADMIN_USERNAME,
    username: AM_ADMIN_USERNAME,
    profile: null,
    active: true,
  };
}

function managedAccount(realm: string, id: string, doc: Record<string, unknown>): AmAccount {
  const username = typeof doc.userName === 'string' ? doc.userName : id;
  const status = doc.accountStatus ?? 'active';
  return { realm, userId: id, username, profile: doc, active: status === 'active' };
}

export async function findAccountByUsername(
  db: Db,
  realm: string,
  username: string,
): Promise<AmAccount | null> {
  const key = username.toLowerCase();
  if (isAmAdmin(realm, key)) return adminAccount();
  const row = await db
    .selectFrom('managed_objects')
    .select(['id', 'doc'])
    .where('type', '=', managedUserObject(realm))
    .where(sql<string>`lower(doc->>'userName')`, '=', key)
    .executeTakeFirst();
  return row ? managedAccount(realm, row.id, row.doc) : null;
}

export async function findAccountById(
  db: Db,
  realm: string,
  userId: string,
): Promise<AmAccount | null> {
  if (isAmAdmin(realm, userId)) return adminAccount();
  const row = await db
    .selectFrom('managed_objects')
    .select(['id', 'doc'])
    .where('type', '=', managedUserObject(realm))
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ? managedAccount(realm, row.id, row.doc) : null;
}

export async function passwordHashOf(db: Db, account: AmAccount): Promise<string | null> {
  const row = await db
    .selectFrom('credentials')
    .select('password_hash')
    .where('realm', '=', account.realm)
    .where('user_id', '=', account.userId)
    .executeTakeFirst();
  return row?.password_hash ?? null;
}
