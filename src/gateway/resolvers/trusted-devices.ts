import {
  deleteTrustedDeviceSchema,
  renameTrustedDeviceSchema,
} from '../../domain/account-security-inputs.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import {
  deleteTrustedDevice,
  loadTrustedDevices,
  renameTrustedDevice,
} from '../models/trusted-devices.js';
import { validateInput } from '../validate-input.js';

export const trustedDevicesResolvers: Resolvers = {
  Query: {
    trustedDevices: (_, __, context) => loadTrustedDevices(context),
  },
  Mutation: {
    renameTrustedDevice: (_, args, context) =>
      renameTrustedDevice(context, validateInput(renameTrustedDeviceSchema, args)),
    deleteTrustedDevice: (_, args, context) =>
      deleteTrustedDevice(context, validateInput(deleteTrustedDeviceSchema, args)),
  },
};
