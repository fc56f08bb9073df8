import { useMutation } from '@apollo/client/react';
import { useLocation } from 'wouter';
import { PIPELINES_PATH } from '../../../domain/app-paths.js';
import { ConfirmedDeleteButton } from '../../components/confirmed-delete-button.js';
import { graphql } from '../../gql/index.js';
import { evictDeleted } from '../../lib/evict-deleted.js';

const DeletePipelineButton_Delete = graphql(`
  mutation DeletePipelineButton_Delete($id: ID!, $rev: String!) {
    deletePipelineDefinition(id: $id, rev: $rev)
  }
`);

const PIPELINE_DELETE_MESSAGES = {
  delete: 'pipelines.delete.delete',
  title: 'pipelines.delete.title',
  confirm: 'pipelines.delete.confirm',
  cancel: 'pipelines.delete.cancel',
  deleting: 'pipelines.delete.deleting',
  failed: 'pipelines.delete.failed',
  conflict: 'pipelines.delete.conflict',
} as const;

/** Deletes the pipeline definition once confirmed, then goes back to the list. */
export function DeletePipelineButton({
  definition,
}: {
  definition: { id: string; rev: string; name: string };
}) {
  const [, navigate] = useLocation();
  const [deletePipeline] = useMutation(DeletePipelineButton_Delete);
  return (
    <ConfirmedDeleteButton
      messages={PIPELINE_DELETE_MESSAGES}
      name={definition.name}
      onDelete={() =>
        deletePipeline({
          variables: { id: definition.id, rev: definition.rev },
          update: (cache) =>
            evictDeleted(
              cache,
              { __typename: 'PipelineDefinition', id: definition.id },
              'pipelineDefinitions',
            ),
        })
      }
      onDeleted={() => navigate(PIPELINES_PATH)}
    />
  );
}
