import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Cell,
  Column,
  Input,
  Label,
  Row,
  SearchField,
  Table,
  TableBody,
  TableHeader,
  Text,
  type SortDescriptor,
} from 'react-aria-components';
import { useLocation, useParams } from 'wouter';
import { LIST_PAGE_SIZE } from '../../../domain/constants.js';
import { delegatedAdminEditPath } from '../../../domain/app-paths.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { LoadingState } from '../../components/loading-state.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { errorMessageKey } from '../../lib/api-error.js';
import styles from './delegated-admin.module.css';
import { CsvExportButton } from './csv-export-button.js';
import { asRecord } from '../../components/schema-form/schema-field.js';
import { delegatedAdminMessages } from './messages.js';
import { PageSizePicker } from './page-size-picker.js';

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

const SEARCH_DELAY_MS = 300;

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

function cellText(value: unknown, yes: string, no: string): string {
  if (typeof value === 'boolean') return value ? yes : no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return '';
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
  const hintId = useId();
  const [, navigate] = useLocation();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [pageSize, setPageSize] = useState<number>(LIST_PAGE_SIZE);
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<SortDescriptor | null>(null);

  useEffect(() => {
    const next = searchText.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setPage(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, search]);

  const query = {
    resourceType,
    resourceName,
    sortKey: sort ? String(sort.column) : null,
    sortDescending: sort?.direction === 'descending',
    search: search === '' ? null : search,
  };
  const { data, previousData, error, loading, refetch } = useQuery(ManagedListPage_List, {
    variables: { input: { ...query, pageSize, offset: page * pageSize } },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.managedList;

  if (!list) {
    if (error) {
      return (
        <div className={styles.page}>
          <ErrorMessage messageKey={errorMessageKey(error, 'delegatedAdmin.list.loadError')} />
          <div>
            <Button variant="secondary" onPress={() => void refetch().catch(() => undefined)}>
              {t('common.retry')}
            </Button>
          </div>
        </div>
      );
    }
    return <LoadingState />;
  }

  const first = list.columns[0]?.name;
  const sortDescriptor: SortDescriptor | undefined =
    sort ?? (first ? { column: first, direction: 'ascending' } : undefined);
  const offset = page * pageSize;
  const range = {
    first: list.rows.length === 0 ? 0 : offset + 1,
    last: offset + list.rows.length,
    total: list.total,
  };

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {list.title}
      </h1>
      <div className={styles.toolbar}>
        <SearchField className={styles.search} value={searchText} onChange={setSearchText}>
          <Label className={styles.label}>{t('delegatedAdmin.list.search')}</Label>
          <Input className={styles.input} />
          <Text slot="description" className={styles.description}>
            {t('delegatedAdmin.list.searchDescription')}
          </Text>
        </SearchField>
        <CsvExportButton input={query} />
      </div>
      {error ? (
        <ErrorMessage messageKey={errorMessageKey(error, 'delegatedAdmin.list.loadError')} />
      ) : null}
      <p id={hintId} className={styles.muted}>
        {t('delegatedAdmin.list.rowHint')}
      </p>
      <div className={styles.tableWrap}>
        <Table
          className={styles.table}
          aria-labelledby={headingId}
          aria-describedby={hintId}
          sortDescriptor={sortDescriptor}
          onSortChange={(next) => {
            setSort(next);
            setPage(0);
          }}
          onRowAction={(id) =>
            navigate(delegatedAdminEditPath(resourceType, resourceName, String(id)))
          }
        >
          <TableHeader columns={list.columns}>
            {(column) => (
              <Column
                id={column.name}
                isRowHeader={column.name === first}
                allowsSorting
                className={styles.column}
              >
                {({ sortDirection }) => (
                  <>
                    {column.title}
                    <span className={styles.sortIndicator} aria-hidden="true">
                      {sortDirection === 'ascending'
                        ? '▲'
                        : sortDirection === 'descending'
                          ? '▼'
                          : ''}
                    </span>
                  </>
                )}
              </Column>
            )}
          </TableHeader>
          <TableBody
            items={list.rows}
            renderEmptyState={() => (
              <p className={styles.empty}>
                {search ? t('delegatedAdmin.list.empty') : t('delegatedAdmin.list.emptyAll')}
              </p>
            )}
          >
            {(row) => (
              <Row id={row.id} columns={list.columns} className={styles.row}>
                {(column) => (
                  <Cell className={styles.cell}>
                    {cellText(asRecord(row.values)[column.name], t('common.yes'), t('common.no'))}
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      <nav className={styles.pager} aria-label={t('delegatedAdmin.list.pages')}>
        <PageSizePicker
          value={pageSize}
          onChange={(size) => {
            setPageSize(size);
            setPage(0);
          }}
        />
        <div className={styles.pageButtons}>
          <span role="status">
            {loading ? t('delegatedAdmin.list.updating') : t('delegatedAdmin.list.range', range)}
          </span>
          <Button variant="secondary" isDisabled={page === 0} onPress={() => setPage(page - 1)}>
            {t('delegatedAdmin.list.previous')}
          </Button>
          <Button
            variant="secondary"
            isDisabled={offset + list.rows.length >= list.total}
            onPress={() => setPage(page + 1)}
          >
            {t('delegatedAdmin.list.next')}
          </Button>
        </div>
      </nav>
    </section>
  );
}
