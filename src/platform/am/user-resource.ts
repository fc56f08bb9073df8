import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { forbidden, notFound, unauthorized } from '../http/errors.js';
import type { Db } from '../store/db.js';
import { findAccountById, findAccountByUsername, isAmAdmin, type AmAccount } from './accounts.js';
import { requestRealm } from './realms.js';
import { findLiveSession, type AmSession } from './sessions-store.js';
import { ssoTokenFrom } from './sso-token.js';

const userParams = z.object({ user: z.string().min(1).max(255) });

export interface UserResource {
  caller: AmSession;
  account: AmAccount;
}

/**
 * The account a `users/{user}/...` path names (by id, or else by username) and the caller's
 * session. Only the account's own session may use it, or `amadmin` when `admin` allows; anyone
 * else is refused before learning whether the account exists.
 */
export async function userResource(
  db: Db,
  request: FastifyRequest,
  { admin }: { admin: boolean },
): Promise<UserResource> {
  const realm = await requestRealm(db, request);
  const caller = await findLiveSession(db, ssoTokenFrom(request), new Date());
  if (!caller) throw unauthorized('Invalid session');
  const params = userParams.safeParse(request.params);
  if (!params.success) throw forbidden();
  const { user } = params.data;
  const account =
    (await findAccountById(db, realm, user)) ?? (await findAccountByUsername(db, realm, user));
  const own = account?.realm === caller.realm && account.userId === caller.userId;
  if (own) return { caller, account };
  if (!admin || !isAmAdmin(caller.realm, caller.userId)) throw forbidden();
  if (!account) throw notFound(`User ${user} not found`);
  return { caller, account };
}
