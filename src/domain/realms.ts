export const ROOT_REALM = 'root';
export const SEEDED_REALMS = ['root', 'alpha', 'bravo'] as const;

/** Managed user object name for a realm: `user` on root, `<realm>_user` elsewhere. */
export function managedUserObject(realm: string): string {
  return realm === ROOT_REALM || realm === '/' ? 'user' : `${realm.replace(/^\//, '')}_user`;
}

/**
 * The realm whose data a managed object type holds: `<realm>_<type>` (`alpha_user`,
 * `bravo_application`) is the realm's, a type without a realm prefix (`user`) is root's.
 */
export function realmOwningObject(object: string): string {
  return /^(.+)_[A-Za-z0-9-]+$/.exec(object)?.[1] ?? ROOT_REALM;
}

export function managedUserResource(realm: string): string {
  return `managed/${managedUserObject(realm)}`;
}

/** AM realm path segment: `realms/root` or `realms/root/realms/<realm>`. */
export function amRealmPath(realm: string): string {
  return realm === ROOT_REALM ? 'realms/root' : `realms/root/realms/${realm}`;
}

export function normalizeRealm(realm: string | null | undefined): string {
  const name = (realm ?? '').replace(/^\/+|\/+$/g, '');
  return name === '' ? ROOT_REALM : name;
}

export function isValidRealmName(realm: string): boolean {
  return /^[a-z0-9][a-z0-9_-]{0,62}$/i.test(realm);
}
