import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { adminRoleEditPath, NEW_ADMIN_ROLE_ID } from '../../../domain/app-paths.js';
import type { DataTableColumn } from '../../components/data-table/data-table.js';
import { QueriedDataTable } from '../../components/data-table/queried-data-table.js';
import { useServerList } from '../../components/data-table/use-server-list.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import pageStyles from '../../components/admin-page.module.css';
import { adminRolesMessages } from './messages.js';

interface RoleRow {
  id: string;
  name: string;
  description?: string | null;
  privileges: readonly unknown[];
}

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

function RolesList() {
  const { t } = useTranslation();
  const headingId = useId();
  const [, navigate] = useLocation();
  const { table, result, exportCsv } = useServerList({
    list: RolesListPage_Roles,
    csv: RolesListPage_Csv,
    csvOf: (data) => data.internalRolesCsv,
    sortKeys: ['name', 'description'],
  });

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
      wraps: true,
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
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <div className={pageStyles.header}>
        <h1 id={headingId} className={pageStyles.heading}>
          {t('adminRoles.list.heading')}
        </h1>
        <Link href={adminRoleEditPath(NEW_ADMIN_ROLE_ID)} className={pageStyles.backLink}>
          {t('adminRoles.list.newRole')}
        </Link>
      </div>
      <QueriedDataTable
        result={result}
        page={(result.data ?? result.previousData)?.internalRoles}
        errorKey="adminRoles.list.loadError"
        labelledBy={headingId}
        columns={columns}
        state={table}
        searchDescription={t('adminRoles.list.searchDescription')}
        hint={t('adminRoles.list.rowHint')}
        emptyText={table.search ? t('adminRoles.list.empty') : t('adminRoles.list.emptyAll')}
        onRowAction={(id) => navigate(adminRoleEditPath(id))}
        exportCsv={exportCsv}
      />
    </section>
  );
}
