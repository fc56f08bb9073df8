import { sql } from 'kysely';
import { NORMAL_VIEW_FIELDS } from '../../domain/autoaccess/risk-dashboard-queries.js';
import { riskEventSchema, type RiskEvent } from '../../domain/autoaccess/risk-event.js';
import { riskEventReasons, type RiskReason } from '../../domain/autoaccess/risk-event-reasons.js';
import type { ReportDataSourceName } from '../../domain/reports/report-data-sources.js';
import type { TimeRange } from '../../domain/reports/report-timeframe.js';
import { reportWindow } from '../../domain/reports/report-window.js';
import type { Db } from '../store/db.js';

/** What the analytics service asks of the risk index: its Elasticsearch search. */
export interface RiskIndexSearch {
  search(
    realm: string,
    body: unknown,
  ): Promise<{
    hits: { total?: { value: number }; hits: { _source: unknown; sort?: unknown[] }[] };
    aggregations?: Record<string, unknown>;
  }>;
}

const PR = 'predictionResult';
const TIMESTAMP = `${PR}.features.timestamp`;
const PAGE_SIZE = 5_000;
/** Values per category counted by the index, so that each of the user's values has its tenant count. */
const COUNTED_VALUES = 10_000;
/** The tenant's most frequent values of each category kept beside the user's own. */
const TENANT_TOP_VALUES = 50;

type Row = Record<string, unknown>;

/** Sources a run stages from the risk index before its query reads them. */
export function isRiskIndexSource(source: string): source is 'riskySignIns' | 'userNormalView' {
  return source === 'riskySignIns' || source === 'userNormalView';
}

async function stage(db: Db, runId: string, first: number, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('analytics_source_rows')
    .values(
      rows.map((row, index) => ({ run_id: runId, seq: first + index, row: JSON.stringify(row) })),
    )
    .execute();
}

export async function clearStagedRows(db: Db, runId?: string): Promise<void> {
  let query = db.deleteFrom('analytics_source_rows');
  if (runId !== undefined) query = query.where('run_id', '=', runId);
  await query.execute();
}

function reasonText(reason: RiskReason): string {
  switch (reason.kind) {
    case 'heuristic':
      return reason.key;
    case 'ueba':
    case 'clustering':
      return `unusual_${reason.feature}`;
    case 'none':
      return 'no_explainable';
  }
}

function riskySignInRow(event: RiskEvent): Row {
  const { features, risk_score_data: risk, raw_event_data: raw } = event.predictionResult;
  return {
    time: features.timestamp,
    userName: features.rawUserId ?? features.userId,
    userId: features.userId,
    ipAddress: features.ipAddress ?? null,
    country: features.geoData?.country ?? null,
    city: features.geoData?.city ?? null,
    riskScore: Math.round(risk.risk_score),
    isRisky: risk.is_risky_event,
    reasons: [...new Set(riskEventReasons(event).map(reasonText))].join(', '),
    transactionId: raw.transactionId ?? null,
    eventId: features.eventId,
  };
}

/** The realm's risky events within the range, read in pages by `search_after` and staged. */
async function stageRiskySignIns(
  index: RiskIndexSearch,
  db: Db,
  { runId, realm, range }: { runId: string; realm: string; range: TimeRange },
): Promise<void> {
  const query = {
    bool: {
      filter: [
        { term: { [`${PR}.risk_score_data.is_risky_event`]: true } },
        { range: { [TIMESTAMP]: { gte: range.start.toISOString(), lt: range.end.toISOString() } } },
      ],
    },
  };
  let after: unknown[] | undefined;
  let staged = 0;
  for (;;) {
    const page = await index.search(realm, {
      size: PAGE_SIZE,
      track_total_hits: false,
      query,
      sort: [{ [TIMESTAMP]: 'asc' }, { [`${PR}.features.eventId`]: 'asc' }],
      ...(after ? { search_after: after } : {}),
    });
    const hits = page.hits.hits;
    await stage(
      db,
      runId,
      staged + 1,
      hits.map((hit) => riskySignInRow(riskEventSchema.parse(hit._source))),
    );
    staged += hits.length;
    if (hits.length < PAGE_SIZE) return;
    after = hits[hits.length - 1]?.sort;
  }
}

