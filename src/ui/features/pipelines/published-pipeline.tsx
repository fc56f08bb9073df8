import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../components/error-message.js';
import { graphql } from '../../gql/index.js';
import { executionTime } from './execution-time.js';
import styles from './pipelines.module.css';

export const PublishedPipeline_Current = graphql(`
  query PublishedPipeline_Current {
    publishedPipeline {
      pipelineDefinitionId
      executionId
      published
    }
  }
`);

/** The Training run that predictions use; the list and a pipeline's page mark it. */
export function usePublishedPipeline() {
  const { data, error } = useQuery(PublishedPipeline_Current, { fetchPolicy: 'cache-and-network' });
  return {
    published: data?.publishedPipeline ?? null,
    read: data !== undefined,
    failed: error !== undefined,
  };
}

export function PublishedBadge() {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-status="PUBLISHED">
      {t('pipelines.published.badge')}
    </span>
  );
}

export function PublishedReadError() {
  return <ErrorMessage messageKey="pipelines.errors.fetchPublished" />;
}

/** A Training's page: whether predictions use one of its runs, which one and since when. */
export function PublishedFact({ pipelineDefinitionId }: { pipelineDefinitionId: string }) {
  const { t, i18n } = useTranslation();
  const { published, read, failed } = usePublishedPipeline();
  if (failed) return <PublishedReadError />;
  if (!read) return null;
  if (published?.pipelineDefinitionId !== pipelineDefinitionId) {
    return <>{t('pipelines.published.no')}</>;
  }
  const since = published.published ? Date.parse(published.published) : Number.NaN;
  return (
    <>
      <PublishedBadge />{' '}
      {Number.isNaN(since)
        ? t('pipelines.published.execution', { executionId: published.executionId })
        : t('pipelines.published.executionSince', {
            executionId: published.executionId,
            time: executionTime(since / 1000, i18n.language),
          })}
    </>
  );
}
