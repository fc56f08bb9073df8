import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { REPORTS_FEATURE } from '../../../domain/reports/report-feature.js';
import { useBootResult } from '../../app/boot/boot-context.js';
import { QueryView } from '../query-view.js';
import { graphql } from '../../gql/index.js';
import { NormalViewDonuts } from '../risk-charts/normal-view-donuts.js';
import { NormalViewUsual, type EventValues } from './normal-view-usual.js';
import styles from './risk-event.module.css';

const NormalView_Features = graphql(`
  query NormalView_Features($userId: String!, $at: String) {
    riskNormalView(userId: $userId, at: $at) {
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
        values {
          value
          userCount
          realmCount
        }
      }
    }
  }
`);

interface NormalViewEvent extends EventValues {
  userId: string;
  userName?: string | null | undefined;
  time: string;
}

/**
 * The user's usual values beside the whole realm's, over the 6 months up to the event's day (the
 * report User-Normal-View), and how usual each of the event's own values is.
 */
export function NormalViewSection({ event }: { event: NormalViewEvent }) {
  const { t } = useTranslation();
  const headingId = useId();
  // The view is a run of a reports template: without the reports feature there is none to run.
  const reportsOn = useBootResult().enabledFeatures.includes(REPORTS_FEATURE);
  const result = useQuery(NormalView_Features, {
    variables: { userId: event.userId, at: event.time },
    skip: !reportsOn,
  });
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.detailHeading}>
        {t('riskEvent.detail.normalView.heading')}
      </h3>
      {reportsOn ? null : (
        <p className={styles.muted}>{t('riskEvent.detail.normalView.reportsOff')}</p>
      )}
      {reportsOn && (
        <QueryView
          result={{ ...result, data: result.data?.riskNormalView }}
          errorKey="riskEvent.errors.fetchNormalView"
          isEmpty={(view) => view.userEvents === 0}
          emptyKey="riskEvent.detail.normalView.empty"
        >
          {(view) => (
            <>
              <p className={styles.muted}>{t('riskEvent.detail.normalView.description', view)}</p>
              <NormalViewUsual
                features={view.features}
                eventValues={event}
                userEvents={view.userEvents}
                realmEvents={view.realmEvents}
              />
              <NormalViewDonuts
                user={event.userName || view.userId}
                features={view.features}
                totals={{ user: view.userEvents, realm: view.realmEvents }}
              />
            </>
          )}
        </QueryView>
      )}
    </section>
  );
}
