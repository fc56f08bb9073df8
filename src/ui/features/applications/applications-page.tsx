import { useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/loading-state.js';
import { PageSection } from '../../components/page-section.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { ApplicationTile } from './application-tile.js';
import styles from './applications.module.css';
import { applicationsMessages } from './messages.js';

/** The failure view and its retry button load only when the list could not be read. */
const LoadFailure = lazy(async () => ({
  default: (await import('../../components/query-states.js')).LoadFailure,
}));

const ApplicationsPage_Applications = graphql(`
  query ApplicationsPage_Applications {
    workforceApplications {
      id
      ...ApplicationTile_ApplicationFragment
    }
  }
`);

export function ApplicationsPage() {
  return (
    <WithFeatureMessages messages={applicationsMessages}>
      <ApplicationsScreen />
    </WithFeatureMessages>
  );
}

/** Tiles of the workforce applications assigned to the user, each with its launch link. */
function ApplicationsScreen() {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(ApplicationsPage_Applications, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  let content;
  if (data) {
    content =
      data.workforceApplications.length === 0 ? (
        <p className={styles.empty}>{t('applications.empty')}</p>
      ) : (
        <ul className={styles.tiles}>
          {data.workforceApplications.map((application) => (
            <li key={application.id}>
              <ApplicationTile application={application} />
            </li>
          ))}
        </ul>
      );
  } else if (error) {
    content = (
      <Suspense fallback={<LoadingState />}>
        <LoadFailure
          error={error}
          messageKey="applications.errors.load"
          onRetry={() => void refetch().catch(() => undefined)}
        />
      </Suspense>
    );
  } else {
    content = <LoadingState />;
  }

  return (
    <PageSection
      className={styles.page}
      title={t('applications.title')}
      intro={t('applications.intro')}
    >
      {content}
    </PageSection>
  );
}
