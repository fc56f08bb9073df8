import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isIpAddress } from '../../../domain/autoaccess/ip-range.js';
import { RISK_SCORE_MAX } from '../../../domain/autoaccess/risk-levels.js';
import { Button } from '../../components/button.js';
import { DateRangeField } from '../../components/date-range-field/date-range-field.js';
import { RangeSliderField } from '../../components/range-slider-field.js';
import { SelectField } from '../../components/select-field.js';
import { TextField } from '../../components/text-field.js';
import { customDays } from '../../lib/risk-period.js';
import {
  ACTIVITY_FACETS,
  ACTIVITY_PERIODS,
  DEFAULT_ACTIVITY_STATE,
  RESULT_CHOICES,
  type ActivityState,
} from './activity-state.js';
import styles from './risk-activity.module.css';

interface ActivityFiltersProps {
  state: ActivityState;
  now: Date;
  update: (change: Partial<ActivityState>) => void;
}

/** The log's filters: the period, the risk range and the result at once, user and IP on Apply. */
export function ActivityFilters({ state, now, update }: ActivityFiltersProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [user, setUser] = useState(state.user);
  const [ipAddress, setIpAddress] = useState(state.ipAddress);
  const [ipError, setIpError] = useState<string | null>(null);
  const days = customDays({ ...state, utc: false }, now);
  const chosenValues = ACTIVITY_FACETS.flatMap((facet) =>
    (state.attributes[facet] ?? []).map((value) => ({ facet, value })),
  );

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const ip = ipAddress.trim();
    if (ip !== '' && !isIpAddress(ip)) {
      setIpError(
        t('riskActivity.validation.ipAddress', { ipv4: '192.0.2.10', ipv6: '2001:db8::1' }),
      );
      return;
    }
    setIpError(null);
    update({ user: user.trim(), ipAddress: ip });
  };

  const reset = () => {
    setUser('');
    setIpAddress('');
    setIpError(null);
    update({ ...DEFAULT_ACTIVITY_STATE, sort: state.sort });
  };

  return (
    <form className={styles.filters} aria-labelledby={headingId} onSubmit={apply} noValidate>
      <h2 id={headingId} className={styles.filtersHeading}>
        {t('riskActivity.filters.heading')}
      </h2>
      <div className={styles.filterFields}>
        <SelectField
          label={t('riskActivity.filters.period')}
          value={state.period}
          values={ACTIVITY_PERIODS}
          labelOf={(period) => t(`riskActivity.filters.periods.${period}`)}
          onChange={(period) => update({ period })}
        />
        {state.period === 'custom' ? (
          <DateRangeField
            label={t('riskActivity.filters.days')}
            value={{ start: days.from, end: days.to }}
            onChange={({ start, end }) => update({ customFrom: start, customTo: end })}
          />
        ) : null}
        <SelectField
          label={t('riskActivity.filters.result')}
          value={state.result ?? 'any'}
          values={RESULT_CHOICES}
          labelOf={(choice) => t(`riskActivity.filters.results.${choice}`)}
          onChange={(choice) => update({ result: choice === 'any' ? null : choice })}
        />
        <RangeSliderField
          label={t('riskActivity.filters.riskRange')}
          value={state.riskRange}
          minValue={0}
          maxValue={RISK_SCORE_MAX}
          thumbLabels={[t('riskActivity.filters.riskMin'), t('riskActivity.filters.riskMax')]}
          onChange={(riskRange) => update({ riskRange })}
        />
        <TextField
          label={t('riskActivity.filters.user')}
          value={user}
          onChange={setUser}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          label={t('riskActivity.filters.ipAddress')}
          value={ipAddress}
          onChange={(value) => {
            setIpAddress(value);
            setIpError(null);
          }}
          autoComplete="off"
          spellCheck={false}
          isInvalid={ipError !== null}
          errorMessage={ipError}
        />
      </div>
      {chosenValues.length > 0 ? (
        <ul className={styles.chosen} aria-label={t('riskActivity.filters.features')}>
          {chosenValues.map(({ facet, value }) => (
            <li key={`${facet}:${value}`}>
              <Button
                variant="secondary"
                aria-label={t('riskActivity.filters.removeValue', {
                  feature: t(`riskActivity.filters.facets.${facet}`),
                  value,
                })}
                onPress={() =>
                  update({
                    attributes: {
                      ...state.attributes,
                      [facet]: (state.attributes[facet] ?? []).filter((each) => each !== value),
                    },
                  })
                }
              >
                {t('riskActivity.filters.chosenValue', {
                  feature: t(`riskActivity.filters.facets.${facet}`),
                  value,
                })}{' '}
                <span aria-hidden="true">×</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit">{t('riskActivity.filters.apply')}</Button>
        <Button variant="secondary" onPress={reset}>
          {t('riskActivity.filters.reset')}
        </Button>
      </div>
    </form>
  );
}
