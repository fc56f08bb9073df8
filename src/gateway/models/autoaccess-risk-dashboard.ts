import { z } from 'zod';
import {
  FACET_LIST_LIMIT,
  IGNORED_REASONS,
  RISK_FACETS,
  RISK_FACET_FIELD,
  type RiskFacet,
} from '../../domain/autoaccess/risk-facets.js';
import {
  toDashboardFilters,
  type RiskFiltersInput,
} from '../../domain/autoaccess/risk-dashboard-filters.js';
import {
  accessAttemptsQuery,
  accessResultsQuery,
  anyScoredEventQuery,
  eventLogQuery,
  facetSearchQuery,
  facetsQuery,
  mapQuery,
  reasonListsQuery,
  riskiestUsersQuery,
  type DashboardFilters,
  type EventLogSort,
} from '../../domain/autoaccess/risk-dashboard-queries.js';
import type { GatewayContext } from '../context.js';
import type {
  RiskDashboard,
  RiskEventPage,
  RiskFacetValue,
  RiskFacetValues,
} from '../generated/resolvers-types.js';
import type { AutoAccessJas, RiskEventSearchAnswer } from '../upstream/autoaccess-jas.js';
import { decodeCursor, encodeCursor } from './entity-search-cursor.js';
import { toRiskEventView } from './risk-event-view.js';

const termsSchema = z.looseObject({
  buckets: z.array(
    z.looseObject({ key: z.union([z.string(), z.number()]), doc_count: z.number() }),
  ),
  sum_other_doc_count: z.number().default(0),
});
const mapSchema = z.looseObject({
  buckets: z.array(
    z.looseObject({
      key: z.tuple([z.number(), z.number()]),
      doc_count: z.number(),
      avg_score: z.looseObject({ value: z.number().nullable() }),
    }),
  ),
});
const accessResultsSchema = z.looseObject({
  buckets: z.array(
    z.looseObject({ key: z.number(), doc_count: z.number(), outcomes: termsSchema }),
  ),
});
const averagesSchema = z.looseObject({
  buckets: z.array(
    z.looseObject({
      key: z.number(),
      doc_count: z.number(),
      avg_value: z.looseObject({ value: z.number().nullable() }),
    }),
  ),
});
const usersSchema = z.looseObject({
  buckets: z.array(
    z.looseObject({
      key: z.tuple([z.string(), z.string()]),
      doc_count: z.number(),
      avg_risk_score: z.looseObject({ value: z.number().nullable() }),
    }),
  ),
});

const SUCCESSFUL = 'SUCCESSFUL';

/** The realm of the signed-in session, which every search is limited to. */
export function sessionRealm(context: GatewayContext): string {
  return context.session.signedIn()?.realm ?? 'root';
}

/** One aggregation of an answer, in its expected shape. */
function aggregation<S extends z.ZodType>(
  answer: RiskEventSearchAnswer,
  name: string,
  schema: S,
): z.infer<S> {
  return schema.parse(answer.aggregations?.[name]);
}

export function facetValues(terms: z.infer<typeof termsSchema>): RiskFacetValue[] {
  return terms.buckets.map((bucket) => ({ value: String(bucket.key), count: bucket.doc_count }));
}

export function parseTerms(answer: RiskEventSearchAnswer, name: string) {
  return aggregation(answer, name, termsSchema);
}

const dayOf = (key: number) => new Date(key).toISOString();

