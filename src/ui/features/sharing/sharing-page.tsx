import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { LoadingState } from '../../components/loading-state.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { errorMessageKey } from '../../lib/api-error.js';
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
  const headingId = useId();
  const { data, error, refetch } = useQuery(SharingPage_Sharing, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const reload = () => refetch().catch(() => undefined);

  let content;
  if (data) {
    content = (
      <>
        <MyResourcesCard resources={data.sharingResources} onReload={() => void reload()} />
        <SharingRequestsCard requests={data.sharingRequests} onAnswered={reload} />
        <SharedWithMeCard resources={data.sharedWithMe} />
      </>
    );
  } else if (error) {
    content = (
      <div className={styles.loadError}>
        <ErrorMessage messageKey={errorMessageKey(error, 'sharing.errors.load')} />
        <Button variant="secondary" onPress={() => void reload()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else {
    content = <LoadingState />;
  }

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {t('sharing.title')}
      </h1>
      <p className={styles.intro}>{t('sharing.intro')}</p>
      {content}
    </section>
  );
}
