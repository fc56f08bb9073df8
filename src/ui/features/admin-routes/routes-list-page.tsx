import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENDPOINT_BEHAVIOURS, ENDPOINT_SORT_KEYS } from '../../../domain/custom-endpoints.js';
import pageStyles from '../../components/admin-page.module.css';
import { Button } from '../../components/button.js';
import { BreakablePath } from '../../components/breakable-path.js';
import type { DataTableColumn } from '../../components/data-table/data-table.js';
import { QueriedDataTable } from '../../components/data-table/queried-data-table.js';
import { useServerList } from '../../components/data-table/use-server-list.js';
import { graphql } from '../../gql/index.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { adminRoutesMessages } from './messages.js';
import { servedPath, type RouteRow } from './route-view.js';
import styles from './routes-list.module.css';

const DeployRouteDialog = lazy(async () => ({
  default: (await import('./deploy-route-dialog.js')).DeployRouteDialog,
}));

export const RoutesListPage_Routes = graphql(`
  query RoutesListPage_Routes($input: RouteListInput!) {
    routes(input: $input) {
      total
      rows {
        id
        rev
        context
        behaviour
        description
        deployed
      }
    }
  }
`);

export const RoutesListPage_Csv = graphql(`
  query RoutesListPage_Csv($input: RouteCsvInput!) {
    routesCsv(input: $input) {
      filename
      csv
      rowCount
    }
  }
`);

/** List Resource for the realm's routes: deployed or not, and deploying or undeploying one. */
export function RoutesListPage() {
  return (
    <WithFeatureMessages messages={adminRoutesMessages}>
      <RoutesList />
    </WithFeatureMessages>
  );
}

function RoutesList() {
  const { t } = useTranslation();
  const headingId = useId();
  const introId = useId();
  const { table, result, exportCsv } = useServerList({
    list: RoutesListPage_Routes,
    csv: RoutesListPage_Csv,
    csvOf: (data) => data.routesCsv,
    sortKeys: ENDPOINT_SORT_KEYS,
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const page = (result.data ?? result.previousData)?.routes;
  const selected = page?.rows.find((row) => row.id === selectedId);

  const behaviourLabel = (behaviour: string) =>
    (ENDPOINT_BEHAVIOURS as readonly string[]).includes(behaviour)
      ? t(`adminRoutes.behaviours.${behaviour}` as TranslationKey)
      : behaviour;

  const columns: DataTableColumn<RouteRow>[] = [
    {
      id: 'name',
      title: t('adminRoutes.columns.name'),
      allowsSorting: true,
      cell: (row) => (
        <span className={styles.name}>
          {row.id}
          <code className={styles.path}>
            <BreakablePath path={servedPath(row)} separator="/" />
          </code>
        </span>
      ),
    },
    {
      id: 'description',
      title: t('adminRoutes.columns.description'),
      wraps: true,
      cell: (row) => row.description,
    },
    {
      id: 'behaviour',
      title: t('adminRoutes.columns.behaviour'),
      allowsSorting: true,
      wraps: true,
      cell: (row) => behaviourLabel(row.behaviour),
    },
    {
      id: 'deployed',
      title: t('adminRoutes.columns.status'),
      allowsSorting: true,
      cell: (row) =>
        row.deployed ? t('adminRoutes.status.deployed') : t('adminRoutes.status.undeployed'),
    },
    {
      id: 'actions',
      title: t('adminRoutes.columns.actions'),
      cell: (row) => (
        <Button
          variant="secondary"
          aria-label={t(row.deployed ? 'adminRoutes.undeployRoute' : 'adminRoutes.deployRoute', {
            name: row.id,
          })}
          onPress={() => setSelectedId(row.id)}
        >
          {t(row.deployed ? 'adminRoutes.undeploy' : 'adminRoutes.deploy')}
        </Button>
      ),
    },
  ];

  return (
    <section className={pageStyles.page} aria-labelledby={headingId} aria-describedby={introId}>
      <div className={pageStyles.header}>
        <h1 id={headingId} className={pageStyles.heading}>
          {t('adminRoutes.heading')}
        </h1>
      </div>
      <p id={introId} className={pageStyles.intro}>
        {t('adminRoutes.intro')}
      </p>
      <QueriedDataTable
        result={result}
        page={page}
        errorKey="adminRoutes.errors.load"
        labelledBy={headingId}
        columns={columns}
        state={table}
        searchDescription={t('adminRoutes.searchDescription')}
        emptyText={table.search ? t('adminRoutes.empty') : t('adminRoutes.emptyAll')}
        exportCsv={exportCsv}
      />
      {selected ? (
        <Suspense fallback={null}>
          <DeployRouteDialog
            route={selected}
            onReload={async () => {
              await result.refetch();
            }}
            onClose={() => setSelectedId(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
