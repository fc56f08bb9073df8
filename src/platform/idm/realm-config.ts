import { isDeepStrictEqual } from 'node:util';
import { ROOT_REALM } from '../../domain/realms.js';
import { forbidden } from '../http/errors.js';

/** Configuration documents that keep one entry per realm under `realm` (root's key is `/`). */
const REALM_PARTITIONED = new Set(['ui/themerealm']);

export function isRealmPartitioned(id: string): boolean {
  return REALM_PARTITIONED.has(id);
}

const realmKey = (realm: string) => (realm === ROOT_REALM ? '/' : realm);

function entries(doc: Record<string, unknown>): Record<string, unknown> {
  const realms = doc.realm;
  return typeof realms === 'object' && realms !== null && !Array.isArray(realms)
    ? (realms as Record<string, unknown>)
    : {};
}

/** The document as one realm's administrator sees it: only that realm's entry. */
export function realmPart(doc: Record<string, unknown>, realm: string): Record<string, unknown> {
  const key = realmKey(realm);
  const own = entries(doc)[key];
  return { ...doc, realm: own === undefined ? {} : { [key]: own } };
}

/**
 * The stored document with one realm's entry replaced by the submitted one. Anything else the
 * submission changes (another realm's entry, a setting outside `realm`) is Forbidden.
 */
export function withRealmPart(
  stored: Record<string, unknown>,
  submitted: Record<string, unknown>,
  realm: string,
): Record<string, unknown> {
  const key = realmKey(realm);
  const names = new Set([...Object.keys(stored), ...Object.keys(submitted)]);
  names.delete('realm');
  for (const name of names) {
    if (!isDeepStrictEqual(stored[name], submitted[name])) throw forbidden();
  }
  const storedRealms = entries(stored);
  const submittedRealms = entries(submitted);
  for (const [other, value] of Object.entries(submittedRealms)) {
    if (other !== key && !isDeepStrictEqual(storedRealms[other], value)) throw forbidden();
  }
  const { [key]: _previous, ...others } = storedRealms;
  const own = submittedRealms[key];
  return { ...stored, realm: own === undefined ? others : { ...others, [key]: own } };
}
