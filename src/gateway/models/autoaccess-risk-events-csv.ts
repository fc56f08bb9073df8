import {
  toDashboardFilters,
  type RiskFiltersInput,
} from '../../domain/autoaccess/risk-dashboard-filters.js';
import {
  eventLogQuery,
  type DashboardFilters,
  type EventLogSort,
} from '../../domain/autoaccess/risk-dashboard-queries.js';
import type { RiskEvent, RiskEventsCsv } from '../generated/resolvers-types.js';
import type { AutoAccessJas } from '../upstream/autoaccess-jas.js';
import { toCsv } from '../../domain/csv.js';
import { toRiskEventView } from './risk-event-view.js';

/** The export holds at most this many events, read this many at a time. */
const RISK_EVENTS_CSV_MAX = 10_000;
const CSV_PAGE_SIZE = 1_000;

const COLUMNS: readonly [string, (event: RiskEvent) => unknown][] = [
  ['eventId', (event) => event.eventId],
  ['transactionId', (event) => event.transactionId],
  ['eventTime', (event) => event.time],
  ['userId', (event) => event.userId],
  ['ipAddress', (event) => event.ipAddress],
  ['riskScore', (event) => event.riskScore],
  ['result', (event) => event.result],
  ['city', (event) => event.city],
  ['country', (event) => event.country],
  ['device', (event) => event.device],
  ['deviceType', (event) => event.deviceType],
  ['os', (event) => event.os],
  ['osVersion', (event) => event.osVersion],
  ['userAgent', (event) => event.userAgent ?? event.userAgentType],
  ['reasons', (event) => event.reasons.map((reason) => reason.key ?? reason.kind).join(' ')],
];

export const day = (instant: string) => instant.slice(0, 10);

/** Every event the filters select, in the log's order, as CSV. */
export async function exportRiskEventsCsv(
  jas: AutoAccessJas,
  realm: string,
  input: { filters: RiskFiltersInput; sort: EventLogSort },
): Promise<RiskEventsCsv> {
  return exportEventsCsv(jas, {
    filters: toDashboardFilters(input.filters, realm),
    sort: input.sort,
    fileName: `risk-events-${day(input.filters.from)}-${day(input.filters.to)}.csv`,
  });
}

/** Every event the search filters select, in the log's order, as CSV. */
export async function exportEventsCsv(
  jas: AutoAccessJas,
  input: { filters: DashboardFilters; sort: EventLogSort; fileName: string },
): Promise<RiskEventsCsv> {
  const { filters } = input;
  const events: RiskEvent[] = [];
  let after: unknown[] | undefined;
  let total = 0;
  while (events.length < RISK_EVENTS_CSV_MAX) {
    const size = Math.min(CSV_PAGE_SIZE, RISK_EVENTS_CSV_MAX - events.length);
    const answer = await jas.searchRiskEvents(eventLogQuery(filters, input.sort, after, size));
    total = answer.hits.total?.value ?? total;
    const { hits } = answer.hits;
    events.push(...hits.map((hit) => toRiskEventView(hit._source)));
    after = hits.at(-1)?.sort;
    if (hits.length < size || !after) break;
  }
  return {
    fileName: input.fileName,
    csv: toCsv(
      COLUMNS.map(([name]) => name),
      events.map((event) => COLUMNS.map(([, value]) => value(event))),
    ),
    rows: events.length,
    truncated: total > events.length,
  };
}
