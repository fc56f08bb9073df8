import {
  addDelegateInputSchema,
  removeDelegateInputSchema,
} from '../../domain/governance/delegate-inputs.js';
import {
  accessCatalogInputSchema,
  accessRequestArgsSchema,
  accessRequestsInputSchema,
  approvalsInputSchema,
  catalogItemConflictInputSchema,
  forwardAccessRequestInputSchema,
  governanceUserArgsSchema,
  governanceUsersArgsSchema,
  grantsInputSchema,
  requestAccessRemovalInputSchema,
  requestActionInputSchema,
  requestCommentInputSchema,
  submitAccessRequestInputSchema,
} from '../../domain/governance/request-inputs.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import {
  addDelegate,
  loadDirectReport,
  loadDirectReportGrants,
  loadDirectReports,
  loadGovernanceCounts,
  loadMyDelegates,
  loadMyGrants,
  removeDelegate,
} from '../models/governance-access.js';
import { requireGovernance } from '../models/governance-gate.js';
import {
  actOnAccessRequest,
  checkCatalogItemConflict,
  forwardAccessRequest,
  loadAccessCatalog,
  loadAccessRequest,
  loadApprovals,
  loadCatalogApplications,
  loadMyAccessRequests,
  requestAccessRemoval,
  searchGovernanceUsers,
  submitAccessRequest,
} from '../models/governance-requests.js';
import { validateInput } from '../validate-input.js';

export const governanceResolvers: Resolvers = {
  Query: {
    governanceCounts: async (_, __, context) => {
      await requireGovernance(context);
      return loadGovernanceCounts(context);
    },
    accessCatalog: async (_, { input }, context) => {
      await requireGovernance(context);
      return loadAccessCatalog(context, validateInput(accessCatalogInputSchema, input));
    },
    catalogApplications: async (_, __, context) => {
      await requireGovernance(context);
      return loadCatalogApplications(context);
    },
    catalogItemConflict: async (_, { input }, context) => {
      await requireGovernance(context);
      return checkCatalogItemConflict(
        context,
        validateInput(catalogItemConflictInputSchema, input),
      );
    },
    governanceUsers: async (_, args, context) => {
      await requireGovernance(context);
      const { search } = validateInput(governanceUsersArgsSchema, args);
      return searchGovernanceUsers(context, search);
    },
    myAccessRequests: async (_, { input }, context) => {
      await requireGovernance(context);
      return loadMyAccessRequests(context, validateInput(accessRequestsInputSchema, input));
    },
    approvals: async (_, { input }, context) => {
      await requireGovernance(context);
      return loadApprovals(context, validateInput(approvalsInputSchema, input));
    },
    accessRequest: async (_, args, context) => {
      await requireGovernance(context);
      return loadAccessRequest(context, validateInput(accessRequestArgsSchema, args).id);
    },
    myGrants: async (_, { input }, context) => {
      await requireGovernance(context);
      return loadMyGrants(context, validateInput(grantsInputSchema, input));
    },
    directReports: async (_, __, context) => {
      await requireGovernance(context);
      return loadDirectReports(context);
    },
    directReportGrants: async (_, { userId, input }, context) => {
      await requireGovernance(context);
      return loadDirectReportGrants(
        context,
        validateInput(governanceUserArgsSchema, { userId }).userId,
        validateInput(grantsInputSchema, input),
      );
    },
    directReport: async (_, args, context) => {
      await requireGovernance(context);
      return loadDirectReport(context, validateInput(governanceUserArgsSchema, args).userId);
    },
    myDelegates: async (_, __, context) => {
      await requireGovernance(context);
      return loadMyDelegates(context);
    },
  },
  Mutation: {
    submitAccessRequest: async (_, { input }, context) => {
      await requireGovernance(context);
      return submitAccessRequest(context, validateInput(submitAccessRequestInputSchema, input));
    },
    requestAccessRemoval: async (_, { input }, context) => {
      await requireGovernance(context);
      return requestAccessRemoval(context, validateInput(requestAccessRemovalInputSchema, input));
    },
    approveAccessRequest: async (_, { input }, context) => {
      await requireGovernance(context);
      return actOnAccessRequest(context, 'approve', validateInput(requestActionInputSchema, input));
    },
    rejectAccessRequest: async (_, { input }, context) => {
      await requireGovernance(context);
      return actOnAccessRequest(context, 'reject', validateInput(requestActionInputSchema, input));
    },
    forwardAccessRequest: async (_, { input }, context) => {
      await requireGovernance(context);
      return forwardAccessRequest(context, validateInput(forwardAccessRequestInputSchema, input));
    },
    commentOnAccessRequest: async (_, { input }, context) => {
      await requireGovernance(context);
      return actOnAccessRequest(
        context,
        'comment',
        validateInput(requestCommentInputSchema, input),
      );
    },
    cancelAccessRequest: async (_, { input }, context) => {
      await requireGovernance(context);
      return actOnAccessRequest(context, 'cancel', validateInput(requestActionInputSchema, input));
    },
    addDelegate: async (_, { input }, context) => {
      await requireGovernance(context);
      return addDelegate(context, validateInput(addDelegateInputSchema, input));
    },
    removeDelegate: async (_, { input }, context) => {
      await requireGovernance(context);
      return removeDelegate(context, validateInput(removeDelegateInputSchema, input));
    },
  },
};
