import { RISK_FACETS } from '../../../domain/autoaccess/risk-facets.js';
import type { RiskFiltersInput } from '../../gql/graphql.js';
import type { PeriodRange } from '../../lib/risk-period.js';
import type { DashboardState } from './dashboard-state.js';

const RISKY_EVENTS = { risky: true, notRisky: false, all: null } as const;

/** The gateway's filters for a dashboard state over a period. */
export function toFiltersInput(state: DashboardState, range: PeriodRange): RiskFiltersInput {
  const reasons =
    state.heuristics.length + state.ueba.length + state.clustering.length > 0
      ? { heuristics: state.heuristics, ueba: state.ueba, clustering: state.clustering }
      : null;
  const levels = state.levels.length > 0 ? state.levels : null;
  return {
    from: range.from,
    to: range.to,
    riskMin: state.riskRange[0],
    riskMax: state.riskRange[1],
    riskyEvents: RISKY_EVENTS[state.risky],
    levels,
    // Only a level filter needs them: the queries need not wait for the realm's, nor run again.
    thresholds: levels ? state.thresholds : null,
    reasons,
    attributes: RISK_FACETS.flatMap((facet) => {
      const values = state.attributes[facet] ?? [];
      return values.length > 0 ? [{ facet, values }] : [];
    }),
    area: state.area,
  };
}
