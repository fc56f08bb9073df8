import { useQuery } from '@apollo/client/react';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card.js';
import type { DataTableColumn } from '../../components/data-table/data-table.js';
import { searchRefusal } from '../../components/data-table/search-refusal.js';
import { useDataTableState } from '../../components/data-table/use-data-table-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import { LoadingState } from '../../components/loading-state.js';
import { QueryView } from '../../components/query-view.js';
import { SelectField } from '../../components/select-field.js';
import { graphql } from '../../gql/index.js';
import type { GovernanceItemType } from '../../gql/graphql.js';
import { errorMessageKey } from '../../lib/api-error.js';
import { ItemDetailsDialog, type CatalogRow } from './item-details-dialog.js';
import styles from './new-request.module.css';
import type { RequestCartActor } from './use-request-cart.js';

/** A catalog item as listed: whether it is in the request is part of the row, so it re-renders. */
type ListedItem = CatalogRow & { inRequest: boolean };

const DataTable = lazy(async () => ({
  default: (await import('../../components/data-table/data-table.js')).DataTable<ListedItem>,
}));

const CatalogSection_Items = graphql(`
  query CatalogSection_Items($input: AccessCatalogInput!) {
    accessCatalog(input: $input) {
      total
      rows {
        id
        type
        name
        description
        approvedBy
        application {
          id
          name
        }
        owner {
          id
          displayName
        }
      }
    }
  }
`);

const CatalogSection_Applications = graphql(`
  query CatalogSection_Applications {
    catalogApplications {
      id
      name
    }
  }
`);

const ALL = 'all';
const TYPES = [ALL, 'application', 'entitlement', 'role'] as const satisfies readonly (
  typeof ALL | GovernanceItemType
)[];

/** The requestable catalog, filtered by type, application and text, one page at a time. */
export function CatalogSection({ cart }: { cart: RequestCartActor }) {
  const { t } = useTranslation();
  const headingId = useId();
  const table = useDataTableState();
  const [type, setType] = useState<(typeof TYPES)[number]>(ALL);
  const [applicationId, setApplicationId] = useState<string>(ALL);
  const [shown, setShown] = useState<CatalogRow | null>(null);
  const inCart = useSelector(cart, (snapshot) => snapshot.context.items);
  const checking = useSelector(cart, (snapshot) => snapshot.context.checkingItem);
  const applications = useQuery(CatalogSection_Applications);
  const result = useQuery(CatalogSection_Items, {
    variables: {
      input: {
        type: type === ALL ? null : type,
        applicationId: applicationId === ALL ? null : applicationId,
        search: table.query.search,
        pageSize: table.pageSize,
        page: table.page,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const { data, previousData, error, loading } = result;
  const searchError = searchRefusal(t, error);
  const applicationIds = [
    ALL,
    ...(applications.data?.catalogApplications ?? []).map((app) => app.id),
  ];
  const applicationName = (id: string) =>
    id === ALL
      ? t('newRequest.catalog.allApplications')
      : (applications.data?.catalogApplications.find((app) => app.id === id)?.name ?? id);

  const columns: DataTableColumn<ListedItem>[] = [
    {
      id: 'name',
      title: t('newRequest.catalog.columns.name'),
      cell: (row) => row.name,
    },
    {
      id: 'type',
      title: t('newRequest.catalog.columns.type'),
      cell: (row) => t(`accessRequest.itemTypes.${row.type}`),
    },
    {
      id: 'application',
      title: t('newRequest.catalog.columns.application'),
      cell: (row) => row.application?.name ?? '',
    },
    {
      id: 'inRequest',
      title: t('newRequest.catalog.columns.inRequest'),
      cell: (row) => (row.inRequest ? t('newRequest.catalog.added') : ''),
    },
  ];

  return (
    <Card as="section" labelledBy={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('newRequest.catalog.title')}
      </h2>
      <div className={styles.filters}>
        <SelectField
          className={styles.filter}
          label={t('newRequest.catalog.type')}
          value={type}
          values={TYPES}
          labelOf={(value) =>
            value === ALL ? t('newRequest.catalog.allTypes') : t(`accessRequest.itemTypes.${value}`)
          }
          onChange={(value) => {
            setType(value);
            table.setPage(0);
          }}
        />
        {applications.error ? (
          <p className={styles.muted}>{t('newRequest.catalog.applicationsError')}</p>
        ) : (
          <SelectField
            className={styles.filter}
            label={t('newRequest.catalog.application')}
            value={applicationId}
            values={applicationIds}
            labelOf={applicationName}
            onChange={(value) => {
              setApplicationId(value);
              table.setPage(0);
            }}
          />
        )}
      </div>
      <p role="status" className={styles.muted}>
        {checking ? t('newRequest.catalog.checking', { name: checking.name }) : null}
      </p>
      <QueryView
        result={{ ...result, data: (data ?? previousData)?.accessCatalog }}
        errorKey="newRequest.catalog.loadError"
      >
        {(page) => (
          <Suspense fallback={<LoadingState />}>
            <DataTable
              labelledBy={headingId}
              columns={columns}
              rows={page.rows.map((row) => ({
                ...row,
                inRequest: inCart.some((item) => item.id === row.id),
              }))}
              total={page.total}
              state={table}
              loading={loading}
              searchError={searchError}
              problem={
                error && !searchError ? (
                  <ErrorMessage
                    messageKey={errorMessageKey(error, 'newRequest.catalog.loadError')}
                  />
                ) : null
              }
              searchDescription={t('newRequest.catalog.searchDescription')}
              hint={t('newRequest.catalog.rowHint')}
              emptyText={t('newRequest.catalog.empty')}
              onRowAction={(id) => setShown(page.rows.find((row) => row.id === id) ?? null)}
            />
          </Suspense>
        )}
      </QueryView>
      {shown ? <ItemDetailsDialog item={shown} cart={cart} onClose={() => setShown(null)} /> : null}
    </Card>
  );
}
