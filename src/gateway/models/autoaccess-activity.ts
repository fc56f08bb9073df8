import {
  toActivityFilters,
  type RiskActivityFiltersInput,
} from '../../domain/autoaccess/risk-activity-filters.js';
import type { EventLogSort } from '../../domain/autoaccess/risk-dashboard-queries.js';
import type { RiskEventPage, RiskEventsCsv } from '../generated/resolvers-types.js';
import type { AutoAccessJas } from '../upstream/autoaccess-jas.js';
import { loadEventPage } from './autoaccess-risk-dashboard.js';
import { day, exportEventsCsv } from './autoaccess-risk-events-csv.js';

interface ActivityQuery {
  filters: RiskActivityFiltersInput;
  sort: EventLogSort;
}

/** One page of the realm's scored sign-ins, risky or not. */
export function loadRiskActivity(
  jas: AutoAccessJas,
  realm: string,
  input: ActivityQuery & { after?: string | null },
): Promise<RiskEventPage> {
  return loadEventPage(jas, {
    filters: toActivityFilters(input.filters, realm),
    sort: input.sort,
    after: input.after,
  });
}

/** The activity the filters select, in the log's order, as CSV. */
export function exportRiskActivityCsv(
  jas: AutoAccessJas,
  realm: string,
  input: ActivityQuery,
): Promise<RiskEventsCsv> {
  return exportEventsCsv(jas, {
    filters: toActivityFilters(input.filters, realm),
    sort: input.sort,
    fileName: `risk-activity-${day(input.filters.from)}-${day(input.filters.to)}.csv`,
  });
}
