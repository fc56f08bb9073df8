import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as AriaLink } from 'react-aria-components';
import { Link, useLocation } from 'wouter';
import {
  NEW_REPORT_TEMPLATE_PATH,
  newReportTemplatePath,
  runReportPath,
} from '../../../domain/app-paths.js';
import type { DataTableColumn } from '../../components/data-table/data-table.js';
import { QueriedDataTable } from '../../components/data-table/queried-data-table.js';
import { useDataTableState } from '../../components/data-table/use-data-table-state.js';
import { graphql } from '../../gql/index.js';
import pageStyles from '../../components/admin-page.module.css';
import buttonStyles from '../../components/button.module.css';

export const ReportsPage_Templates = graphql(`
  query ReportsPage_Templates($search: String) {
    reportTemplates(search: $search) {
      name
      description
      dataSource
    }
  }
`);

interface TemplateRow {
  id: string;
  description: string;
  dataSource: string;
}

/** The realm's report templates, with search; a template opens Run Report. */
export function TemplateList() {
  const { t } = useTranslation();
  const headingId = useId();
  const [, navigate] = useLocation();
  const table = useDataTableState();
  const result = useQuery(ReportsPage_Templates, {
    variables: { search: table.search === '' ? null : table.search },
    fetchPolicy: 'cache-and-network',
  });
  const templates = (result.data ?? result.previousData)?.reportTemplates;
  const rows: TemplateRow[] | undefined = templates?.map((template) => ({
    id: template.name,
    description: template.description,
    dataSource: template.dataSource,
  }));
  const { offset, pageSize } = table.query;
  const columns: DataTableColumn<TemplateRow>[] = [
    { id: 'name', title: t('reporting.list.name'), cell: (row) => row.id },
    {
      id: 'description',
      title: t('reporting.list.description'),
      wraps: true,
      cell: (row) => row.description,
    },
    {
      id: 'actions',
      title: t('reporting.list.actions'),
      cell: (row) => (
        <AriaLink
          className={pageStyles.backLink}
          href={newReportTemplatePath(row.id)}
          aria-label={t('reporting.list.duplicateTemplate', { name: row.id })}
        >
          {t('reporting.list.duplicate')}
        </AriaLink>
      ),
    },
  ];
  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <div className={pageStyles.header}>
        <h1 id={headingId} className={pageStyles.heading}>
          {t('routes.reports')}
        </h1>
        <Link
          className={`${buttonStyles.button} ${buttonStyles.primary}`}
          to={NEW_REPORT_TEMPLATE_PATH}
        >
          {t('reporting.list.newTemplate')}
        </Link>
      </div>
      <QueriedDataTable
        result={result}
        page={rows && { rows: rows.slice(offset, offset + pageSize), total: rows.length }}
        errorKey="reporting.errors.fetchTemplates"
        labelledBy={headingId}
        columns={columns}
        state={table}
        searchDescription={t('reporting.list.searchDescription')}
        hint={t('reporting.list.rowHint')}
        emptyText={table.search ? t('reporting.list.empty') : t('reporting.list.emptyAll')}
        onRowAction={(name) => navigate(runReportPath(name))}
      />
    </section>
  );
}
