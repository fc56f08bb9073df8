import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { ProblemAlert } from '../../components/problem-alert.js';
import { graphql } from '../../gql/index.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { errorMessageKey } from '../../lib/api-error.js';
import styles from './pipelines.module.css';
import { PublishedPipeline_Current } from './published-pipeline.js';
import { serverMessage } from './server-message.js';

const PublishButton_Publish = graphql(`
  mutation PublishButton_Publish($pipelineDefinitionId: ID!) {
    publishPipeline(pipelineDefinitionId: $pipelineDefinitionId) {
      message
    }
  }
`);

type Outcome = { published: true } | { text: string } | { key: TranslationKey };

/** Publishes a Training whose latest run succeeded: predictions then use its models. */
export function PublishButton({
  pipelineDefinitionId,
  enabled,
}: {
  pipelineDefinitionId: string;
  enabled: boolean;
}) {
  const { t } = useTranslation();
  const [publish, { loading }] = useMutation(PublishButton_Publish);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const submit = async () => {
    setOutcome(null);
    try {
      await publish({
        variables: { pipelineDefinitionId },
        refetchQueries: [PublishedPipeline_Current],
      });
      setOutcome({ published: true });
    } catch (error) {
      const text = serverMessage(error);
      setOutcome(text ? { text } : { key: errorMessageKey(error, 'pipelines.publish.failed') });
    }
  };
  return (
    <div className={styles.publish}>
      <Button variant="secondary" isDisabled={!enabled || loading} onPress={() => void submit()}>
        {loading ? t('pipelines.publish.publishing') : t('pipelines.publish.publish')}
      </Button>
      {outcome === null ? null : 'published' in outcome ? (
        <p role="status" className={styles.status}>
          {t('pipelines.publish.published')}
        </p>
      ) : (
        <ProblemAlert problem={outcome}>
          <p>{'text' in outcome ? outcome.text : t(outcome.key)}</p>
        </ProblemAlert>
      )}
    </div>
  );
}
