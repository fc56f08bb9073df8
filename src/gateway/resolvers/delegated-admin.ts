import {
  managedListCsvInputSchema,
  managedListInputSchema,
  managedObjectArgsSchema,
  updateManagedObjectSchema,
} from '../../domain/delegated-admin.js';
import type { GatewayContext } from '../context.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import {
  loadDelegatedAdminPrivileges,
  loadManagedList,
  loadManagedListCsv,
  loadManagedObjectForm,
  updateManagedObject,
} from '../models/delegated-admin.js';
import { createIdmPrivileges } from '../upstream/idm-privileges.js';
import { validateInput } from '../validate-input.js';

const privileges = ({ upstream, accessToken }: GatewayContext) =>
  createIdmPrivileges(upstream.idm, accessToken);

export const delegatedAdminResolvers: Resolvers = {
  Query: {
    privileges: (_, __, context) => loadDelegatedAdminPrivileges(privileges(context)),
    managedList: (_, { input }, context) =>
      loadManagedList(privileges(context), validateInput(managedListInputSchema, input)),
    managedListCsv: (_, { input }, context) =>
      loadManagedListCsv(privileges(context), validateInput(managedListCsvInputSchema, input)),
    managedObject: (_, args, context) =>
      loadManagedObjectForm(privileges(context), validateInput(managedObjectArgsSchema, args)),
  },
  Mutation: {
    updateManagedObject: (_, { input }, context) =>
      updateManagedObject(privileges(context), validateInput(updateManagedObjectSchema, input)),
  },
};
