import type { KoaMiddleware } from 'oidc-provider';
import { antiFramingHeaders } from '../../http/page-headers.js';

/**
 * Every HTML page an OpenID provider answers (sign-out, errors, form_post) with the anti-framing
 * headers of the platform's own pages. Used first, it sees the pages later middleware renders.
 */
export function antiFramingPages(): KoaMiddleware {
  return async (ctx, next) => {
    await next();
    if (!ctx.response.is('html')) return;
    ctx.set(antiFramingHeaders(ctx.response.get('content-security-policy') || undefined));
  };
}
