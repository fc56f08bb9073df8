import { useApolloClient, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { adminAssignmentEditPath, NEW_ADMIN_ASSIGNMENT_ID } from '../../../domain/app-paths.js';
import type { DataTableColumn } from '../../components/data-table/data-table.js';
import { useDataTableState } from '../../components/data-table/use-data-table-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import { LoadingState } from '../../components/loading-state.js';
import { QueryView } from '../../components/query-view.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { errorMessageKey } from '../../lib/api-error.js';
import styles from './admin-assignments.module.css';
import { assignmentsMessages } from './messages.js';

interface AssignmentRow {
  id: string;
  name: string;
  description?: string | null;
  mapping: string;
  attributes: readonly unknown[];
}

const DataTable = lazy(async () => ({
  default: (await import('../../components/data-table/data-table.js')).DataTable<AssignmentRow>,
}));

export const AssignmentsListPage_Assignments = graphql(`
  query AssignmentsListPage_Assignments($input: AssignmentListInput!) {
    assignments(input: $input) {
      total
      rows {
        id
        name
        description
        mapping
        attributes {
          name
        }
      }
    }
  }
`);

export const AssignmentsListPage_Csv = graphql(`
  query AssignmentsListPage_Csv($input: AssignmentCsvInput!) {
    assignmentsCsv(input: $input) {
      filename
      csv
      rowCount
    }
  }
`);

/** List Resource for the realm's assignments: paged, sorted, searched and exported like any list. */
export function AssignmentsListPage() {
  return (
    <WithFeatureMessages messages={assignmentsMessages}>
      <AssignmentsList />
    </WithFeatureMessages>
  );
}

const SORT_KEYS = ['name', 'description', 'mapping'] as const;
const sortKeyOf = (key: string | null) =>
  SORT_KEYS.find((candidate) => candidate === key) ?? 'name';

function AssignmentsList() {
  const { t } = useTranslation();
  const headingId = useId();
  const [, navigate] = useLocation();
  const client = useApolloClient();
  const table = useDataTableState();
  const input = { ...table.query, sortKey: sortKeyOf(table.query.sortKey) };
  const result = useQuery(AssignmentsListPage_Assignments, {
    variables: { input },
    fetchPolicy: 'cache-and-network',
  });
  const { data, previousData, error, loading } = result;

  const exportCsv = async () => {
    const { data: csv } = await client.query({
      query: AssignmentsListPage_Csv,
      variables: {
        input: { ...table.allRowsQuery, sortKey: sortKeyOf(table.allRowsQuery.sortKey) },
      },
      fetchPolicy: 'no-cache',
    });
    if (!csv) throw new Error('No CSV');
    return csv.assignmentsCsv;
  };

  const columns: DataTableColumn<AssignmentRow>[] = [
    {
      id: 'name',
      title: t('assignments.list.name'),
      isRowHeader: true,
      allowsSorting: true,
      cell: (row) => row.name,
    },
    {
      id: 'description',
      title: t('assignments.list.description'),
      allowsSorting: true,
      cell: (row) => row.description ?? '',
    },
    {
      id: 'mapping',
      title: t('assignments.list.mapping'),
      allowsSorting: true,
      cell: (row) => row.mapping,
    },
    {
      id: 'attributes',
      title: t('assignments.list.attributes'),
      cell: (row) => String(row.attributes.length),
    },
  ];

  return (
    <QueryView
      result={{ ...result, data: (data ?? previousData)?.assignments }}
      errorKey="assignments.list.loadError"
      className={styles.page}
    >
      {(page) => (
        <section className={styles.page} aria-labelledby={headingId}>
          <div className={styles.header}>
            <h1 id={headingId} className={styles.heading}>
              {t('assignments.list.heading')}
            </h1>
            <Link
              href={adminAssignmentEditPath(NEW_ADMIN_ASSIGNMENT_ID)}
              className={styles.backLink}
            >
              {t('assignments.list.newAssignment')}
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
                  <ErrorMessage messageKey={errorMessageKey(error, 'assignments.list.loadError')} />
                ) : null
              }
              searchDescription={t('assignments.list.searchDescription')}
              hint={t('assignments.list.rowHint')}
              emptyText={
                table.search ? t('assignments.list.empty') : t('assignments.list.emptyAll')
              }
              onRowAction={(id) => navigate(adminAssignmentEditPath(id))}
              exportCsv={exportCsv}
            />
          </Suspense>
        </section>
      )}
    </QueryView>
  );
}
