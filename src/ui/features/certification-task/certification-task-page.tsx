import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useParams } from 'wouter';
import { QueryView } from '../../components/query-view.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { CertificationTask } from './certification-task.js';
import styles from './certification-task.module.css';
import { certificationTaskMessages } from './messages.js';

export const CertificationTaskPage_Task = graphql(`
  query CertificationTaskPage_Task($campaignId: ID!) {
    certificationTask(campaignId: $campaignId) {
      campaign {
        ...CampaignHeader_CampaignFragment
        id
        status
      }
      permissions {
        view
        comment
        decide
        forward
        signOff
      }
      items {
        ...CertificationItemsTable_ItemFragment
      }
    }
  }
`);

/**
 * `/certification/certification-task/{campaignId}`: the items of a campaign the user reviews, and
 * the decisions on them, driven by the certification machine.
 */
export function CertificationTaskPage() {
  return (
    <WithFeatureMessages messages={certificationTaskMessages}>
      <TaskLoader />
    </WithFeatureMessages>
  );
}

function TaskLoader() {
  const { campaignId = '' } = useParams<{ campaignId: string }>();
  const result = useQuery(CertificationTaskPage_Task, {
    variables: { campaignId },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const { refetch } = result;
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);
  return (
    <div className={styles.frame}>
      <QueryView result={result} errorKey="certificationTask.errors.fetch">
        {(data) => (
          <CertificationTask key={campaignId} task={data.certificationTask} reload={reload} />
        )}
      </QueryView>
    </div>
  );
}
