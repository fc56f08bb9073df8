import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { LoadingState } from '../../components/loading-state.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { errorMessageKey } from '../../lib/api-error.js';
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
  const headingId = useId();
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
      <div className={styles.loadError}>
        <ErrorMessage messageKey={errorMessageKey(error, 'applications.errors.load')} />
        <Button variant="secondary" onPress={() => void refetch().catch(() => undefined)}>
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
        {t('applications.title')}
      </h1>
      <p className={styles.intro}>{t('applications.intro')}</p>
      {content}
    </section>
  );
}