function normalViewSearch(window: TimeRange, userName?: string) {
  const filter: unknown[] = [
    { range: { [TIMESTAMP]: { gte: window.start.toISOString(), lt: window.end.toISOString() } } },
  ];
  if (userName !== undefined)
    filter.push({ term: { [`${PR}.features.userId.keyword`]: userName } });
  return {
    size: 0,
    track_total_hits: true,
    query: { bool: { filter } },
    aggs: Object.fromEntries(
      Object.entries(NORMAL_VIEW_FIELDS).map(([category, field]) => [
        category,
        { terms: { field: `${field}.keyword`, size: COUNTED_VALUES } },
      ]),
    ),
  };
}

type Counts = Map<string, Map<string, number>>;

function countsOf(answer: Awaited<ReturnType<RiskIndexSearch['search']>>): Counts {
  const counts: Counts = new Map([['events', new Map([['all', answer.hits.total?.value ?? 0]])]]);
  for (const category of Object.keys(NORMAL_VIEW_FIELDS)) {
    const buckets =
      (answer.aggregations?.[category] as { buckets?: { key: unknown; doc_count: number }[] })
        ?.buckets ?? [];
    counts.set(
      category,
      new Map(buckets.map((bucket) => [String(bucket.key), Number(bucket.doc_count)])),
    );
  }
  return counts;
}

/**
 * `{category, value, userCount, tenantCount}` for one user against the realm over the window:
 * every value the user has, and the realm's 50 most frequent ones; nothing for a user without
 * events.
 */
async function stageUserNormalView(
  index: RiskIndexSearch,
  db: Db,
  input: { runId: string; realm: string; userName: string; window: TimeRange },
): Promise<void> {
  const [user, tenant] = await Promise.all([
    index.search(input.realm, normalViewSearch(input.window, input.userName)),
    index.search(input.realm, normalViewSearch(input.window)),
  ]);
  if ((user.hits.total?.value ?? 0) === 0) return;
  const userCounts = countsOf(user);
  const tenantCounts = countsOf(tenant);
  const rows: Row[] = [];
  for (const [category, tenantValues] of tenantCounts) {
    const userValues = userCounts.get(category) ?? new Map<string, number>();
    const tenantTop = [...tenantValues.keys()].slice(0, TENANT_TOP_VALUES);
    for (const value of new Set([...userValues.keys(), ...tenantTop])) {
      rows.push({
        userName: input.userName,
        category,
        value,
        userCount: userValues.get(value) ?? 0,
        tenantCount: tenantValues.get(value) ?? 0,
        windowEnd: input.window.end.toISOString(),
      });
    }
  }
  await stage(db, input.runId, 1, rows);
}

interface StageInput {
  source: ReportDataSourceName;
  runId: string;
  realm: string;
  range: TimeRange;
  startedAt: Date;
  userName: string | undefined;
  windowMonths: number | undefined;
}

/** Stages the rows a risk-index source reads; the run's query then reads them by run id. */
export async function stageRiskIndexRows(
  index: RiskIndexSearch,
  db: Db,
  input: StageInput,
): Promise<void> {
  if (input.source === 'riskySignIns') {
    await stageRiskySignIns(index, db, input);
  } else if (input.source === 'userNormalView' && input.userName !== undefined) {
    await stageUserNormalView(index, db, {
      ...input,
      userName: input.userName,
      window: reportWindow(input.range, input.startedAt, input.windowMonths ?? 6),
    });
  }
}

/** The staged rows of a run as the source's columns. */
export function stagedSourceQuery(source: 'riskySignIns' | 'userNormalView', runId: string) {
  const rows = sql`from analytics_source_rows where run_id = ${runId}`;
  if (source === 'riskySignIns') {
    return sql`select (row->>'time')::timestamptz as "time",
      to_char((row->>'time')::timestamptz at time zone 'UTC', 'YYYY-MM-DD') as "day",
      row->>'userName' as "userName", row->>'userId' as "userId", row->>'ipAddress' as "ipAddress",
      row->>'country' as "country", row->>'city' as "city",
      (row->>'riskScore')::double precision as "riskScore", row->>'isRisky' as "isRisky",
      row->>'reasons' as "reasons", row->>'transactionId' as "transactionId",
      row->>'eventId' as "eventId" ${rows}`;
  }
  return sql`select row->>'userName' as "userName", row->>'category' as "category",
    row->>'value' as "value", (row->>'userCount')::integer as "userCount",
    (row->>'tenantCount')::integer as "tenantCount",
    (row->>'windowEnd')::timestamptz as "windowEnd" ${rows}`;
}
