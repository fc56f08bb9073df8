import type { Resolvers } from '../generated/resolvers-types.js';
import { loadThemeRealm, saveThemes, themeSettings } from '../models/themes.js';
import { realmArgSchema } from '../realm-arg.js';
import { validateInput } from '../validate-input.js';

export const themesResolvers: Resolvers = {
  Query: {
    themes: (_, { realm }, { idm }) => idm.themes(validateInput(realmArgSchema, realm)),
    themeRealm: (_, __, { idm }) => loadThemeRealm(idm),
  },
  Mutation: {
    saveThemes: (_, args, { idm }) => saveThemes(idm, args),
  },
  Theme: {
    id: (theme) => theme._id,
    settings: (theme) => themeSettings(theme),
  },
};
