import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../components/page-section.js';
import { QueryView } from '../../components/query-view.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { ApplicationTile } from './application-tile.js';
import styles from './applications.module.css';
import { applicationsMessages } from './messages.js';

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
  const result = useQuery(ApplicationsPage_Applications, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  return (
    <PageSection
      className={styles.page}
      title={t('applications.title')}
      intro={t('applications.intro')}
    >
      <QueryView
        result={result}
        errorKey="applications.errors.load"
        isEmpty={(data) => data.workforceApplications.length === 0}
        emptyKey="applications.empty"
      >
        {(data) => (
          <ul className={styles.tiles}>
            {data.workforceApplications.map((application) => (
              <li key={application.id}>
                <ApplicationTile application={application} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </PageSection>
  );
}
