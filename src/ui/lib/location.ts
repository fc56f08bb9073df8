import { LOGIN_PATH } from '../../domain/app-paths.js';

export const REALM_PARAM = 'realm';
const GOTO_PARAM = 'goto';
/** The journey to run, as the platform's own sign-in pages name it. */
export const TREE_PARAM = 'authIndexValue';

/** A base for reading an in-app path as a URL. */
const APP_BASE = 'http://app.invalid';

function nonBlank(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

const paramFromSearch = (search: string, name: string) =>
  nonBlank(new URLSearchParams(search).get(name));

export const realmFromSearch = (search: string) => paramFromSearch(search, REALM_PARAM);

export const gotoFromSearch = (search: string) => paramFromSearch(search, GOTO_PARAM);

export const treeFromSearch = (search: string) => paramFromSearch(search, TREE_PARAM);

/** The same address with its `realm` query parameter set to `realm`. */
export function withRealmParam(href: string, realm: string): string {
  const url = new URL(href, APP_BASE);
  url.searchParams.set(REALM_PARAM, realm);
  return `${url.pathname}${url.search}${url.hash}`;
}

function isAppPath(to: string): boolean {
  return to.startsWith('/') && !to.startsWith('//');
}

/** Carries the current `?realm=` over to an in-app path that names no realm of its own. */
export function withRealm(to: string, currentSearch: string): string {
  const realm = realmFromSearch(currentSearch);
  if (!realm || !isAppPath(to)) return to;
  return new URL(to, APP_BASE).searchParams.has(REALM_PARAM) ? to : withRealmParam(to, realm);
}

/** The sign-in address for the current location: keeps the realm and remembers where to go back. */
export function loginHref(pathname: string, search: string): string {
  const params = new URLSearchParams();
  const realm = realmFromSearch(search);
  if (realm) params.set(REALM_PARAM, realm);
  if (pathname === LOGIN_PATH) {
    const goto = gotoFromSearch(search);
    if (goto) params.set(GOTO_PARAM, goto);
  } else {
    const rest = new URLSearchParams(search);
    rest.delete(REALM_PARAM);
    const query = rest.toString();
    params.set(GOTO_PARAM, `${pathname}${query ? `?${query}` : ''}`);
  }
  const query = params.toString();
  return `${LOGIN_PATH}${query ? `?${query}` : ''}`;
}

/** The path, query and hash of `url` when it points at this origin. */
export function sameOriginPath(url: string, origin: string): string | undefined {
  try {
    const target = new URL(url, origin);
    if (target.origin !== origin) return undefined;
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return undefined;
  }
}

/** An absolute http(s) address to leave the app for, or undefined for anything else. */
export function externalUrl(url: string | null | undefined, origin: string): string | undefined {
  const value = nonBlank(url);
  if (!value) return undefined;
  try {
    const target = new URL(value, origin);
    return target.protocol === 'https:' || target.protocol === 'http:' ? target.href : undefined;
  } catch {
    return undefined;
  }
}
