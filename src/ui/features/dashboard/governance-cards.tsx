import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  ACCESS_REVIEWS_PATH,
  APPROVALS_PATH,
  MY_REQUESTS_PATH,
} from '../../../domain/app-paths.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { CountCard } from './count-card.js';
import { dashboardCardsMessages } from './messages.js';

const GovernanceCards_Counts = graphql(`
  query GovernanceCards_Counts {
    governanceCounts {
      accessReviews
      pendingApprovals
      pendingRequests
    }
  }
`);

/** The access reviews, approvals and requests waiting for the user, each leading to its list. */
export function GovernanceCards() {
  return (
    <WithFeatureMessages messages={dashboardCardsMessages}>
      <Cards />
    </WithFeatureMessages>
  );
}

function Cards() {
  const { t } = useTranslation();
  const result = useQuery(GovernanceCards_Counts, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return (
    <>
      <CountCard
        title={t('dashboardCards.accessReviews.title')}
        linkText={t('dashboardCards.accessReviews.link')}
        to={ACCESS_REVIEWS_PATH}
        result={result}
        count={(data) => data.governanceCounts.accessReviews}
        errorKey="dashboardCards.errors.accessReviews"
      />
      <CountCard
        title={t('dashboardCards.pendingApprovals.title')}
        linkText={t('dashboardCards.pendingApprovals.link')}
        to={APPROVALS_PATH}
        result={result}
        count={(data) => data.governanceCounts.pendingApprovals}
        errorKey="dashboardCards.errors.pendingApprovals"
      />
      <CountCard
        title={t('dashboardCards.pendingRequests.title')}
        linkText={t('dashboardCards.pendingRequests.link')}
        to={MY_REQUESTS_PATH}
        result={result}
        count={(data) => data.governanceCounts.pendingRequests}
        errorKey="dashboardCards.errors.pendingRequests"
      />
    </>
  );
}
