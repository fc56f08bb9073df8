import type { HeuristicKey } from './heuristic-keys.js';

/**
 * The Elasticsearch search bodies of the risk dashboard (autoaccess-domain.md, "Queries"), sent
 * as `POST /entity/search/ {indexName: "risk_explainability", query}`. Pure: the dashboard, the
 * index tests and the benchmark build their searches here.
 */
type Body = Record<string, unknown>;

const PR = 'predictionResult';
const RISK_FIELDS = {
  realm: 'realm',
  timestamp: `${PR}.features.timestamp`,
  userId: `${PR}.features.userId`,
  rawUserId: `${PR}.features.rawUserId`,
  eventId: `${PR}.features.eventId`,
  ipAddress: `${PR}.features.ipAddress`,
  lat: `${PR}.features.geoData.lat`,
  longitude: `${PR}.features.geoData.longitude`,
  riskScore: `${PR}.risk_score_data.risk_score`,
  threshold: `${PR}.risk_score_data.risk_score_threshold`,
  isRiskyEvent: `${PR}.risk_score_data.is_risky_event`,
  clusteringScore: `${PR}.risk_score_data.clustering_model_risk_score`,
  uebaScore: `${PR}.risk_score_data.ueba_avg_risk_score`,
  rawResults: `${PR}.risk_score_data.heuristic_agg_result.raw_results`,
  isBlocked: `${PR}.risk_score_data.heuristic_agg_result.block_rule_result.is_blocked`,
  isBot: `${PR}.botD.isBot`,
  topClusterExplainability: `${PR}.risk_score_data.clustering_result.top_cluster_explainability`,
  uebaExplainableFeatures: `${PR}.ueba_signal.explainable_features`,
  responseStatus: `${PR}.raw_event_data.response.status`,
  weekday: `${PR}.features.weekday`,
} as const;

/** The nine attribute facets, in the filter panel's order. */
export const FACET_FIELDS = [
  `${PR}.features.geoData.city`,
  `${PR}.features.geoData.country`,
  `${PR}.features.browserData.os`,
  `${PR}.features.browserData.osVersion`,
  `${PR}.features.browserData.userAgentType`,
  `${PR}.features.browserData.device`,
  `${PR}.features.browserData.deviceType`,
  `${PR}.features.dayparting`,
  `${PR}.features.rawUserId`,
] as const;

const FACET_SIZE = 100;
const FACET_SEARCH_SIZE = 50;
const REASON_LIST_SIZE = 100;
const MAP_SIZE = 10_000;
/** The map filters on its bounding box only when zoomed in past this level. */
export const MAP_MIN_ZOOM = 3;
export const EVENT_LOG_PAGE_SIZE = 10;
const PREVIOUS_ATTEMPTS_SIZE = 5;
const RISKIEST_USERS_SIZE = 10;

interface GeoBounds {
  north: number;
  south: number;
  east: number;
  west: number;
  zoom: number;
}

export interface ReasonFilters {
  /** `is_*` keys found in `raw_results` (nested). */
  heuristics: HeuristicKey[];
  /** `is_ip_blocked`: the block rule matched. */
  ipBlocked: boolean;
  /** `is_advanced_bot_detection`: `botD.isBot`. */
  bot: boolean;
  /** UEBA explainable features, counted only above the model threshold. */
  ueba: string[];
  /** Clustering explainability features, counted only above the model threshold. */
  clustering: string[];
}

export interface DashboardFilters {
  /** The realm path the documents carry, e.g. "/alpha". */
  realm: string;
  /** ISO instants, inclusive. */
  from: string;
  to: string;
  /** Inclusive bounds; the upper one admits scores up to half a point above it. */
  riskRange: [number, number];
  /** Only risky events, only the others, or (null) both. */
  isRiskyEvent: boolean | null;
  /** Further score bands of which any must match (risk levels), each `[gte, lt)`. */
  scoreBands?: readonly (readonly [number, number])[];
  geo?: GeoBounds;
  /** Field path (without `.keyword`) → the values of which any must match. */
  attributes: Record<string, string[]>;
  reasons: ReasonFilters;
  userId?: string;
  /** The user's id or the name the user signed in with. */
  user?: string;
  ipAddress?: string;
  /** The response status, such as SUCCESSFUL. */
  result?: string;
}

