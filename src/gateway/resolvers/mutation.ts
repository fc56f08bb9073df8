import { z } from 'zod';
import {
  deleteAuthDeviceSchema,
  deleteTrustedDeviceSchema,
  renameAuthDeviceSchema,
  renameTrustedDeviceSchema,
  revokeAuthorizedAppSchema,
  signOutSessionSchema,
} from '../../domain/account-security-inputs.js';
import { journeyInputSchema } from '../../domain/journey-input.js';
import { notificationIdSchema } from '../../domain/notification.js';
import { updateProfileSchema } from '../../domain/profile-patch.js';
import { runJourneyStep } from '../auth/journey.js';
import { clientDeviceHeaders } from '../http/client-device.js';
import { signOut } from '../auth/sign-out.js';
import type { MutationResolvers } from '../generated/resolvers-types.js';
import { deleteAuthDevice, renameAuthDevice } from '../models/auth-devices.js';
import { revokeAuthorizedApp } from '../models/authorized-apps.js';
import { clearNotifications, removeNotification } from '../models/notifications.js';
import { updateProfile } from '../models/profile.js';
import { saveThemes } from '../models/themes.js';
import { extendSession } from '../models/session.js';
import { deleteTrustedDevice, renameTrustedDevice } from '../models/trusted-devices.js';
import { signOutOtherSessions, signOutSession } from '../models/user-sessions.js';
import { validateInput } from '../validate-input.js';

const removeNotificationArgs = z.object({ id: notificationIdSchema });

export const Mutation: MutationResolvers = {
  authenticate: (_, { input }, { session, ssoCookie, am, oauth, idm, config, client }) =>
    runJourneyStep(validateInput(journeyInputSchema, input), {
      session,
      ssoCookie,
      client: clientDeviceHeaders(client()),
      am,
      oauth,
      idm,
      publicUrl: config.GATEWAY_PUBLIC_URL,
    }),
  signOut: (_, __, { session, ssoCookie, am, oauth, log }) =>
    signOut({ session, ssoCookie, am, oauth, log }),
  updateProfile: (_, { input }, { idm }) =>
    updateProfile(idm, validateInput(updateProfileSchema, input)),
  extendSession: (_, __, context) => extendSession(context),
  removeNotification: (_, args, { idm }) =>
    removeNotification(idm, validateInput(removeNotificationArgs, args).id),
  clearNotifications: (_, __, { idm }) => clearNotifications(idm),
  saveThemes: (_, args, { idm }) => saveThemes(idm, args),
  renameTrustedDevice: (_, args, context) =>
    renameTrustedDevice(context, validateInput(renameTrustedDeviceSchema, args)),
  deleteTrustedDevice: (_, args, context) =>
    deleteTrustedDevice(context, validateInput(deleteTrustedDeviceSchema, args)),
  renameAuthDevice: (_, args, context) =>
    renameAuthDevice(context, validateInput(renameAuthDeviceSchema, args)),
  deleteAuthDevice: (_, args, context) =>
    deleteAuthDevice(context, validateInput(deleteAuthDeviceSchema, args)),
  signOutSession: (_, args, context) =>
    signOutSession(context, validateInput(signOutSessionSchema, args)),
  signOutOtherSessions: (_, __, context) => signOutOtherSessions(context),
  revokeAuthorizedApp: (_, args, context) =>
    revokeAuthorizedApp(context, validateInput(revokeAuthorizedAppSchema, args)),
};
