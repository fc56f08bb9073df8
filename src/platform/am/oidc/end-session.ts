import type { KoaContextWithOIDC, KoaMiddleware } from 'oidc-provider';
import type { PlatformConfig } from '../../config.js';
import type { Db } from '../../store/db.js';
import { deleteSession, findRealmSession, type AmSession } from '../sessions-store.js';
import { SSO_COOKIE_NAME, ssoCookieOptions } from '../sso-token.js';
import { loginUrl } from '../urls.js';
import {
  LOGOUT_LANGUAGES,
  logoutAutoSubmitPage,
  logoutConfirmationPage,
  type LogoutLanguage,
} from './logout-pages.js';

interface EndSessionDeps {
  config: PlatformConfig;
  db: Db;
  realm: string;
}

const CONFIRM_ROUTE = 'end_session_confirm';

function callerAmSession({ db, realm }: EndSessionDeps, ctx: KoaContextWithOIDC) {
  const token = ctx.cookies.get(SSO_COOKIE_NAME, { signed: false });
  return findRealmSession(db, token, realm, new Date());
}

/** A valid `id_token_hint` of the AM session's account: the spec lets sign-out go on without asking. */
function hintNamesSession(ctx: KoaContextWithOIDC, amSession: AmSession): boolean {
  return ctx.oidc.entities.IdTokenHint?.payload.sub === amSession.userId;
}

async function endAmSession(
  { config, db }: EndSessionDeps,
  ctx: KoaContextWithOIDC,
  amSession: AmSession,
): Promise<void> {
  await deleteSession(db, amSession.tokenId);
  ctx.cookies.set(SSO_COOKIE_NAME, null, { ...ssoCookieOptions(config), signed: false });
}

function language(ctx: KoaContextWithOIDC): LogoutLanguage {
  const chosen = ctx.acceptsLanguages(LOGOUT_LANGUAGES);
  return chosen && (LOGOUT_LANGUAGES as string[]).includes(chosen)
    ? (chosen as LogoutLanguage)
    : 'en';
}

function render(ctx: KoaContextWithOIDC, confirm: boolean): void {
  const action = ctx.oidc.urlFor(CONFIRM_ROUTE);
  const xsrf = ctx.oidc.session.state?.secret ?? '';
  ctx.type = 'html';
  ctx.status = 200;
  ctx.body = confirm
    ? logoutConfirmationPage(language(ctx), action, xsrf)
    : logoutAutoSubmitPage(language(ctx), action, xsrf);
}

/**
 * RP-initiated logout that ends the platform (AM) session: with an `id_token_hint` of the
 * session's account it signs out at once, otherwise the user confirms first; after sign-out
 * without a registered `post_logout_redirect_uri` the browser goes to the realm's sign-in page.
 */
export function rpInitiatedLogout(deps: EndSessionDeps) {
  return {
    enabled: true,
    async logoutSource(ctx: KoaContextWithOIDC) {
      const amSession = await callerAmSession(deps, ctx);
      const atOnce = !amSession || hintNamesSession(ctx, amSession);
      if (amSession && atOnce) await endAmSession(deps, ctx, amSession);
      render(ctx, !atOnce);
    },
    postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
      ctx.status = 303;
      ctx.redirect(loginUrl(deps.config, deps.realm));
    },
  };
}

/**
 * Completes the provider's end-session flow for the AM session: the confirmed logout ends it,
 * and when the provider holds no signed-in session of its own (it would sign out without asking)
 * a live AM session still asks unless the ID token hint names its account.
 */
export function endAmSessionMiddleware(deps: EndSessionDeps): KoaMiddleware {
  return async (ctx, next) => {
    await next();
    const oidc = ctx.oidc as KoaContextWithOIDC['oidc'] | undefined;
    if (oidc?.route === 'end_session' && ctx.status === 200 && !oidc.session.accountId) {
      const amSession = await callerAmSession(deps, ctx);
      if (!amSession) return;
      if (hintNamesSession(ctx, amSession)) await endAmSession(deps, ctx, amSession);
      else render(ctx, true);
    }
    if (oidc?.route === CONFIRM_ROUTE && ctx.status === 303 && oidc.params?.logout) {
      const amSession = await callerAmSession(deps, ctx);
      if (amSession) await endAmSession(deps, ctx, amSession);
    }
  };
}
