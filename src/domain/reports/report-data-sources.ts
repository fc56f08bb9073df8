/** How a column's values read: text, an instant, a UTC day or a number. */
export type ReportColumnType = 'text' | 'time' | 'day' | 'number';

interface ReportDataSource {
  columns: Record<string, ReportColumnType>;
  /** The column a run's timeframe bounds. */
  timeColumn: string;
  /**
   * When set, the source covers this many months ending at the run's end (or its start, when
   * sooner) whatever the timeframe: the platform bounds the rows itself.
   */
  windowMonths?: number;
}

/**
 * What a template may read: each data source names the only columns a query can select, filter,
 * group or sort on. The platform maps each to one expression over its own tables.
 */
export const REPORT_DATA_SOURCES = {
  users: {
    columns: {
      userName: 'text',
      givenName: 'text',
      sn: 'text',
      mail: 'text',
      accountStatus: 'text',
      created: 'time',
      createdDay: 'day',
    },
    timeColumn: 'created',
  },
  signInEvents: {
    columns: {
      eventType: 'text',
      userName: 'text',
      time: 'time',
      day: 'day',
      ipAddress: 'text',
      browser: 'text',
      os: 'text',
      country: 'text',
      city: 'text',
    },
    timeColumn: 'time',
  },
  accessReviewItems: {
    columns: {
      campaignName: 'text',
      campaignStatus: 'text',
      campaignStartDate: 'time',
      decision: 'text',
      account: 'text',
      userId: 'text',
    },
    timeColumn: 'campaignStartDate',
  },
  signInAttributes: {
    columns: { userName: 'text', time: 'time', category: 'text', value: 'text' },
    timeColumn: 'time',
  },
  /** The risky events of the risk index (the auto-access predictions' scored events). */
  riskySignIns: {
    columns: {
      time: 'time',
      day: 'day',
      userName: 'text',
      userId: 'text',
      ipAddress: 'text',
      country: 'text',
      city: 'text',
      riskScore: 'number',
      isRisky: 'text',
      reasons: 'text',
      transactionId: 'text',
      eventId: 'text',
    },
    timeColumn: 'time',
  },
  /**
   * A user's values (the `userName` parameter: the events' user id) of each sign-in category
   * (country, city, device, os, browser, dayparting, weekday; `events` / `all` for the totals)
   * beside the whole realm's, counted over the risk index's scored events of 6 months.
   */
  userNormalView: {
    columns: {
      userName: 'text',
      category: 'text',
      value: 'text',
      userCount: 'number',
      tenantCount: 'number',
      windowEnd: 'time',
    },
    timeColumn: 'windowEnd',
    windowMonths: 6,
  },
} as const satisfies Record<string, ReportDataSource>;

export type ReportDataSourceName = keyof typeof REPORT_DATA_SOURCES;
export const REPORT_DATA_SOURCE_NAMES = Object.keys(REPORT_DATA_SOURCES) as ReportDataSourceName[];

export function dataSourceColumns(source: string): Record<string, ReportColumnType> | undefined {
  return (REPORT_DATA_SOURCES as Record<string, ReportDataSource>)[source]?.columns;
}

/** Report parameters (spec: account status, campaign name, campaign status, event types). */
export const REPORT_PARAMETERS = {
  accountStatus: { column: 'accountStatus', values: ['active', 'inactive', 'blocked'] },
  campaignName: { column: 'campaignName', values: null },
  campaignStatus: { column: 'campaignStatus', values: ['in-progress', 'signed-off'] },
  eventTypes: { column: 'eventType', values: ['success', 'failure'] },
  userName: { column: 'userName', values: null },
} as const;

export type ReportParameterName = keyof typeof REPORT_PARAMETERS;
export const REPORT_PARAMETER_NAMES = Object.keys(REPORT_PARAMETERS) as ReportParameterName[];
