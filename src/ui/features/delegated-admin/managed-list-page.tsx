import { useApolloClient, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { delegatedAdminEditPath } from '../../../domain/app-paths.js';
import type { DataTableColumn } from '../../components/data-table/data-table.js';
import { usePropertyValueLabel } from '../../components/enum-label/enum-label.js';
import { searchRefusal } from '../../components/data-table/search-refusal.js';
import { useDataTableState } from '../../components/data-table/use-data-table-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import { LoadingState } from '../../components/loading-state.js';
import { QueryView } from '../../components/query-view.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { errorMessageKey } from '../../lib/api-error.js';
import styles from './delegated-admin.module.css';
import { asRecord } from '../../components/schema-form/schema-values.js';
import { delegatedAdminMessages } from './messages.js';

/** The table (react-aria's grid, paging, search, CSV export) loads after the page shows. */
const DataTable = lazy(async () => ({
  default: (await import('../../components/data-table/data-table.js')).DataTable<ListRow>,
}));

export const ManagedListPage_List = graphql(`
  query ManagedListPage_List($input: ManagedListInput!) {
    managedList(input: $input) {
      title
      total
      columns {
        name
        title
      }
      rows {
        id
        values
      }
    }
  }
`);

export const ManagedListPage_Csv = graphql(`
  query ManagedListPage_Csv($input: ManagedListCsvInput!) {
    managedListCsv(input: $input) {
      filename
      csv
      rowCount
    }
  }
`);

/** `/list/{resourceType}/{resourceName}`: a delegated administrator's paged list of a resource. */
export function ManagedListPage() {
  const { resourceType = '', resourceName = '' } = useParams<{
    resourceType: string;
    resourceName: string;
  }>();
  return (
    <WithFeatureMessages messages={delegatedAdminMessages}>
      <ManagedList
        key={`${resourceType}/${resourceName}`}
        resourceType={resourceType}
        resourceName={resourceName}
      />
    </WithFeatureMessages>
  );
}

/** A cell as shown: yes or no, a value's label, or the value as text. */
function useCellText(): (property: string, value: unknown) => string {
  const { t } = useTranslation();
  const valueLabel = usePropertyValueLabel();
  return (property, value) => {
    if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
    if (typeof value === 'string') return valueLabel(property, value);
    if (typeof value === 'number') return String(value);
    return '';
  };
}

interface ListRow {
  id: string;
  values: unknown;
}

function ManagedList({
  resourceType,
  resourceName,
}: {
  resourceType: string;
  resourceName: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [, navigate] = useLocation();
  const client = useApolloClient();
  const cellText = useCellText();
  const table = useDataTableState();
  const resource = { resourceType, resourceName };
  const result = useQuery(ManagedListPage_List, {
    variables: { input: { ...resource, ...table.query } },
    fetchPolicy: 'cache-and-network',
  });
  const { data, previousData, error, loading } = result;
  const searchError = searchRefusal(t, error);

  const exportCsv = async () => {
    const { data: csv } = await client.query({
      query: ManagedListPage_Csv,
      variables: { input: { ...resource, ...table.allRowsQuery } },
      fetchPolicy: 'no-cache',
    });
    if (!csv) throw new Error('No CSV');
    return csv.managedListCsv;
  };

  return (
    <QueryView
      result={{ ...result, data: (data ?? previousData)?.managedList }}
      errorKey="delegatedAdmin.list.loadError"
      className={styles.page}
    >
      {(list) => {
        const columns = list.columns.map((column): DataTableColumn<ListRow> => ({
          id: column.name,
          title: column.title,
          allowsSorting: true,
          cell: (row) => cellText(column.name, asRecord(row.values)[column.name]),
        }));
        return (
          <section className={styles.page} aria-labelledby={headingId}>
            <h1 id={headingId} className={styles.heading}>
              {list.title}
            </h1>
            <Suspense fallback={<LoadingState />}>
              <DataTable
                labelledBy={headingId}
                columns={columns}
                rows={list.rows}
                total={list.total}
                state={table}
                loading={loading}
                searchError={searchError}
                problem={
                  error && !searchError ? (
                    <ErrorMessage
                      messageKey={errorMessageKey(error, 'delegatedAdmin.list.loadError')}
                    />
                  ) : null
                }
                searchDescription={t('delegatedAdmin.list.searchDescription')}
                hint={t('delegatedAdmin.list.rowHint')}
                emptyText={
                  table.search ? t('delegatedAdmin.list.empty') : t('delegatedAdmin.list.emptyAll')
                }
                onRowAction={(id) =>
                  navigate(delegatedAdminEditPath(resourceType, resourceName, id))
                }
                exportCsv={exportCsv}
              />
            </Suspense>
          </section>
        );
      }}
    </QueryView>
  );
}
