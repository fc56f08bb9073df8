import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, forbidden, preconditionFailed } from '../http/errors.js';
import type { Db } from '../store/db.js';
import { accessRolesOf, grantAccessRoles, GRANTABLE_ACCESS_ROLES } from './access-roles.js';
import { isAmAdmin, type AmAccount } from './accounts.js';
import { realmLabel } from './realms.js';
import { userResource } from './user-resource.js';

const rolesBody = z.object({ roles: z.array(z.enum(GRANTABLE_ACCESS_ROLES)).max(8) });

async function userAnswer(db: Db, account: AmAccount) {
  return {
    _id: account.userId,
    username: account.username,
    realm: realmLabel(account.realm),
    roles: await accessRolesOf(db, account),
  };
}

/**
 * `users/{user}`: the account with the console roles AM gives it (`ui-realm-admin`, ...), read by
 * its own session or `amadmin`; `amadmin` replaces the granted roles with a PUT of `{ roles }`.
 */
export function registerUserRolesRoutes(app: FastifyInstance, db: Db, prefix: string): void {
  app.get(`${prefix}/users/:user`, async (request) => {
    const { account } = await userResource(db, request, { admin: true });
    return userAnswer(db, account);
  });

  app.put(`${prefix}/users/:user`, async (request) => {
    const { caller, account } = await userResource(db, request, { admin: true });
    if (!isAmAdmin(caller.realm, caller.userId)) throw forbidden();
    const parsed = rolesBody.safeParse(request.body);
    if (!parsed.success) throw badRequest('roles must list grantable console roles');
    if (!(await grantAccessRoles(db, account, parsed.data.roles))) throw preconditionFailed();
    return userAnswer(db, account);
  });
}
