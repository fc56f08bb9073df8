/** A Web Storage that never throws: private modes and blocked storage behave as empty storage. */
function neverThrowing(storage: () => Storage) {
  const attempt = <T>(action: (store: Storage) => T, otherwise: T): T => {
    try {
      return action(storage());
    } catch {
      return otherwise;
    }
  };
  return {
    read: (key: string): string | null => attempt((store) => store.getItem(key), null),
    write: (key: string, value: string): void =>
      attempt((store) => store.setItem(key, value), undefined),
    remove: (key: string): void => attempt((store) => store.removeItem(key), undefined),
  };
}

/** localStorage, kept across visits. */
export const browserStorage = neverThrowing(() => window.localStorage);
/** sessionStorage, kept for the tab's session. */
export const sessionStore = neverThrowing(() => window.sessionStorage);

/** The realm the user signed in to, kept so that later visits and sign-out return to it. */
export const LOGIN_REALM_KEY = 'identity-console.login-realm';
/** The theme the sign-in journey used, kept so the signed-in pages look the same. */
export const THEME_ID_KEY = 'identity-console.theme-id';
