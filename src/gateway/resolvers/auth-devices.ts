import {
  deleteAuthDeviceSchema,
  renameAuthDeviceSchema,
} from '../../domain/account-security-inputs.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { deleteAuthDevice, loadAuthDevices, renameAuthDevice } from '../models/auth-devices.js';
import { validateInput } from '../validate-input.js';

export const authDevicesResolvers: Resolvers = {
  Query: {
    authDevices: (_, __, context) => loadAuthDevices(context),
  },
  Mutation: {
    renameAuthDevice: (_, args, context) =>
      renameAuthDevice(context, validateInput(renameAuthDeviceSchema, args)),
    deleteAuthDevice: (_, args, context) =>
      deleteAuthDevice(context, validateInput(deleteAuthDeviceSchema, args)),
  },
};
