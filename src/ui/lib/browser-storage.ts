/** localStorage that never throws: private modes and blocked storage behave as empty storage. */
export const browserStorage = {
  read(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      return;
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      return;
    }
  },
};

/** The realm the user signed in to, kept so that later visits and sign-out return to it. */
export const LOGIN_REALM_KEY = 'identity-console.login-realm';
/** The theme the sign-in journey used, kept so the signed-in pages look the same. */
export const THEME_ID_KEY = 'identity-console.theme-id';
