import { interactionPolicy, type FindAccount, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../../store/db.js';
import { findRealmSession } from '../sessions-store.js';
import { SSO_COOKIE_NAME } from '../sso-token.js';
import { loadRequestedGrant } from './requested-grant.js';

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

function callerAmSession(db: Db, realm: string, ctx: KoaContextWithOIDC) {
  const token = ctx.cookies.get(SSO_COOKIE_NAME, { signed: false });
  return findRealmSession(db, token, realm, new Date());
}

/**
 * Signs the OIDC session in as the account of the caller's AM session (the SSO cookie), so an
 * authorization request of any client of the realm, `prompt=none` included, is answered from
 * the platform's session without an interaction.
 */
async function adoptAmSession(
  deps: { db: Db; realm: string; findAccount: FindAccount },
  ctx: KoaContextWithOIDC,
): Promise<void> {
  const { oidc } = ctx;
  if (oidc.result?.login || !oidc.client) return;
  const amSession = await callerAmSession(deps.db, deps.realm, ctx);
  if (!amSession) return;
  const { session } = oidc;
  const loginTs = epochSeconds(amSession.authTime);
  if (session.accountId === amSession.userId && session.loginTs === loginTs) return;
  const account = await deps.findAccount(ctx, amSession.userId);
  if (!account) return;

  if (session.accountId !== amSession.userId) session.authorizations = {};
  if (!session.new) session.resetIdentifier();
  session.loginAccount({ accountId: amSession.userId, loginTs, amr: ['pwd'] });
  oidc.entity('Account', account);
  const grant = await loadRequestedGrant(ctx);
  if (!grant) return;
  session.ensureClientContainer(oidc.client.clientId);
  session.grantIdFor(oidc.client.clientId, grant.jti);
  oidc.entity('Grant', grant);
}

/**
 * The default prompts, with the AM SSO session as the source of truth for login: a live AM
 * session of the realm signs the request in, and an OIDC session whose account is not the one
 * of the caller's live AM session asks for login again.
 */
export function amSessionPolicy(deps: {
  db: Db;
  realm: string;
  findAccount: FindAccount;
}): interactionPolicy.Policy {
  const { db, realm } = deps;
  const policy = interactionPolicy.base();
  policy.add(
    new interactionPolicy.Prompt(
      { name: 'am_session', requestable: false },
      new interactionPolicy.Check(
        'am_session_adopted',
        'The AM session signs the request in',
        'login_required',
        async (ctx) => {
          await adoptAmSession(deps, ctx);
          return false;
        },
      ),
    ),
    0,
  );
  policy.get('login')?.checks.add(
    new interactionPolicy.Check(
      'am_session',
      'The AM session is missing or belongs to another account',
      'login_required',
      async (ctx) => {
        if (ctx.oidc.result?.login) return false;
        const session = await callerAmSession(db, realm, ctx);
        return session?.userId !== ctx.oidc.session.accountId;
      },
    ),
  );
  return policy;
}
