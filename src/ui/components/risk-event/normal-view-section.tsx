import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../query-view.js';
import { graphql } from '../../gql/index.js';
import { NormalViewDonuts } from '../risk-charts/normal-view-donuts.js';
import styles from './risk-event.module.css';

const NormalView_Features = graphql(`
  query NormalView_Features($userId: String!) {
    riskNormalView(userId: $userId) {
      userId
      userEvents
      realmEvents
      features {
        feature
        user {
          value
          count
        }
        realm {
          value
          count
        }
      }
    }
  }
`);

/** The user's usual values beside the whole realm's, over the last 6 months. */
export function NormalViewSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const result = useQuery(NormalView_Features, { variables: { userId } });
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.detailHeading}>
        {t('riskEvent.detail.normalView.heading')}
      </h3>
      <QueryView
        result={{ ...result, data: result.data?.riskNormalView }}
        errorKey="riskEvent.errors.fetchEvent"
      >
        {(view) => (
          <>
            <p className={styles.muted}>{t('riskEvent.detail.normalView.description', view)}</p>
            <NormalViewDonuts userId={view.userId} features={view.features} />
          </>
        )}
      </QueryView>
    </section>
  );
}
