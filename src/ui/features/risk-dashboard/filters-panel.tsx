import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RISK_FACETS } from '../../../domain/autoaccess/risk-facets.js';
import {
  RISK_LEVELS,
  RISK_SCORE_MAX,
  type RiskThresholds,
} from '../../../domain/autoaccess/risk-levels.js';
import { Button } from '../../components/button.js';
import { CheckboxGroupField } from '../../components/checkbox-group-field.js';
import { DateRangeField } from '../../components/date-range-field/date-range-field.js';
import { NumberField } from '../../components/number-field.js';
import { RangeSliderField } from '../../components/range-slider-field.js';
import { SelectField } from '../../components/select-field.js';
import { ToggleSwitch } from '../../components/toggle-switch.js';
import type { RiskDashboardPage_DashboardQuery, RiskFiltersInput } from '../../gql/graphql.js';
import { isLargeScreen } from '../../lib/large-screen.js';
import { customDays } from '../../lib/risk-period.js';
import {
  DEFAULT_STATE,
  PERIODS,
  RISKY_CHOICES,
  activeFilterCount,
  type DashboardState,
} from './dashboard-state.js';
import { FacetFilter } from './facet-filter.js';
import { ReasonFilters } from './reason-filters.js';
import styles from './risk-dashboard.module.css';

type Dashboard = RiskDashboardPage_DashboardQuery['riskDashboard'];

export interface FiltersPanelProps {
  state: DashboardState;
  /** Where the realm's levels start, to which a reset returns. */
  realmLevels: RiskThresholds;
  update: (change: Partial<DashboardState>) => void;
  now: Date;
  /** The filters the facets' searches narrow within. */
  filters: RiskFiltersInput;
  facets: Dashboard['facets'] | undefined;
  reasonFeatures: Dashboard['reasonFeatures'] | undefined;
}

/**
 * Every filter of the dashboard; each change goes to the URL. Below the large breakpoint the panel
 * stands above the events and starts hidden, so that they show first.
 */
export function FiltersPanel({
  state,
  realmLevels,
  update,
  now,
  filters,
  facets,
  reasonFeatures,
}: FiltersPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const panelId = useId();
  const [shown, setShown] = useState(isLargeScreen);
  const active = activeFilterCount(state);
  const days = customDays(state, now);

  return (
    <aside className={styles.filters} aria-labelledby={headingId}>
      <div className={styles.filtersHeader}>
        <h2 id={headingId} className={styles.panelHeading}>
          {t('riskDashboard.filters.heading')}
        </h2>
        <Button
          variant="secondary"
          aria-expanded={shown}
          aria-controls={panelId}
          onPress={() => setShown(!shown)}
        >
          {shown ? t('riskDashboard.filters.hide') : t('riskDashboard.filters.show')}
        </Button>
      </div>
      {active > 0 ? (
        <p className={styles.activeFilters}>
          {t('riskDashboard.filters.active', { count: active })}{' '}
          <Button
            variant="secondary"
            onPress={() =>
              update({
                ...DEFAULT_STATE,
                thresholds: realmLevels,
                period: state.period,
                customFrom: state.customFrom,
                customTo: state.customTo,
                utc: state.utc,
                sort: state.sort,
              })
            }
          >
            {t('riskDashboard.filters.reset')}
          </Button>
        </p>
      ) : null}
      <div id={panelId} hidden={!shown} className={styles.filterFields}>
        <SelectField
          label={t('riskDashboard.filters.period')}
          value={state.period}
          values={PERIODS}
          labelOf={(period) => t(`riskDashboard.filters.periods.${period}`)}
          onChange={(period) => update({ period })}
        />
        {state.period === 'custom' ? (
          <DateRangeField
            label={t('riskDashboard.filters.days')}
            value={{ start: days.from, end: days.to }}
            onChange={({ start, end }) => update({ customFrom: start, customTo: end })}
          />
        ) : null}
        <ToggleSwitch isSelected={state.utc} onChange={(utc) => update({ utc })}>
          {t('riskDashboard.filters.utc')}
        </ToggleSwitch>
        <RangeSliderField
          label={t('riskDashboard.filters.riskRange')}
          value={state.riskRange}
          minValue={0}
          maxValue={RISK_SCORE_MAX}
          thumbLabels={[t('riskDashboard.filters.riskMin'), t('riskDashboard.filters.riskMax')]}
          onChange={(riskRange) => update({ riskRange })}
        />
        <SelectField
          label={t('riskDashboard.filters.events')}
          value={state.risky}
          values={RISKY_CHOICES}
          labelOf={(choice) => t(`riskDashboard.filters.eventChoices.${choice}`)}
          onChange={(risky) => update({ risky })}
        />
        <CheckboxGroupField
          label={t('riskDashboard.filters.levels')}
          description={t('riskDashboard.filters.levelsDescription', { ...state.thresholds })}
          options={RISK_LEVELS.map((level) => ({
            id: level,
            label: t(`riskDashboard.level.${level}`),
          }))}
          value={state.levels}
          onChange={(levels) =>
            update({ levels: RISK_LEVELS.filter((level) => levels.includes(level)) })
          }
        />
        <div className={styles.thresholds}>
          <NumberField
            label={t('riskDashboard.filters.mediumFrom')}
            value={state.thresholds.medium}
            minValue={1}
            maxValue={state.thresholds.high - 1}
            onChange={(medium) => update({ thresholds: { ...state.thresholds, medium } })}
          />
          <NumberField
            label={t('riskDashboard.filters.highFrom')}
            value={state.thresholds.high}
            minValue={state.thresholds.medium + 1}
            maxValue={RISK_SCORE_MAX}
            onChange={(high) => update({ thresholds: { ...state.thresholds, high } })}
          />
        </div>
        <ReasonFilters state={state} update={update} reasonFeatures={reasonFeatures} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('riskDashboard.filters.features')}</legend>
          {RISK_FACETS.map((facet) => (
            <FacetFilter
              key={facet}
              facet={facet}
              values={facets?.find((each) => each.facet === facet)}
              chosen={state.attributes[facet] ?? []}
              filters={filters}
              onChange={(values) =>
                update({ attributes: { ...state.attributes, [facet]: values } })
              }
            />
          ))}
        </fieldset>
      </div>
    </aside>
  );
}