export const NO_REASONS: ReasonFilters = {
  heuristics: [],
  ipBlocked: false,
  bot: false,
  ueba: [],
  clustering: [],
};

const term = (field: string, value: unknown) => ({ term: { [field]: value } });
const anyOf = (should: Body[]) => ({ bool: { should, minimum_should_match: 1 } });
const aboveThreshold = (score: string) => ({
  script: { script: `doc['${score}'].value > doc['${RISK_FIELDS.threshold}'].value` },
});

function reasonClauses(reasons: ReasonFilters): Body[] {
  const clauses: Body[] = [];
  if (reasons.heuristics.length > 0) {
    clauses.push({
      nested: {
        path: RISK_FIELDS.rawResults,
        query: anyOf(
          reasons.heuristics.map((key) => term(`${RISK_FIELDS.rawResults}.${key}`, true)),
        ),
      },
    });
  }
  if (reasons.ipBlocked) clauses.push(term(RISK_FIELDS.isBlocked, true));
  if (reasons.bot) clauses.push(term(RISK_FIELDS.isBot, true));
  if (reasons.ueba.length > 0) {
    clauses.push({
      bool: {
        filter: [aboveThreshold(RISK_FIELDS.uebaScore)],
        should: reasons.ueba.map((feature) => term(RISK_FIELDS.uebaExplainableFeatures, feature)),
        minimum_should_match: 1,
      },
    });
  }
  if (reasons.clustering.length > 0) {
    clauses.push({
      bool: {
        filter: [aboveThreshold(RISK_FIELDS.clusteringScore)],
        should: reasons.clustering.map((feature) =>
          term(`${RISK_FIELDS.topClusterExplainability}.keyword`, feature),
        ),
        minimum_should_match: 1,
      },
    });
  }
  return clauses;
}

/** The `bool` every dashboard search starts from: dates, risk range, risky flag, realm, options. */
function dashboardFilter(filters: DashboardFilters): Body {
  const must: Body[] = [
    { range: { [RISK_FIELDS.timestamp]: { gte: filters.from, lte: filters.to } } },
    {
      range: {
        [RISK_FIELDS.riskScore]: { gte: filters.riskRange[0], lt: filters.riskRange[1] + 0.5 },
      },
    },
    term(RISK_FIELDS.realm, filters.realm),
  ];
  if (filters.isRiskyEvent !== null)
    must.push(term(RISK_FIELDS.isRiskyEvent, filters.isRiskyEvent));
  if (filters.scoreBands && filters.scoreBands.length > 0) {
    must.push(
      anyOf(
        filters.scoreBands.map(([gte, lt]) => ({
          range: { [RISK_FIELDS.riskScore]: { gte, lt } },
        })),
      ),
    );
  }
  if (filters.geo && filters.geo.zoom > MAP_MIN_ZOOM) {
    must.push({ range: { [RISK_FIELDS.lat]: { gte: filters.geo.south, lte: filters.geo.north } } });
    must.push({
      range: { [RISK_FIELDS.longitude]: { gte: filters.geo.west, lte: filters.geo.east } },
    });
  }
  for (const [field, values] of Object.entries(filters.attributes)) {
    if (values.length > 0) must.push(anyOf(values.map((value) => term(`${field}.keyword`, value))));
  }
  if (filters.userId) must.push(term(`${RISK_FIELDS.userId}.keyword`, filters.userId));
  if (filters.user) {
    must.push(
      anyOf([
        term(`${RISK_FIELDS.userId}.keyword`, filters.user),
        term(`${RISK_FIELDS.rawUserId}.keyword`, filters.user),
      ]),
    );
  }
  if (filters.ipAddress) must.push(term(RISK_FIELDS.ipAddress, filters.ipAddress));
  if (filters.result) must.push(term(`${RISK_FIELDS.responseStatus}.keyword`, filters.result));
  const reasons = reasonClauses(filters.reasons);
  if (reasons.length > 0) must.push(anyOf(reasons));
  return { bool: { must } };
}

/**
 * The nine facets (terms size 100 on `.keyword`): over risky events, or over what the dashboard's
 * filters select apart from the facets themselves, so that more values of one facet can be chosen.
 */
