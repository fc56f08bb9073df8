import type { FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal.js';
import { forbidden, tooManyRequests } from '../http/errors.js';
import {
  clearLoginFailuresFrom,
  failureKey,
  lockedUntil,
  recordLoginFailure,
} from '../am/lockout.js';
import { requireAttemptAllowed } from '../am/sign-in-throttle.js';
import type { PlatformConfig } from '../config.js';
import type { Db } from '../store/db.js';
import { hashPassword } from '../store/passwords.js';
import { decodedHeaderValue } from './encoded-header.js';
import type { ObjectSchema } from './managed-config.js';
import { passwordMatches, realmOfManagedObject } from './managed-credentials.js';
import { PASSWORD_PROPERTY } from './patch/apply-patch.js';
import { policyFailure } from './patch/policy-failure.js';
import {
  isRecentPassword,
  passwordHistoryFailure,
  passwordHistoryLength,
} from './password-history.js';

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
 * in the `X-OpenIDM-Reauth-Password` header when the schema asks for it), that it is none of the
 * last N passwords the history rule (`is-new`) names, and hashes it.
 */
export async function preparePasswordChange(
  deps: { db: Db; config: PlatformConfig },
  request: FastifyRequest,
  principal: Principal,
  target: { object: string; id: string; schema: ObjectSchema; userName: string },
  password: string,
): Promise<PasswordChange> {
  const realm = realmOfManagedObject(target.object);
  if (realm === undefined) throw forbidden('This object has no credentials');
  const exceptRoles = reauthExceptRoles(target.schema);
  if (exceptRoles && !principal.roles.some((role) => exceptRoles.includes(role))) {
    const header = request.headers[REAUTH_HEADER];
    const current = decodedHeaderValue(Array.isArray(header) ? header[0] : header);
    await checkCurrentPassword(deps, request, { realm, ...target }, current);
  }
  const historyLength = passwordHistoryLength(target.schema);
  if (await isRecentPassword(deps.db, realm, target.id, password, historyLength)) {
    throw policyFailure([passwordHistoryFailure(historyLength)]);
  }
  return { realm, passwordHash: await hashPassword(password) };
}

/**
 * The current password re-entered for a change is guessed like a sign-in: the same lockout per
 * username and address, the same throttling, the same failure records.
 */
async function checkCurrentPassword(
  deps: { db: Db; config: PlatformConfig },
  request: FastifyRequest,
  target: { realm: string; id: string; userName: string },
  current: string | undefined,
): Promise<void> {
  const { db, config } = deps;
  const now = new Date();
  const key = failureKey(target.realm, target.userName, request.ip || null);
  const locked = await lockedUntil(db, key, now);
  if (locked) throw tooManyRequests((locked.getTime() - now.getTime()) / 1000);
  await requireAttemptAllowed(db, config, key, now);
  if (current && (await passwordMatches(db, target.realm, target.id, current))) {
    await clearLoginFailuresFrom(db, key);
    return;
  }
  await recordLoginFailure(db, config, key, now);
  throw forbidden('Reauthentication failed');
}
