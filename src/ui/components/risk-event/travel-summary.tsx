import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { placeOf } from './event-text.js';
import styles from './risk-event.module.css';

export interface Travel {
  distanceKm: number;
  hours: number;
  speedKmh?: number | null;
  previous: { time: string; city?: string | null; country?: string | null };
}

/** "1 234 km from Paris, France in 1 h 5 min: 1 139 km/h": what impossible travel compared. */
export function TravelSummary({
  travel,
  time,
}: {
  travel: Travel;
  time: (value: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const place = placeOf(travel.previous) || t('riskEvent.detail.travel.unknownPlace');
  const minutes = Math.round(travel.hours * 60);
  const duration = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: minutes >= 60 ? 'hour' : 'minute',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(minutes >= 60 ? travel.hours : minutes);
  const distance = number.format(travel.distanceKm);
  return (
    <section className={styles.travel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.detailHeading}>
        {t('riskEvent.detail.travel.heading')}
      </h3>
      <p>
        {travel.speedKmh === null || travel.speedKmh === undefined
          ? t('riskEvent.detail.travel.sameInstant', { distance, place })
          : t('riskEvent.detail.travel.summary', {
              distance,
              place,
              duration,
              speed: number.format(travel.speedKmh),
            })}
      </p>
      <p className={styles.muted}>
        {t('riskEvent.detail.travel.previousAt', { time: time(travel.previous.time) })}
      </p>
    </section>
  );
}