/** Everything the dashboard shows beside the event log, from its searches run side by side. */
export async function loadRiskDashboard(
  jas: AutoAccessJas,
  realm: string,
  input: RiskFiltersInput,
  timeZone: string,
): Promise<RiskDashboard> {
  const filters = toDashboardFilters(input, realm);
  const [facets, reasons, map, results, attempts, users] = await Promise.all([
    jas.searchRiskEvents(facetsQuery(filters)),
    jas.searchRiskEvents(reasonListsQuery(filters)),
    jas.searchRiskEvents(mapQuery(filters)),
    jas.searchRiskEvents(accessResultsQuery(filters, timeZone)),
    jas.searchRiskEvents(accessAttemptsQuery(filters, timeZone)),
    jas.searchRiskEvents(riskiestUsersQuery(filters)),
  ]);
  const total = map.hits.total?.value ?? 0;
  // Only a load that matches nothing asks whether the realm has any scored event at all.
  const scored =
    total > 0 ||
    (await jas.searchRiskEvents(anyScoredEventQuery(filters.realm))).hits.hits.length > 0;
  const reasonValues = (name: string) =>
    facetValues(parseTerms(reasons, name)).filter(
      (bucket) => !IGNORED_REASONS.includes(bucket.value),
    );
  return {
    total,
    facets: RISK_FACETS.map((facet): RiskFacetValues => {
      const terms = parseTerms(facets, RISK_FACET_FIELD[facet]);
      return {
        facet,
        values: facetValues(terms),
        searchable: terms.buckets.length > FACET_LIST_LIMIT || terms.sum_other_doc_count > 0,
      };
    }),
    reasonFeatures: {
      ueba: reasonValues('ueba_reason'),
      clustering: reasonValues('clustering_reason'),
    },
    map: aggregation(map, 'lat_lon_locations', mapSchema).buckets.map((bucket) => ({
      lat: bucket.key[0],
      longitude: bucket.key[1],
      count: bucket.doc_count,
      averageScore: bucket.avg_score.value ?? 0,
    })),
    accessResults: aggregation(results, 'histogram', accessResultsSchema).buckets.map((bucket) => {
      const successful =
        bucket.outcomes.buckets.find((outcome) => outcome.key === SUCCESSFUL)?.doc_count ?? 0;
      return { day: dayOf(bucket.key), successful, other: bucket.doc_count - successful };
    }),
    riskOverTime: aggregation(attempts, 'histogram', averagesSchema).buckets.map((bucket) => ({
      day: dayOf(bucket.key),
      count: bucket.doc_count,
      averageScore: bucket.avg_value.value,
    })),
    riskiestUsers: aggregation(users, 'users', usersSchema).buckets.map((bucket) => ({
      userId: bucket.key[0],
      userName: bucket.key[1] !== bucket.key[0] ? bucket.key[1] : null,
      count: bucket.doc_count,
      averageScore: bucket.avg_risk_score.value ?? 0,
    })),
    scored,
  };
}

/** One page of the event log, continuing after the cursor of the previous one. */
export async function loadRiskEvents(
  jas: AutoAccessJas,
  realm: string,
  input: { filters: RiskFiltersInput; sort: EventLogSort; after?: string | null },
): Promise<RiskEventPage> {
  return loadEventPage(jas, {
    filters: toDashboardFilters(input.filters, realm),
    sort: input.sort,
    after: input.after,
  });
}

/** One page of events the search filters select, continuing after the previous page's cursor. */
export async function loadEventPage(
  jas: AutoAccessJas,
  input: { filters: DashboardFilters; sort: EventLogSort; after?: string | null },
): Promise<RiskEventPage> {
  const query = eventLogQuery(
    input.filters,
    input.sort,
    input.after ? decodeCursor(input.after) : undefined,
  );
  const answer = await jas.searchRiskEvents(query);
  const { hits } = answer.hits;
  const last = hits.at(-1)?.sort;
  return {
    events: hits.map((hit) => toRiskEventView(hit._source)),
    total: answer.hits.total?.value ?? 0,
    nextCursor:
      hits.length === query.size && last?.length ? encodeCursor(last.map(sortValue)) : null,
  };
}

function sortValue(value: string | number | boolean | null): string | number | null {
  return typeof value === 'boolean' ? Number(value) : value;
}

/** A large facet's values from what the user typed, 50 by value. */
export async function loadRiskFacetValues(
  jas: AutoAccessJas,
  realm: string,
  input: { facet: RiskFacet; search?: string | null; filters: RiskFiltersInput },
): Promise<RiskFacetValue[]> {
  const field = RISK_FACET_FIELD[input.facet];
  const filters: DashboardFilters = toDashboardFilters(input.filters, realm);
  const search = input.search?.trim();
  const answer = await jas.searchRiskEvents(facetSearchQuery(field, search || undefined, filters));
  return facetValues(parseTerms(answer, field));
}
