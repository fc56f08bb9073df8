import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ROOT_REALM, isValidRealmName } from '../../domain/realms.js';
import { notFound } from '../http/errors.js';
import type { Db } from '../store/db.js';

/** Route prefixes of AM's JSON API: the root realm and one sub-realm of root. */
export const REALM_JSON_PREFIXES = ['/am/json/realms/root', '/am/json/realms/root/realms/:realm'];

/** AM's realm label: `/` for root, `/alpha` otherwise. */
export function realmLabel(realm: string): string {
  return realm === ROOT_REALM ? '/' : `/${realm}`;
}

export async function realmExists(db: Db, realm: string): Promise<boolean> {
  if (realm === ROOT_REALM) return true;
  if (!isValidRealmName(realm)) return false;
  const row = await db
    .selectFrom('realms')
    .select('name')
    .where('name', '=', realm)
    .where('active', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

const realmParams = z.object({ realm: z.string().optional() });

/** The realm a request addresses through its path; 404 when the realm does not exist. */
export async function requestRealm(db: Db, request: FastifyRequest): Promise<string> {
  const realm = realmParams.parse(request.params).realm ?? ROOT_REALM;
  if (!(await realmExists(db, realm))) throw notFound(`Realm ${realm} not found`);
  return realm;
}
