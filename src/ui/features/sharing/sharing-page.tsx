import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../components/page-section.js';
import { QueryView } from '../../components/query-view.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { sharingMessages } from './messages.js';
import { MyResourcesCard } from './my-resources-card.js';
import { SharedWithMeCard } from './shared-with-me-card.js';
import { SharingRequestsCard } from './sharing-requests-card.js';
import styles from './sharing.module.css';

const SharingPage_Sharing = graphql(`
  query SharingPage_Sharing {
    sharingResources {
      id
      ...MyResourcesCard_ResourceFragment
    }
    sharingRequests {
      id
      ...SharingRequestsCard_RequestFragment
    }
    sharedWithMe {
      id
      ...SharedWithMeCard_ResourceFragment
    }
  }
`);

export function SharingPage() {
  return (
    <WithFeatureMessages messages={sharingMessages}>
      <SharingScreen />
    </WithFeatureMessages>
  );
}

/** The user's resources and who may use them, requests for access, and what others shared. */
function SharingScreen() {
  const { t } = useTranslation();
  const result = useQuery(SharingPage_Sharing, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const reload = () => result.refetch().catch(() => undefined);

  return (
    <PageSection className={styles.page} title={t('sharing.title')} intro={t('sharing.intro')}>
      <QueryView result={result} errorKey="sharing.errors.load">
        {(data) => (
          <>
            <MyResourcesCard resources={data.sharingResources} onReload={() => void reload()} />
            <SharingRequestsCard requests={data.sharingRequests} onAnswered={reload} />
            <SharedWithMeCard resources={data.sharedWithMe} />
          </>
        )}
      </QueryView>
    </PageSection>
  );
}
