import {
  createPipelineDefinitionInputSchema,
  deletePipelineDefinitionArgsSchema,
  pipelineDefinitionArgsSchema,
  pipelineDefinitionsArgsSchema,
  pipelineExecutionArgsSchema,
  pipelineLogsArgsSchema,
  pipelineModelsArgsSchema,
  publishPipelineArgsSchema,
  runPipelineArgsSchema,
  updatePipelineExecutionStatusArgsSchema,
} from '../../domain/autoaccess/pipeline-inputs.js';
import type { GatewayContext } from '../context.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import {
  createPipelineDefinition,
  deletePipelineDefinition,
  loadPipelineDefinition,
  loadPipelineDefinitions,
  loadPipelineExecution,
  loadPipelineLogs,
  loadPipelineModels,
  publishPipeline,
  runPipeline,
  updatePipelineExecutionStatus,
  type PipelineClients,
} from '../models/autoaccess-pipelines.js';
import { validateInput } from '../validate-input.js';

const clients = (context: GatewayContext): PipelineClients => ({
  pipelines: context.autoaccessPipelines,
  jas: context.autoaccessJas,
});

export const autoAccessPipelinesResolvers: Resolvers = {
  Query: {
    pipelineDefinitions: (_, args, context) =>
      loadPipelineDefinitions(clients(context), validateInput(pipelineDefinitionsArgsSchema, args)),
    pipelineDefinition: (_, args, context) =>
      loadPipelineDefinition(
        clients(context),
        validateInput(pipelineDefinitionArgsSchema, args).id,
      ),
    pipelineExecution: (_, args, { autoaccessPipelines }) =>
      loadPipelineExecution(
        autoaccessPipelines,
        validateInput(pipelineExecutionArgsSchema, args).executionId,
      ),
    pipelineLogs: (_, args, { autoaccessPipelines }) => {
      const { pipelineDefinitionId, executionId } = validateInput(pipelineLogsArgsSchema, args);
      return loadPipelineLogs(autoaccessPipelines, pipelineDefinitionId, executionId);
    },
    publishedPipeline: (_, _args, { autoaccessJas }) => autoaccessJas.publishedPipeline(),
    pipelineModels: (_, args, { autoaccessPipelines }) =>
      loadPipelineModels(
        autoaccessPipelines,
        validateInput(pipelineModelsArgsSchema, args).pipelineDefinitionId,
      ),
  },
  Mutation: {
    createPipelineDefinition: (_, { input }, context) =>
      createPipelineDefinition(clients(context), {
        ...validateInput(createPipelineDefinitionInputSchema, input),
        parameters: input.parameters,
      }),
    updatePipelineExecutionStatus: (_, args, context) =>
      updatePipelineExecutionStatus(
        clients(context),
        validateInput(updatePipelineExecutionStatusArgsSchema, args),
      ),
    runPipeline: (_, args, { autoaccessPipelines }) =>
      runPipeline(autoaccessPipelines, validateInput(runPipelineArgsSchema, args)),
    publishPipeline: (_, args, { autoaccessPipelines }) =>
      publishPipeline(
        autoaccessPipelines,
        validateInput(publishPipelineArgsSchema, args).pipelineDefinitionId,
      ),
    deletePipelineDefinition: (_, args, { autoaccessPipelines }) =>
      deletePipelineDefinition(
        autoaccessPipelines,
        validateInput(deletePipelineDefinitionArgsSchema, args),
      ),
  },
};
