import { useQuery } from '@apollo/client/react';
import { Suspense, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { EXPLORATION_FEATURES } from '../../../domain/autoaccess/feature-exploration.js';
import pageStyles from '../../components/admin-page.module.css';
import { Button } from '../../components/button.js';
import { DateRangeField } from '../../components/date-range-field/date-range-field.js';
import { lazyPart } from '../../components/lazy-part.js';
import { LoadingState } from '../../components/loading-state.js';
import { QueryView } from '../../components/query-view.js';
import { SelectField } from '../../components/select-field.js';
import { TextField } from '../../components/text-field.js';
import { useFeatureValueLabel } from '../../components/risk-charts/feature-value-label.js';
import { graphql } from '../../gql/index.js';
import type { FeatureExplorationPage_ExploreQuery } from '../../gql/graphql.js';
import { customDays, periodRange } from '../../lib/risk-period.js';
import {
  activityFacetOf,
  activityPathFor,
  EXPLORATION_PERIODS,
  parseExplorationState,
  serializeExplorationState,
  type ExplorationState,
} from './exploration-state.js';
import styles from './feature-exploration.module.css';

const ExplorationChart = lazyPart(() => import('./exploration-chart.js'), 'ExplorationChart');

export const FeatureExplorationPage_Explore = graphql(`
  query FeatureExplorationPage_Explore(
    $feature: ExplorationFeature!
    $from: String!
    $to: String!
    $user: String
  ) {
    featureExploration(feature: $feature, from: $from, to: $to, user: $user) {
      feature
      total
      riskyTotal
      values {
        value
        count
        risky
        riskyShare
      }
      userTotal
      userValues {
        value
        count
      }
    }
  }
`);

type Exploration = FeatureExplorationPage_ExploreQuery['featureExploration'];

function useExplorationState() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => parseExplorationState(search), [search]);
  const update = (change: Partial<ExplorationState>) =>
    navigate(`${path}?${serializeExplorationState({ ...state, ...change })}`, { replace: true });
  return { state, update };
}

/** The page itself, in a chunk of its own behind its route's light frame. */
export function FeatureExploration() {
  const { t } = useTranslation();
  const headingId = useId();
  const { state, update } = useExplorationState();
  const [now] = useState(() => new Date());
  const [user, setUser] = useState(state.user);
  const range = useMemo(() => periodRange({ ...state, utc: false }, now), [state, now]);
  const days = customDays({ ...state, utc: false }, now);
  const result = useQuery(FeatureExplorationPage_Explore, {
    variables: { feature: state.feature, from: range.from, to: range.to, user: state.user || null },
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    update({ user: user.trim() });
  };

  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={pageStyles.heading}>
        {t('routes.featureExploration')}
      </h1>
      <p className={pageStyles.intro}>{t('featureExploration.intro')}</p>
      <form className={styles.controls} onSubmit={apply} noValidate>
        <SelectField
          label={t('featureExploration.feature')}
          value={state.feature}
          values={EXPLORATION_FEATURES}
          labelOf={(feature) => t(`featureExploration.features.${feature}`)}
          onChange={(feature) => update({ feature })}
        />
        <SelectField
          label={t('featureExploration.period')}
          value={state.period}
          values={EXPLORATION_PERIODS}
          labelOf={(period) => t(`featureExploration.periods.${period}`)}
          onChange={(period) => update({ period })}
        />
        {state.period === 'custom' ? (
          <DateRangeField
            label={t('featureExploration.days')}
            value={{ start: days.from, end: days.to }}
            onChange={({ start, end }) => update({ customFrom: start, customTo: end })}
          />
        ) : null}
        <TextField
          label={t('featureExploration.user')}
          description={t('featureExploration.userDescription')}
          value={user}
          onChange={setUser}
          autoComplete="off"
          spellCheck={false}
        />
        <div className={styles.apply}>
          <Button type="submit">{t('featureExploration.compare')}</Button>
        </div>
      </form>
      <QueryView
        result={{ ...result, data: result.data?.featureExploration }}
        errorKey="featureExploration.loadError"
      >
        {(exploration) => <Distribution exploration={exploration} state={state} />}
      </QueryView>
    </section>
  );
}

function Distribution({
  exploration,
  state,
}: {
  exploration: Exploration;
  state: ExplorationState;
}) {
  const { t, i18n } = useTranslation();
  const valueLabel = useFeatureValueLabel();
  const captionId = useId();
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const number = new Intl.NumberFormat(i18n.language);
  const feature = t(`featureExploration.features.${exploration.feature}`);
  const facet = activityFacetOf(exploration.feature);
  const userCounts = new Map(exploration.userValues.map((each) => [each.value, each.count]));
  const labelOf = (value: string) => valueLabel(exploration.feature, value);
  const userTotal = exploration.userTotal ?? 0;
  if (exploration.values.length === 0) {
    return <p>{t('featureExploration.empty')}</p>;
  }
  return (
    <div className={styles.result}>
      <p role="status">
        {t('featureExploration.summary', {
          total: number.format(exploration.total),
          risky: number.format(exploration.riskyTotal),
        })}
        {exploration.userTotal !== null && exploration.userTotal !== undefined
          ? ` ${t('featureExploration.userSummary', { user: state.user, count: exploration.userTotal })}`
          : null}
      </p>
      <Suspense fallback={<LoadingState />}>
        <ExplorationChart
          bars={exploration.values.map((each) => ({ ...each, value: labelOf(each.value) }))}
        />
      </Suspense>
      <div className={styles.scroll} tabIndex={0} role="region" aria-labelledby={captionId}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {t('featureExploration.tableCaption', { feature })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{feature}</th>
              <th scope="col">{t('featureExploration.events')}</th>
              <th scope="col">{t('featureExploration.risky')}</th>
              <th scope="col">{t('featureExploration.riskyShare')}</th>
              <th scope="col">{t('featureExploration.realmShare')}</th>
              {exploration.userTotal !== null && exploration.userTotal !== undefined ? (
                <th scope="col">{t('featureExploration.userShare')}</th>
              ) : null}
              {facet ? <th scope="col">{t('featureExploration.activity')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {exploration.values.map((value) => (
              <tr key={value.value}>
                <th scope="row">{labelOf(value.value)}</th>
                <td>{number.format(value.count)}</td>
                <td>{number.format(value.risky)}</td>
                <td className={value.riskyShare >= 0.5 ? styles.high : undefined}>
                  {percent.format(value.riskyShare)}
                </td>
                <td>
                  {percent.format(exploration.total > 0 ? value.count / exploration.total : 0)}
                </td>
                {exploration.userTotal !== null && exploration.userTotal !== undefined ? (
                  <td>
                    {percent.format(
                      userTotal > 0 ? (userCounts.get(value.value) ?? 0) / userTotal : 0,
                    )}
                  </td>
                ) : null}
                {facet ? (
                  <td>
                    <Link
                      href={activityPathFor(state, facet, value.value)}
                      className={styles.link}
                      aria-label={t('featureExploration.showActivity', {
                        value: labelOf(value.value),
                      })}
                    >
                      {t('featureExploration.showActivityShort')}
                    </Link>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
