import type { AppBootInput } from '../../../machines/appBootMachine.js';
import { browserStorage, LOGIN_REALM_KEY, THEME_ID_KEY } from '../../lib/browser-storage.js';
import { realmFromSearch, treeFromSearch } from '../../lib/location.js';

/** What the page knows before any call: the address and what earlier visits stored. */
export function readBootInput(search: string): AppBootInput {
  return {
    storedLoginRealm: browserStorage.read(LOGIN_REALM_KEY),
    queryRealm: realmFromSearch(search) ?? null,
    tree: treeFromSearch(search) ?? null,
    nodeThemeId: null,
    storedThemeId: browserStorage.read(THEME_ID_KEY),
  };
}
