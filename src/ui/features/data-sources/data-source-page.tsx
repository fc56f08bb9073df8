import { useMutation, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { DATA_SOURCES_PATH } from '../../../domain/app-paths.js';
import { Button } from '../../components/button.js';
import { useEnumLabel } from '../../components/enum-label/enum-label.js';
import { LoadingState } from '../../components/loading-state.js';
import { QueryView } from '../../components/query-view.js';
import { SaveProblemAlert } from '../../components/save-problem-alert.js';
import { useRevisionSave } from '../../components/use-revision-save.js';
import { TopBarBackLink } from '../../components/top-bar-back-link.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import pageStyles from '../../components/admin-page.module.css';
import styles from './data-sources.module.css';
import { formatCreated } from '../../lib/format-created.js';
import { DeleteDataSourceButton } from './delete-data-source-button.js';
import { dataSourcesMessages } from './messages.js';

/** The mapping editor (react-aria's combo boxes, the preview) loads after the page shows. */
const FeatureMappingEditor = lazy(async () => ({
  default: (await import('./feature-mapping-editor.js')).FeatureMappingEditor,
}));

export const DataSourcePage_DataSource = graphql(`
  query DataSourcePage_DataSource($id: ID!) {
    dataSource(id: $id) {
      id
      rev
      name
      bucket
      filePath
      active
      created
      featureMapping {
        feature
        expression
      }
    }
    authenticationFeatures {
      name
      description
    }
  }
`);

export const DataSourcePage_SetActive = graphql(`
  mutation DataSourcePage_SetActive($input: SetDataSourceActiveInput!) {
    setDataSourceActive(input: $input) {
      id
      rev
      active
    }
  }
`);

/** `/autoaccess/data-sources/{id}`: a data source's file, status and feature mapping. */
export function DataSourcePage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <WithFeatureMessages messages={dataSourcesMessages}>
      <DataSourceDetail key={id} id={id} />
    </WithFeatureMessages>
  );
}

function DataSourceDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const statusLabel = useEnumLabel();
  const result = useQuery(DataSourcePage_DataSource, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const reload = async () => {
    await result.refetch();
  };
  const [setActive] = useMutation(DataSourcePage_SetActive);
  const status = useRevisionSave({ failed: 'dataSources.detail.statusError', onReload: reload });
  const [changed, setChanged] = useState<boolean | null>(null);
  const data = result.data;

  return (
    <QueryView
      result={{ ...result, data: data ? { ...data, source: data.dataSource } : undefined }}
      errorKey="dataSources.errors.fetchData"
    >
      {({ source, authenticationFeatures }) => (
        <section className={pageStyles.page} aria-labelledby={headingId}>
          <TopBarBackLink to={DATA_SOURCES_PATH}>{t('dataSources.detail.back')}</TopBarBackLink>
          <div className={pageStyles.header}>
            <h1 id={headingId} className={pageStyles.heading}>
              {source.name}
            </h1>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                isDisabled={status.busy}
                onPress={() =>
                  void status.save(async () => {
                    setChanged(null);
                    const input = { id: source.id, rev: source.rev, active: !source.active };
                    await setActive({ variables: { input } });
                    setChanged(input.active);
                  })
                }
              >
                {source.active
                  ? t('dataSources.detail.deactivate')
                  : t('dataSources.detail.activate')}
              </Button>
              <DeleteDataSourceButton source={source} />
            </div>
          </div>
          <dl className={styles.facts}>
            <dt>{t('dataSources.detail.file')}</dt>
            <dd>{`${source.bucket}/${source.filePath}`}</dd>
            <dt>{t('dataSources.detail.created')}</dt>
            <dd>{formatCreated(source.created)}</dd>
            <dt>{t('dataSources.detail.status')}</dt>
            <dd>{statusLabel('dataSourceStatus', source.active ? 'active' : 'inactive')}</dd>
          </dl>
          {status.problem ? (
            <SaveProblemAlert
              problem={status.problem}
              messages={{ conflict: 'dataSources.detail.conflict' }}
              onReload={() => void status.reload()}
              busy={status.busy}
            />
          ) : null}
          {changed === null ? null : (
            <p role="status" className={styles.status}>
              {changed ? t('dataSources.detail.activated') : t('dataSources.detail.deactivated')}
            </p>
          )}
          <Suspense fallback={<LoadingState />}>
            <FeatureMappingEditor
              id={source.id}
              rev={source.rev}
              bucket={source.bucket}
              filePath={source.filePath}
              features={authenticationFeatures}
              mapping={source.featureMapping}
              onReload={reload}
            />
          </Suspense>
        </section>
      )}
    </QueryView>
  );
}
