import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { pipelinePath } from '../../../domain/app-paths.js';
import { Notice } from '../../components/notice.js';
import { ProblemAlert } from '../../components/problem-alert.js';
import { QueryView } from '../../components/query-view.js';
import { TopBarBackLink } from '../../components/top-bar-back-link.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { CentroidsTable } from './centroids-table.js';
import { pipelinesMessages } from './messages.js';
import { ModelCurvesSection } from './model-curves-section.js';
import pageStyles from '../../components/admin-page.module.css';
import styles from './pipelines.module.css';
import { serverMessage } from './server-message.js';

export const PipelineModelsPage_Name = graphql(`
  query PipelineModelsPage_Name($id: ID!) {
    pipelineDefinition(id: $id) {
      id
      name
    }
  }
`);

export const PipelineModelsPage_Models = graphql(`
  query PipelineModelsPage_Models($pipelineDefinitionId: ID!) {
    pipelineModels(pipelineDefinitionId: $pipelineDefinitionId) {
      executionId
      labelled
      positives
      events
      ...ModelCurvesSection_ModelsFragment
      ...CentroidsTable_ModelsFragment
    }
  }
`);

/** `/autoaccess/pipelines/{id}/models`: the curves of its latest trained models and clusters. */
export function PipelineModelsPage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <WithFeatureMessages messages={pipelinesMessages}>
      <ModelsView key={id} id={id} />
    </WithFeatureMessages>
  );
}

function ModelsView({ id }: { id: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const name = useQuery(PipelineModelsPage_Name, { variables: { id } });
  const models = useQuery(PipelineModelsPage_Models, {
    variables: { pipelineDefinitionId: id },
    fetchPolicy: 'cache-and-network',
  });
  const pipelineName = name.data?.pipelineDefinition.name;
  const refusal = models.error ? serverMessage(models.error) : null;
  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <TopBarBackLink to={pipelinePath(id)}>{t('pipelines.models.back')}</TopBarBackLink>
      <h1 id={headingId} className={pageStyles.heading}>
        {pipelineName
          ? t('pipelines.models.heading', { name: pipelineName })
          : t('routes.pipelineModels')}
      </h1>
      {refusal && !models.data ? (
        <ProblemAlert problem={refusal}>
          <p>{refusal}</p>
        </ProblemAlert>
      ) : (
        <QueryView
          result={{ ...models, data: models.data?.pipelineModels }}
          errorKey="pipelines.errors.fetchModels"
        >
          {(report) => (
            <>
              <p className={styles.muted}>
                {t('pipelines.models.summary', {
                  executionId: report.executionId,
                  events: report.events,
                  positives: report.positives,
                })}
              </p>
              {report.labelled ? (
                <ModelCurvesSection models={report} />
              ) : (
                <Notice>{t('pipelines.models.unlabelled')}</Notice>
              )}
              <CentroidsTable models={report} />
            </>
          )}
        </QueryView>
      )}
    </section>
  );
}
