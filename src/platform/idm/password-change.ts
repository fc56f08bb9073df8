import type { FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal.js';
import { forbidden } from '../http/errors.js';
import type { Db } from '../store/db.js';
import { hashPassword } from '../store/passwords.js';
import { decodedHeaderValue } from './encoded-header.js';
import type { ObjectSchema } from './managed-config.js';
import { passwordMatches, realmOfManagedObject } from './managed-credentials.js';
import { PASSWORD_PROPERTY } from './patch/apply-patch.js';

const REAUTH_HEADER = 'x-openidm-reauth-password';

function reauthExceptRoles(schema: ObjectSchema): string[] | undefined {
  const policy = schema.properties[PASSWORD_PROPERTY]?.policies?.find(
    ({ policyId }) => policyId === 're-auth-required',
  );
  if (!policy) return undefined;
  const exceptRoles = policy.params?.exceptRoles;
  return Array.isArray(exceptRoles) ? exceptRoles.map(String) : [];
}

export interface PasswordChange {
  realm: string;
  passwordHash: string;
}

/**
 * Checks that the caller may set a new password (re-authenticating with the current one
 * in the `X-OpenIDM-Reauth-Password` header when the schema asks for it) and hashes it.
 */
export async function preparePasswordChange(
  db: Db,
  request: FastifyRequest,
  principal: Principal,
  target: { object: string; id: string; schema: ObjectSchema },
  password: string,
): Promise<PasswordChange> {
  const realm = realmOfManagedObject(target.object);
  if (realm === undefined) throw forbidden('This object has no credentials');
  const exceptRoles = reauthExceptRoles(target.schema);
  if (exceptRoles && !principal.roles.some((role) => exceptRoles.includes(role))) {
    const header = request.headers[REAUTH_HEADER];
    const current = decodedHeaderValue(Array.isArray(header) ? header[0] : header);
    if (!current || !(await passwordMatches(db, realm, target.id, current))) {
      throw forbidden('Reauthentication failed');
    }
  }
  return { realm, passwordHash: await hashPassword(password) };
}
