import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { RiskThresholds } from '../../../domain/autoaccess/risk-levels.js';
import { QueryView } from '../query-view.js';
import { SideDrawer } from '../side-drawer.js';
import { WorldMap } from '../world-map/world-map.js';
import { graphql } from '../../gql/index.js';
import type { RiskEventDetail_EventQuery } from '../../gql/graphql.js';
import { formatDateTime } from '../../lib/format-date.js';
import { deviceOf, placeOf, resultOf, systemOf } from './event-text.js';
import { NormalViewSection } from './normal-view-section.js';
import { PreviousAttempts } from './previous-attempts.js';
import { ReasonBadges } from './reason-badges.js';
import styles from './risk-event.module.css';
import { RiskScoreBadge } from './risk-score-badge.js';
import { TravelSummary } from './travel-summary.js';

export const RiskEventDetail_Event = graphql(`
  query RiskEventDetail_Event($eventId: ID!) {
    riskEvent(eventId: $eventId) {
      event {
        eventId
        transactionId
        userId
        userName
        ipAddress
        time
        riskScore
        result
        city
        country
        lat
        longitude
        device
        deviceType
        os
        osVersion
        userAgentType
        userAgent
        dayparting
        weekday
        reasons {
          kind
          key
        }
      }
      previousAttempts {
        eventId
        time
        riskScore
        city
        country
        reasons {
          kind
          key
        }
      }
      previousAttemptsTotal
      travel {
        distanceKm
        hours
        speedKmh
        previous {
          eventId
          time
          city
          country
          lat
          longitude
        }
      }
    }
  }
`);

type Detail = RiskEventDetail_EventQuery['riskEvent'];

/** A risky sign-in explained: what it was, why it is risky, and the user's recent attempts. */
export function EventDetailDrawer({
  eventId,
  utc,
  thresholds,
  onClose,
}: {
  eventId: string;
  utc: boolean;
  thresholds: RiskThresholds;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const result = useQuery(RiskEventDetail_Event, { variables: { eventId } });
  return (
    <SideDrawer
      title={t('riskEvent.detail.title')}
      closeLabel={t('riskEvent.detail.close')}
      onClose={onClose}
    >
      <QueryView
        result={{ ...result, data: result.data?.riskEvent }}
        errorKey="riskEvent.errors.fetchEvent"
      >
        {(detail) => <EventDetail detail={detail} utc={utc} thresholds={thresholds} />}
      </QueryView>
    </SideDrawer>
  );
}

function EventDetail({
  detail,
  utc,
  thresholds,
}: {
  detail: Detail;
  utc: boolean;
  thresholds: RiskThresholds;
}) {
  const { t, i18n } = useTranslation();
  const { event, travel } = detail;
  const time = (value: string) =>
    formatDateTime(value, i18n.language, utc ? { timeZone: 'UTC' } : {});
  const here =
    event.lat !== null &&
    event.lat !== undefined &&
    event.longitude !== null &&
    event.longitude !== undefined
      ? { lat: event.lat, longitude: event.longitude }
      : undefined;
  const there =
    travel?.previous.lat !== null &&
    travel?.previous.lat !== undefined &&
    travel.previous.longitude !== null &&
    travel.previous.longitude !== undefined
      ? { lat: travel.previous.lat, longitude: travel.previous.longitude }
      : undefined;
  const fields: [string, React.ReactNode][] = [
    [t('riskEvent.detail.transactionId'), event.transactionId ?? ''],
    [t('riskEvent.detail.eventId'), event.eventId],
    [
      t('riskEvent.detail.user'),
      event.userName ? `${event.userName} (${event.userId})` : event.userId,
    ],
    [
      t('riskEvent.detail.riskScore'),
      <RiskScoreBadge key="score" score={event.riskScore} thresholds={thresholds} />,
    ],
    [t('riskEvent.detail.eventTime'), time(event.time)],
    [t('riskEvent.detail.location'), placeOf(event)],
    [t('riskEvent.detail.ipAddress'), event.ipAddress ?? ''],
    [t('riskEvent.detail.device'), [deviceOf(event), systemOf(event)].filter(Boolean).join(' · ')],
    [t('riskEvent.detail.userAgent'), event.userAgent ?? event.userAgentType ?? ''],
    [t('riskEvent.detail.result'), resultOf(t, event.result)],
  ];
  return (
    <>
      <dl className={styles.detailFields}>
        {fields.map(([label, value]) => (
          <div key={label} className={styles.detailField}>
            <dt>{label}</dt>
            <dd>{value === '' ? t('common.emptyValue') : value}</dd>
          </div>
        ))}
      </dl>
      <section aria-label={t('riskEvent.detail.reasons')}>
        <h3 className={styles.detailHeading}>{t('riskEvent.detail.reasons')}</h3>
        <ReasonBadges reasons={event.reasons} />
      </section>
      {here ? (
        <WorldMap
          variant="mini"
          label={t('riskEvent.detail.mapLabel')}
          points={there ? [] : [{ ...here, count: 1, averageScore: event.riskScore }]}
          riskThresholds={thresholds}
          {...(there
            ? {
                route: {
                  from: { ...there, label: t('riskEvent.detail.travel.previous') },
                  to: { ...here, label: t('riskEvent.detail.travel.current') },
                },
              }
            : {})}
        />
      ) : null}
      {travel ? <TravelSummary travel={travel} time={time} /> : null}
      <PreviousAttempts
        attempts={detail.previousAttempts}
        total={detail.previousAttemptsTotal}
        time={time}
        thresholds={thresholds}
      />
      <NormalViewSection
        event={{
          userId: event.userId,
          userName: event.userName,
          time: event.time,
          city: event.city,
          country: event.country,
          os: event.os,
          device: event.device,
          userAgentType: event.userAgentType,
          dayparting: event.dayparting,
          weekday: event.weekday,
        }}
      />
    </>
  );
}