export function facetsQuery(filters?: DashboardFilters): Body {
  return {
    size: 0,
    query: filters
      ? dashboardFilter({ ...filters, attributes: {} })
      : term(RISK_FIELDS.isRiskyEvent, true),
    aggs: Object.fromEntries(
      FACET_FIELDS.map((field) => [
        field,
        { terms: { field: `${field}.keyword`, size: FACET_SIZE } },
      ]),
    ),
  };
}

/** One large facet's values, 50 at a time by key, optionally narrowed by what the user typed. */
export function facetSearchQuery(field: string, search?: string, filters?: DashboardFilters): Body {
  const keyword = `${field}.keyword`;
  const bool: Body = {
    must: [
      filters
        ? dashboardFilter({ ...filters, attributes: {} })
        : term(RISK_FIELDS.isRiskyEvent, true),
    ],
  };
  if (search) {
    const lower = search.toLowerCase();
    bool.should = [
      { wildcard: { [keyword]: `${search}*` } },
      { match: { [keyword]: search } },
      { wildcard: { [keyword]: `${lower}*` } },
      { match: { [keyword]: lower } },
    ];
    bool.minimum_should_match = 1;
  }
  return {
    size: 0,
    query: { bool },
    aggs: {
      [field]: { terms: { field: keyword, size: FACET_SEARCH_SIZE, order: { _key: 'asc' } } },
    },
  };
}

/**
 * The UEBA and clustering reasons present in risky events, for the reason filter: over every
 * risky event, or over what the filters select apart from the reasons themselves.
 */
export function reasonListsQuery(filters?: DashboardFilters): Body {
  return {
    size: 0,
    query: filters
      ? dashboardFilter({ ...filters, reasons: NO_REASONS })
      : term(RISK_FIELDS.isRiskyEvent, true),
    aggs: {
      ueba_reason: {
        terms: { field: RISK_FIELDS.uebaExplainableFeatures, size: REASON_LIST_SIZE },
      },
      clustering_reason: {
        terms: { field: `${RISK_FIELDS.topClusterExplainability}.keyword`, size: REASON_LIST_SIZE },
      },
    },
  };
}

/** Map markers: events per [lat, longitude] with their average risk, and how many events in all. */
export function mapQuery(filters: DashboardFilters): Body {
  return {
    size: 0,
    track_total_hits: true,
    query: dashboardFilter(filters),
    aggs: {
      lat_lon_locations: {
        multi_terms: {
          terms: [{ field: RISK_FIELDS.lat }, { field: RISK_FIELDS.longitude }],
          size: MAP_SIZE,
        },
        aggs: { avg_score: { avg: { field: RISK_FIELDS.riskScore } } },
      },
    },
  };
}

export type EventLogSort = 'risk' | 'eventTime' | 'user';

function eventLogSort(sort: EventLogSort): Body[] {
  const risk = { [RISK_FIELDS.riskScore]: { order: 'desc' } };
  const time = { [RISK_FIELDS.timestamp]: { order: 'desc' } };
  const user = { [`${RISK_FIELDS.userId}.keyword`]: { order: 'asc' } };
  if (sort === 'eventTime') return [time, risk, user];
  if (sort === 'user') return [user, time];
  return [risk, time, user];
}

/** One page of the event log; the next page passes the last hit's `sort` as `searchAfter`. */
export function eventLogQuery(
  filters: DashboardFilters,
  sort: EventLogSort = 'risk',
  searchAfter?: unknown[],
  size: number = EVENT_LOG_PAGE_SIZE,
): Body {
  return {
    sort: eventLogSort(sort),
    size,
    track_total_hits: true,
    query: dashboardFilter(filters),
    ...(searchAfter ? { search_after: searchAfter } : {}),
  };
}

/** The user's last five risky attempts before the one shown in the detail, the latest first. */
export function previousAttemptsQuery(event: {
  userId: string;
  eventId: string;
  timestamp: string;
}): Body {
  return {
    sort: eventLogSort('eventTime'),
    size: PREVIOUS_ATTEMPTS_SIZE,
    track_total_hits: true,
    query: {
      bool: {
        must: [
          term(`${RISK_FIELDS.userId}.keyword`, event.userId),
          term(RISK_FIELDS.isRiskyEvent, true),
          { range: { [RISK_FIELDS.timestamp]: { lte: event.timestamp } } },
        ],
        must_not: [term(RISK_FIELDS.eventId, event.eventId)],
      },
    },
  };
}

