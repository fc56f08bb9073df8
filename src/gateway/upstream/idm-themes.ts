import { z } from 'zod';
import type { UpstreamHttp } from './http.js';

const THEME_REALM_PATH = 'config/ui/themerealm';

const themeSchema = z.looseObject({
  _id: z.string(),
  name: z.string(),
  isDefault: z.boolean().default(false),
  linkedTrees: z.array(z.string()).default([]),
});
export type ThemeDocument = z.infer<typeof themeSchema>;

const themeRealmSchema = z.looseObject({
  realm: z.record(z.string(), z.array(themeSchema)).default({}),
});
export type ThemeRealmDocument = z.infer<typeof themeRealmSchema>;

/** The realm's key in `ui/themerealm`: `/` for root. */
export const themeRealmKey = (realm: string) => (realm === 'root' ? '/' : realm);
export const realmOfThemeKey = (key: string) => (key === '/' ? 'root' : key);

/** `ui/themerealm`: anonymous reads for the app, revisioned reads and writes for the editor. */
export function createIdmThemes(http: UpstreamHttp, accessToken: () => Promise<string>) {
  return {
    async themes(realm: string): Promise<ThemeDocument[]> {
      const answer = await http.request(themeRealmSchema, { path: THEME_REALM_PATH });
      return answer.realm[themeRealmKey(realm)] ?? [];
    },

    async themeRealm(): Promise<{ document: ThemeRealmDocument; revision: string }> {
      const { data, revision } = await http.requestWithRevision(themeRealmSchema, {
        path: THEME_REALM_PATH,
        bearer: await accessToken(),
      });
      return { document: data, revision: revision ?? '' };
    },

    async saveThemeRealm(document: ThemeRealmDocument, revision: string) {
      const { data, revision: saved } = await http.requestWithRevision(themeRealmSchema, {
        method: 'PUT',
        path: THEME_REALM_PATH,
        headers: { 'if-match': `"${revision}"` },
        body: document,
        bearer: await accessToken(),
      });
      return { document: data, revision: saved ?? '' };
    },
  };
}
