import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { adminAssignmentEditPath, NEW_ADMIN_ASSIGNMENT_ID } from '../../../domain/app-paths.js';
import type { DataTableColumn } from '../../components/data-table/data-table.js';
import { QueriedDataTable } from '../../components/data-table/queried-data-table.js';
import { useServerList } from '../../components/data-table/use-server-list.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import pageStyles from '../../components/admin-page.module.css';
import { assignmentsMessages } from './messages.js';

interface AssignmentRow {
  id: string;
  name: string;
  description?: string | null;
  mapping: string;
  attributes: readonly unknown[];
}

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

function AssignmentsList() {
  const { t } = useTranslation();
  const headingId = useId();
  const [, navigate] = useLocation();
  const { table, result, exportCsv } = useServerList({
    list: AssignmentsListPage_Assignments,
    csv: AssignmentsListPage_Csv,
    csvOf: (data) => data.assignmentsCsv,
    sortKeys: ['name', 'description', 'mapping'],
  });

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
      wraps: true,
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
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <div className={pageStyles.header}>
        <h1 id={headingId} className={pageStyles.heading}>
          {t('assignments.list.heading')}
        </h1>
        <Link
          href={adminAssignmentEditPath(NEW_ADMIN_ASSIGNMENT_ID)}
          className={pageStyles.backLink}
        >
          {t('assignments.list.newAssignment')}
        </Link>
      </div>
      <QueriedDataTable
        result={result}
        page={(result.data ?? result.previousData)?.assignments}
        errorKey="assignments.list.loadError"
        labelledBy={headingId}
        columns={columns}
        state={table}
        searchDescription={t('assignments.list.searchDescription')}
        hint={t('assignments.list.rowHint')}
        emptyText={table.search ? t('assignments.list.empty') : t('assignments.list.emptyAll')}
        onRowAction={(id) => navigate(adminAssignmentEditPath(id))}
        exportCsv={exportCsv}
      />
    </section>
  );
}
