import {
  featureDistributionQuery,
  type ExplorationFeature,
} from '../../domain/autoaccess/feature-exploration.js';
import type { FeatureExploration } from '../generated/resolvers-types.js';
import type { AutoAccessJas } from '../upstream/autoaccess-jas.js';
import { facetValues, parseTerms } from './autoaccess-risk-dashboard.js';

/** A feature's distribution, its risky share per value, and a user's values beside. */
export async function loadFeatureExploration(
  jas: AutoAccessJas,
  realm: string,
  input: { feature: ExplorationFeature; from: string; to: string; user?: string | null },
): Promise<FeatureExploration> {
  const base = { realm, feature: input.feature, from: input.from, to: input.to };
  const user = input.user?.trim();
  const [all, risky, mine] = await Promise.all([
    jas.searchRiskEvents(featureDistributionQuery(base)),
    jas.searchRiskEvents(featureDistributionQuery({ ...base, risky: true })),
    user ? jas.searchRiskEvents(featureDistributionQuery({ ...base, user })) : undefined,
  ]);
  const riskyCounts = new Map(
    facetValues(parseTerms(risky, 'values')).map((bucket) => [bucket.value, bucket.count]),
  );
  return {
    feature: input.feature,
    total: all.hits.total?.value ?? 0,
    riskyTotal: risky.hits.total?.value ?? 0,
    values: facetValues(parseTerms(all, 'values')).map(({ value, count }) => {
      const riskyCount = riskyCounts.get(value) ?? 0;
      return { value, count, risky: riskyCount, riskyShare: count > 0 ? riskyCount / count : 0 };
    }),
    userTotal: mine ? (mine.hits.total?.value ?? 0) : null,
    userValues: mine ? facetValues(parseTerms(mine, 'values')) : [],
  };
}
