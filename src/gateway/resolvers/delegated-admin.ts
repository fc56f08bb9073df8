import {
  managedListCsvInputSchema,
  managedListInputSchema,
  managedObjectArgsSchema,
  updateManagedObjectSchema,
} from '../../domain/delegated-admin.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import {
  loadDelegatedAdminPrivileges,
  loadManagedList,
  loadManagedListCsv,
  loadManagedObjectForm,
  updateManagedObject,
} from '../models/delegated-admin.js';
import { validateInput } from '../validate-input.js';

export const delegatedAdminResolvers: Resolvers = {
  Query: {
    privileges: (_, __, context) => loadDelegatedAdminPrivileges(context.idmPrivileges),
    managedList: (_, { input }, context) =>
      loadManagedList(context.idmPrivileges, validateInput(managedListInputSchema, input)),
    managedListCsv: (_, { input }, context) =>
      loadManagedListCsv(context.idmPrivileges, validateInput(managedListCsvInputSchema, input)),
    managedObject: (_, args, context) =>
      loadManagedObjectForm(context.idmPrivileges, validateInput(managedObjectArgsSchema, args)),
  },
  Mutation: {
    updateManagedObject: (_, { input }, context) =>
      updateManagedObject(context.idmPrivileges, validateInput(updateManagedObjectSchema, input)),
  },
};