/** AccessResults: per day, the filtered events by response status (SUCCESSFUL against the others). */
export function accessResultsQuery(filters: DashboardFilters, timeZone: string): Body {
  return {
    size: 0,
    query: dashboardFilter(filters),
    aggs: {
      histogram: {
        date_histogram: {
          field: RISK_FIELDS.timestamp,
          calendar_interval: 'day',
          time_zone: timeZone,
        },
        aggs: { outcomes: { terms: { field: `${RISK_FIELDS.responseStatus}.keyword` } } },
      },
    },
  };
}

/** AccessAttempts: the average risk per day (or hour) of the filtered risky events. */
export function accessAttemptsQuery(
  filters: DashboardFilters,
  timeZone: string,
  interval: 'day' | 'hour' = 'day',
): Body {
  return {
    size: 0,
    query: { bool: { must: [dashboardFilter(filters), term(RISK_FIELDS.isRiskyEvent, true)] } },
    aggs: {
      histogram: {
        date_histogram: {
          field: RISK_FIELDS.timestamp,
          calendar_interval: interval,
          time_zone: timeZone,
        },
        aggs: { avg_value: { avg: { field: RISK_FIELDS.riskScore } } },
      },
    },
  };
}

/** Any one scored event of the realm, whatever the filters: none before a prediction has run. */
export function anyScoredEventQuery(realm: string): Body {
  return { size: 1, track_total_hits: false, query: term(RISK_FIELDS.realm, realm) };
}

/** The riskiest users: the ten users with the most filtered events, with their average risk. */
export function riskiestUsersQuery(filters: DashboardFilters): Body {
  return {
    size: 0,
    query: dashboardFilter(filters),
    aggs: {
      users: {
        multi_terms: {
          terms: [
            { field: `${RISK_FIELDS.userId}.keyword` },
            { field: `${RISK_FIELDS.rawUserId}.keyword` },
          ],
          size: RISKIEST_USERS_SIZE,
        },
        aggs: { avg_risk_score: { avg: { field: RISK_FIELDS.riskScore } } },
      },
    },
  };
}

/** One event by its id, within the realm. */
export function eventByIdQuery(eventId: string): Body {
  return { size: 1, track_total_hits: false, query: term(RISK_FIELDS.eventId, eventId) };
}

/** The user's located sign-in just before an event: what impossible travel compared it with. */
export function previousSignInQuery(event: { userId: string; timestamp: string }): Body {
  return {
    sort: [{ [RISK_FIELDS.timestamp]: { order: 'desc' } }],
    size: 1,
    track_total_hits: false,
    query: {
      bool: {
        must: [
          term(`${RISK_FIELDS.userId}.keyword`, event.userId),
          { range: { [RISK_FIELDS.timestamp]: { lt: event.timestamp } } },
          { exists: { field: RISK_FIELDS.lat } },
          { exists: { field: RISK_FIELDS.longitude } },
        ],
      },
    },
  };
}

/** The features the normal view compares, each as a donut of its most frequent values. */
export const NORMAL_VIEW_FIELDS = {
  city: `${PR}.features.geoData.city`,
  country: `${PR}.features.geoData.country`,
  os: `${PR}.features.browserData.os`,
  device: `${PR}.features.browserData.device`,
  userAgentType: `${PR}.features.browserData.userAgentType`,
  dayparting: `${PR}.features.dayparting`,
  weekday: RISK_FIELDS.weekday,
} as const;

/** Every search a dashboard load that matches events sends, by name. */
export function dashboardLoadQueries(
  filters: DashboardFilters,
  timeZone: string,
): Record<string, Body> {
  return {
    facets: facetsQuery(filters),
    reasonLists: reasonListsQuery(filters),
    map: mapQuery(filters),
    eventLog: eventLogQuery(filters),
    accessResults: accessResultsQuery(filters, timeZone),
    accessAttempts: accessAttemptsQuery(filters, timeZone),
    riskiestUsers: riskiestUsersQuery(filters),
  };
}
