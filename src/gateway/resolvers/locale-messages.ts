import { z } from 'zod';
import type { Resolvers } from '../generated/resolvers-types.js';
import { loadLocaleMessages } from '../models/locale-messages.js';
import { validateInput } from '../validate-input.js';

const localeArg = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'validation.locale');

export const localeMessagesResolvers: Resolvers = {
  Query: {
    localeMessages: (_, { locale, packages }, { idm }) =>
      loadLocaleMessages(idm, validateInput(localeArg, locale), packages),
  },
};
