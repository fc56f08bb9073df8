import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { PIPELINES_PATH, pipelineModelsPath } from '../../../domain/app-paths.js';
import type { PipelineStatus } from '../../../domain/pipeline-status.js';
import { LoadingState } from '../../components/loading-state.js';
import { QueryView } from '../../components/query-view.js';
import { TopBarBackLink } from '../../components/top-bar-back-link.js';
import { graphql } from '../../gql/index.js';
import type { PipelinePage_DefinitionQuery } from '../../gql/graphql.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { DeletePipelineButton } from './delete-pipeline-button.js';
import { executionTime } from './execution-time.js';
import { pipelinesMessages } from './messages.js';
import pageStyles from '../../components/admin-page.module.css';
import styles from './pipelines.module.css';
import { PublishButton } from './publish-button.js';
import { PublishedFact } from './published-pipeline.js';
import type { RunPanelProps } from './run-panel.js';
import { StatusBadge } from './status-badge.js';
import { ScrollRegion } from '../../components/scroll-region.js';

/** The run machine, its form and the progress bar load after the page shows. */
const RunPanel = lazy(async () => ({ default: (await import('./run-panel.js')).RunPanel }));

export const PipelinePage_Definition = graphql(`
  query PipelinePage_Definition($id: ID!) {
    pipelineDefinition(id: $id) {
      id
      rev
      name
      type
      created
      uebaRiskThreshold
      trainingPipelineDefinitionId
      dataSource {
        id
        name
        active
      }
      executions {
        executionId
        status
        startTime
        endTime
      }
    }
  }
`);

export const PipelinePage_Logs = graphql(`
  query PipelinePage_Logs($pipelineDefinitionId: ID!) {
    pipelineLogs(pipelineDefinitionId: $pipelineDefinitionId) {
      ...RunPanel_LogsFragment
    }
  }
`);

type Definition = PipelinePage_DefinitionQuery['pipelineDefinition'];

/** `/autoaccess/pipelines/{id}`: a pipeline's definition, its runs, running it and publishing it. */
export function PipelinePage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <WithFeatureMessages messages={pipelinesMessages}>
      <PipelineDetail key={id} id={id} />
    </WithFeatureMessages>
  );
}

function PipelineDetail({ id }: { id: string }) {
  const result = useQuery(PipelinePage_Definition, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const logs = useQuery(PipelinePage_Logs, {
    variables: { pipelineDefinitionId: id },
    fetchPolicy: 'network-only',
  });
  const { refetch } = result;
  const reload = useCallback(async () => {
    const { data } = await refetch();
    if (!data) throw new Error('No pipeline definition');
    return data.pipelineDefinition.rev;
  }, [refetch]);
  const data = result.data;
  return (
    <QueryView
      result={{ ...result, data: data?.pipelineDefinition }}
      errorKey="pipelines.errors.fetchPipelines"
    >
      {(definition) =>
        logs.loading ? null : (
          <DefinitionView
            definition={definition}
            initialLogs={logs.data?.pipelineLogs ?? null}
            reload={reload}
          />
        )
      }
    </QueryView>
  );
}

interface DefinitionViewProps {
  definition: Definition;
  initialLogs: RunPanelProps['initialLogs'];
  reload: () => Promise<string>;
}

function DefinitionView({ definition, initialLogs, reload }: DefinitionViewProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const executionsId = useId();
  const latest = definition.executions.at(-1) ?? null;
  const [settled, setSettled] = useState<PipelineStatus | null>(latest?.status ?? null);
  const newestFirst = [...definition.executions].reverse();
  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <TopBarBackLink to={PIPELINES_PATH}>{t('pipelines.detail.back')}</TopBarBackLink>
      <div className={pageStyles.header}>
        <h1 id={headingId} className={pageStyles.heading}>
          {definition.name}
        </h1>
        <div className={styles.actions}>
          <Link className={pageStyles.backLink} to={pipelineModelsPath(definition.id)}>
            {t('pipelines.detail.models')}
          </Link>
          {definition.type === 'Training' ? (
            <PublishButton pipelineDefinitionId={definition.id} enabled={settled === 'SUCCEEDED'} />
          ) : null}
          <DeletePipelineButton definition={definition} />
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>{t('pipelines.detail.type')}</dt>
        <dd>{t(`pipelines.type.${definition.type}`)}</dd>
        <dt>{t('pipelines.detail.dataSource')}</dt>
        <dd>
          {definition.dataSource
            ? `${definition.dataSource.name} (${
                definition.dataSource.active
                  ? t('pipelines.detail.active')
                  : t('pipelines.detail.inactive')
              })`
            : t('pipelines.detail.noDataSource')}
        </dd>
        {definition.type === 'Training' ? (
          <>
            <dt>{t('pipelines.detail.published')}</dt>
            <dd>
              <PublishedFact pipelineDefinitionId={definition.id} />
            </dd>
          </>
        ) : null}
        <dt>{t('pipelines.detail.created')}</dt>
        <dd>
          {definition.created
            ? executionTime(Date.parse(definition.created) / 1000, i18n.language)
            : ''}
        </dd>
      </dl>
      <Suspense fallback={<LoadingState />}>
        <RunPanel
          pipelineDefinitionId={definition.id}
          latest={latest}
          uebaRiskThreshold={definition.uebaRiskThreshold}
          initialLogs={initialLogs}
          reload={reload}
          onSettled={setSettled}
        />
      </Suspense>
      <section aria-labelledby={executionsId} className={styles.executionsSection}>
        <h2 id={executionsId} className={pageStyles.subheading}>
          {t('pipelines.detail.executions')}
        </h2>
        {newestFirst.length === 0 ? (
          <p className={styles.muted}>{t('pipelines.detail.noExecutions')}</p>
        ) : (
          <ScrollRegion labelledBy={executionsId}>
            <table className={styles.table} aria-labelledby={executionsId}>
              <thead>
                <tr>
                  <th scope="col">{t('pipelines.detail.executionId')}</th>
                  <th scope="col">{t('pipelines.detail.status')}</th>
                  <th scope="col">{t('pipelines.detail.startTime')}</th>
                  <th scope="col">{t('pipelines.detail.endTime')}</th>
                </tr>
              </thead>
              <tbody>
                {newestFirst.map((execution) => (
                  <tr key={execution.executionId}>
                    <th scope="row" className={styles.executionId}>
                      {execution.executionId}
                    </th>
                    <td>
                      <StatusBadge status={execution.status} />
                    </td>
                    <td>{executionTime(execution.startTime, i18n.language)}</td>
                    <td>{executionTime(execution.endTime, i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
    </section>
  );
}
