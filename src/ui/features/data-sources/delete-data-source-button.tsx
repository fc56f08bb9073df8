import { useMutation } from '@apollo/client/react';
import { useLocation } from 'wouter';
import { DATA_SOURCES_PATH } from '../../../domain/app-paths.js';
import { ConfirmedDeleteButton } from '../../components/confirmed-delete-button.js';
import { leaveUnsaved } from '../../components/unsaved-edits/navigation-guard.js';
import { graphql } from '../../gql/index.js';
import { evictDeleted } from '../../lib/evict-deleted.js';

const DeleteDataSourceButton_Delete = graphql(`
  mutation DeleteDataSourceButton_Delete($id: ID!, $rev: String!) {
    deleteDataSource(id: $id, rev: $rev)
  }
`);

const DATA_SOURCE_DELETE_MESSAGES = {
  delete: 'dataSources.delete.delete',
  title: 'dataSources.delete.title',
  confirm: 'dataSources.delete.confirm',
  cancel: 'dataSources.delete.cancel',
  deleting: 'dataSources.delete.deleting',
  failed: 'dataSources.delete.failed',
  conflict: 'dataSources.delete.conflict',
} as const;

/** Deletes the data source once confirmed, then goes back to the list. */
export function DeleteDataSourceButton({
  source,
}: {
  source: { id: string; rev: string; name: string };
}) {
  const [, navigate] = useLocation();
  const [deleteDataSource] = useMutation(DeleteDataSourceButton_Delete);
  return (
    <ConfirmedDeleteButton
      messages={DATA_SOURCE_DELETE_MESSAGES}
      name={source.name}
      onDelete={() =>
        deleteDataSource({
          variables: { id: source.id, rev: source.rev },
          update: (cache) =>
            evictDeleted(cache, { __typename: 'DataSource', id: source.id }, 'dataSources'),
        })
      }
      // Mapping edits not yet saved went with the data source.
      onDeleted={() => leaveUnsaved(() => navigate(DATA_SOURCES_PATH))}
    />
  );
}
