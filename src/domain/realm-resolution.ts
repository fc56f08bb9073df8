import { ROOT_REALM, normalizeRealm } from './realms.js';

export interface RealmSources {
  storedLoginRealm?: string | null;
  queryRealm?: string | null;
  serverInfoRealm?: string | null;
}

function present(realm: string | null | undefined): string | undefined {
  return realm && realm.trim() !== '' ? normalizeRealm(realm.trim()) : undefined;
}

/** The realm known without asking the server: the stored original login realm, then the query parameter. */
export function knownRealm({ storedLoginRealm, queryRealm }: RealmSources): string | undefined {
  return present(storedLoginRealm) ?? present(queryRealm);
}

/** Stored original login realm, then the `realm` query parameter, then server info, then root. */
export function resolveRealm(sources: RealmSources): string {
  return knownRealm(sources) ?? present(sources.serverInfoRealm) ?? ROOT_REALM;
}

/** True when the URL names a realm other than the current one, so the URL must be rewritten. */
export function urlRealmDiffers(
  urlRealm: string | null | undefined,
  currentRealm: string,
): boolean {
  const named = present(urlRealm);
  return named !== undefined && named !== normalizeRealm(currentRealm);
}
