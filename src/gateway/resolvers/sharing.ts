import {
  approveSharingRequestSchema,
  denySharingRequestSchema,
  shareResourceSchema,
  unshareResourceSchema,
} from '../../domain/sharing-inputs.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import {
  approveSharingRequest,
  denySharingRequest,
  loadSharedWithMe,
  loadSharingRequests,
  loadSharingResources,
  modifyResourceShare,
  shareResource,
  unshareResource,
} from '../models/sharing.js';
import { validateInput } from '../validate-input.js';

export const sharingResolvers: Resolvers = {
  Query: {
    sharingResources: (_, __, context) => loadSharingResources(context),
    sharedWithMe: (_, __, context) => loadSharedWithMe(context),
    sharingRequests: (_, __, context) => loadSharingRequests(context),
  },
  Mutation: {
    shareResource: (_, { input }, context) =>
      shareResource(context, validateInput(shareResourceSchema, input)),
    modifyResourceShare: (_, { input }, context) =>
      modifyResourceShare(context, validateInput(shareResourceSchema, input)),
    unshareResource: (_, { input }, context) =>
      unshareResource(context, validateInput(unshareResourceSchema, input)),
    approveSharingRequest: (_, args, context) =>
      approveSharingRequest(context, validateInput(approveSharingRequestSchema, args)),
    denySharingRequest: (_, args, context) =>
      denySharingRequest(context, validateInput(denySharingRequestSchema, args)),
  },
};
