import { z } from 'zod';
import { isValidRealmName, normalizeRealm } from '../../domain/realms.js';
import { requireSignedIn } from '../auth/require-session.js';
import type { QueryResolvers } from '../generated/resolvers-types.js';
import { loadAuthDevices } from '../models/auth-devices.js';
import { loadAuthorizedApps } from '../models/authorized-apps.js';
import { loadMe } from '../models/me.js';
import { loadThemeRealm, toTheme } from '../models/themes.js';
import { loadNotifications } from '../models/notifications.js';
import { loadProfile } from '../models/profile.js';
import { loadSession } from '../models/session.js';
import { loadSignInHistory } from '../models/sign-in-history.js';
import { loadSystemNotification } from '../models/system-notification.js';
import { loadTrustedDevices } from '../models/trusted-devices.js';
import { loadUserSessions } from '../models/user-sessions.js';
import { UpstreamError } from '../upstream/errors.js';
import { validateInput } from '../validate-input.js';

const realmArg = z
  .string()
  .nullish()
  .transform((realm) => normalizeRealm(realm))
  .refine(isValidRealmName, 'validation.realm');
const localeArg = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'validation.locale');

export const Query: QueryResolvers = {
  serverInfo: (_, { realm }, { am }) => am.serverInfo(validateInput(realmArg, realm)),
  version: (_, __, { idm }) => idm.version(),
  uiConfig: (_, __, { idm }) => idm.uiConfig(),
  features: (_, __, { idm }) => idm.features(),
  themes: async (_, { realm }, { idm }) =>
    (await idm.themes(validateInput(realmArg, realm))).map(toTheme),
  themeRealm: (_, __, { idm }) => loadThemeRealm(idm),
  localeMessages: async (_, { locale, packages }, { idm }) => {
    try {
      return await idm.localeMessages(validateInput(localeArg, locale), packages ?? undefined);
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return {};
      throw error;
    }
  },
  me: (_, __, { idm, session, caches }) => loadMe(idm, requireSignedIn(session), caches.me),
  profile: (_, __, { idm }) => loadProfile(idm),
  session: (_, __, context) => loadSession(context),
  notifications: (_, __, { idm }) => loadNotifications(idm),
  systemNotification: (_, __, { idm }) => loadSystemNotification(idm),
  trustedDevices: (_, __, context) => loadTrustedDevices(context),
  authDevices: (_, __, context) => loadAuthDevices(context),
  mySessions: (_, __, context) => loadUserSessions(context),
  authorizedApps: (_, __, context) => loadAuthorizedApps(context),
  signInHistory: (_, __, context) => loadSignInHistory(context),
};
