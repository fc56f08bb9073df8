import { useApolloClient, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { adminRoleEditPath, NEW_ADMIN_ROLE_ID } from '../../../domain/app-paths.js';
import type { DataTableColumn } from '../../components/data-table/data-table.js';
import { useDataTableState } from '../../components/data-table/use-data-table-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import { LoadingState } from '../../components/loading-state.js';
import { QueryView } from '../../components/query-view.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { errorMessageKey } from '../../lib/api-error.js';
import styles from './admin-roles.module.css';
import { adminRolesMessages } from './messages.js';

interface RoleRow {
  id: string;
  name: string;
  description?: string | null;
  privileges: readonly unknown[];
}

const DataTable = lazy(async () => ({
  default: (await import('../../components/data-table/data-table.js')).DataTable<RoleRow>,
}));

export const RolesListPage_Roles = graphql(`
  query RolesListPage_Roles($input: InternalRoleListInput!) {
    internalRoles(input: $input) {
      total
      rows {
        id
        name
        description
        privileges {
          name
        }
      }
    }
  }
`);

export const RolesListPage_Csv = graphql(`
  query RolesListPage_Csv($input: InternalRoleCsvInput!) {
    internalRolesCsv(input: $input) {
      filename
      csv
      rowCount
    }
  }
`);

/** List Resource for internal roles: paged, sorted, searched and exported like any list. */
export function RolesListPage() {
  return (
    <WithFeatureMessages messages={adminRolesMessages}>
      <RolesList />
    </WithFeatureMessages>
  );
}

const sortKeyOf = (key: string | null) => (key === 'description' ? 'description' : 'name');

function RolesList() {
  const { t } = useTranslation();
  const headingId = useId();
  const [, navigate] = useLocation();
  const client = useApolloClient();
  const table = useDataTableState();
  const input = { ...table.query, sortKey: sortKeyOf(table.query.sortKey) };
  const result = useQuery(RolesListPage_Roles, {
    variables: { input },
    fetchPolicy: 'cache-and-network',
  });
  const { data, previousData, error, loading } = result;

  const exportCsv = async () => {
    const { data: csv } = await client.query({
      query: RolesListPage_Csv,
      variables: {
        input: { ...table.allRowsQuery, sortKey: sortKeyOf(table.allRowsQuery.sortKey) },
      },
      fetchPolicy: 'no-cache',
    });
    if (!csv) throw new Error('No CSV');
    return csv.internalRolesCsv;
  };

  const columns: DataTableColumn<RoleRow>[] = [
    {
      id: 'name',
      title: t('adminRoles.list.name'),
      isRowHeader: true,
      allowsSorting: true,
      cell: (row) => row.name,
    },
    {
      id: 'description',
      title: t('adminRoles.list.description'),
      allowsSorting: true,
      cell: (row) => row.description ?? '',
    },
    {
      id: 'privileges',
      title: t('adminRoles.list.privileges'),
      cell: (row) => String(row.privileges.length),
    },
  ];

  return (
    <QueryView
      result={{ ...result, data: (data ?? previousData)?.internalRoles }}
      errorKey="adminRoles.list.loadError"
      className={styles.page}
    >
      {(page) => (
        <section className={styles.page} aria-labelledby={headingId}>
          <div className={styles.header}>
            <h1 id={headingId} className={styles.heading}>
              {t('adminRoles.list.heading')}
            </h1>
            <Link href={adminRoleEditPath(NEW_ADMIN_ROLE_ID)} className={styles.backLink}>
              {t('adminRoles.list.newRole')}
            </Link>
          </div>
          <Suspense fallback={<LoadingState />}>
            <DataTable
              labelledBy={headingId}
              columns={columns}
              rows={page.rows}
              total={page.total}
              state={table}
              loading={loading}
              problem={
                error ? (
                  <ErrorMessage messageKey={errorMessageKey(error, 'adminRoles.list.loadError')} />
                ) : null
              }
              searchDescription={t('adminRoles.list.searchDescription')}
              hint={t('adminRoles.list.rowHint')}
              emptyText={table.search ? t('adminRoles.list.empty') : t('adminRoles.list.emptyAll')}
              onRowAction={(id) => navigate(adminRoleEditPath(id))}
              exportCsv={exportCsv}
            />
          </Suspense>
        </section>
      )}
    </QueryView>
  );
}
