import { interactionPolicy } from 'oidc-provider';
import type { Db } from '../../store/db.js';
import { findRealmSession } from '../sessions-store.js';
import { SSO_COOKIE_NAME } from '../sso-token.js';

/**
 * The default prompts, with the AM SSO session as the source of truth for login: an OIDC
 * session whose account is not the one of the caller's live AM session asks for login again.
 */
export function amSessionPolicy(db: Db, realm: string): interactionPolicy.Policy {
  const policy = interactionPolicy.base();
  policy.get('login')?.checks.add(
    new interactionPolicy.Check(
      'am_session',
      'The AM session is missing or belongs to another account',
      'login_required',
      async (ctx) => {
        if (ctx.oidc.result?.login) return false;
        const token = ctx.cookies.get(SSO_COOKIE_NAME, { signed: false });
        const session = await findRealmSession(db, token, realm, new Date());
        return session?.userId !== ctx.oidc.session.accountId;
      },
    ),
  );
  return policy;
}
