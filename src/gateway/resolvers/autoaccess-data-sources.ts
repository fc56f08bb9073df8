import {
  bucketObjectsInputSchema,
  bucketsArgsSchema,
  createDataSourceInputSchema,
  dataSourceArgsSchema,
  dataSourcesInputSchema,
  deleteDataSourceArgsSchema,
  filePreviewInputSchema,
  jsltPreviewInputSchema,
  saveDataSourceMappingInputSchema,
  setDataSourceActiveInputSchema,
} from '../../domain/autoaccess/data-source-inputs.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import {
  createDataSource,
  deleteDataSource,
  loadAuthenticationFeatures,
  loadBucketObjects,
  loadBuckets,
  loadDataSource,
  loadDataSources,
  loadFilePreview,
  previewJslt,
  saveDataSourceMapping,
  setDataSourceActive,
} from '../models/autoaccess-data-sources.js';
import { loadAutoAccessAvailable } from '../models/autoaccess-availability.js';
import { validateInput } from '../validate-input.js';

export const autoAccessDataSourcesResolvers: Resolvers = {
  Query: {
    autoAccessAvailable: (_, __, context) => loadAutoAccessAvailable(context),
    dataSources: (_, { input }, { autoaccessJas }) =>
      loadDataSources(autoaccessJas, validateInput(dataSourcesInputSchema, input)),
    dataSource: (_, args, { autoaccessJas }) =>
      loadDataSource(autoaccessJas, validateInput(dataSourceArgsSchema, args).id),
    dataSourceBuckets: (_, args, { autoaccessApi }) =>
      loadBuckets(autoaccessApi, validateInput(bucketsArgsSchema, args).prefix),
    bucketObjects: (_, { input }, { autoaccessApi }) =>
      loadBucketObjects(autoaccessApi, validateInput(bucketObjectsInputSchema, input)),
    dataSourceFilePreview: (_, { input }, { autoaccessApi }) =>
      loadFilePreview(autoaccessApi, validateInput(filePreviewInputSchema, input)),
    authenticationFeatures: (_, __, { autoaccessJas }) => loadAuthenticationFeatures(autoaccessJas),
    jsltPreview: (_, { input }, { autoaccessJas }) =>
      previewJslt(autoaccessJas, validateInput(jsltPreviewInputSchema, input)),
  },
  Mutation: {
    createDataSource: (_, { input }, { autoaccessJas }) =>
      createDataSource(autoaccessJas, validateInput(createDataSourceInputSchema, input)),
    saveDataSourceMapping: (_, { input }, { autoaccessJas }) =>
      saveDataSourceMapping(autoaccessJas, validateInput(saveDataSourceMappingInputSchema, input)),
    setDataSourceActive: (_, { input }, { autoaccessJas }) =>
      setDataSourceActive(autoaccessJas, validateInput(setDataSourceActiveInputSchema, input)),
    deleteDataSource: (_, args, { autoaccessJas }) =>
      deleteDataSource(autoaccessJas, validateInput(deleteDataSourceArgsSchema, args)),
  },
};
