import type { PlatformConfig } from '../config.js';
import { isAllowedGoto } from './goto-allow-list.js';
import { endUserUrl } from './urls.js';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A goto is safe when it stays on the gateway: a path starting with a single `/`,
 * or an absolute http(s) URL without credentials on the gateway's origin or one of `otherOrigins`
 * (the platform's own, where an authorization request continues after sign-in), or one that
 * matches an entry of `allowList`.
 */
export function isSafeGoto(
  goto: string,
  gatewayPublicUrl: string,
  otherOrigins: readonly string[] = [],
  allowList: readonly string[] = [],
): boolean {
  if (goto === '' || CONTROL_CHARACTERS.test(goto) || goto.includes('\\')) return false;
  if (goto.startsWith('/')) return !goto.startsWith('//');
  let url: URL;
  try {
    url = new URL(goto);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '') return false;
  return (
    [gatewayPublicUrl, ...otherOrigins].some((allowed) => url.origin === new URL(allowed).origin) ||
    isAllowedGoto(url, allowList)
  );
}

/** The goto when it is safe, otherwise the realm's end-user URL. */
export function resolveGoto(
  goto: string | undefined,
  config: PlatformConfig,
  realm: string,
): string {
  return goto !== undefined &&
    isSafeGoto(
      goto,
      config.GATEWAY_PUBLIC_URL,
      [config.PLATFORM_PUBLIC_URL],
      config.GOTO_URL_ALLOW_LIST,
    )
    ? goto
    : endUserUrl(config, realm);
}
