import { useQuery } from '@apollo/client/react';
import { Suspense, useCallback } from 'react';
import { useParams } from 'wouter';
import { lazyPart } from '../../components/lazy-part.js';
import { LoadingState } from '../../components/loading-state.js';
import { QueryView } from '../../components/query-view.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import styles from './certification-task.module.css';
import { certificationTaskMessages } from './messages.js';

/** The task (its machine, react-aria's table and menus) loads beside the task's query. */
const CertificationTask = lazyPart(() => import('./certification-task.js'), 'CertificationTask');
CertificationTask.preload();

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
      othersUndecidedItems
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
          <Suspense fallback={<LoadingState />}>
            <CertificationTask key={campaignId} task={data.certificationTask} reload={reload} />
          </Suspense>
        )}
      </QueryView>
    </div>
  );
}
