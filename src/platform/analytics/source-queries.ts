import { sql, type RawBuilder } from 'kysely';
import { managedUserObject } from '../../domain/realms.js';
import type { ReportDataSourceName } from '../../domain/reports/report-data-sources.js';
import { stagedSourceQuery } from './risk-index-sources.js';

const utcDay = (column: RawBuilder<unknown>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * Each data source as a query over the realm's own rows, selecting exactly the columns
 * `REPORT_DATA_SOURCES` names. Nothing from a template or a caller is written into these: the
 * realm is a bound value.
 */
export function sourceQuery(
  source: ReportDataSourceName,
  realm: string,
  runId: string,
): RawBuilder<unknown> {
  switch (source) {
    case 'riskySignIns':
    case 'userNormalView':
      return stagedSourceQuery(source, runId);
    case 'users':
      return sql`select doc->>'userName' as "userName", doc->>'givenName' as "givenName",
        doc->>'sn' as "sn", doc->>'mail' as "mail",
        coalesce(doc->>'accountStatus', 'active') as "accountStatus",
        created_at as "created", ${utcDay(sql`created_at`)} as "createdDay"
        from managed_objects where type = ${managedUserObject(realm)}`;
    case 'signInEvents':
      return sql`select result as "eventType", username as "userName", time as "time",
        ${utcDay(sql`time`)} as "day", ip_address as "ipAddress", browser as "browser",
        os as "os", country as "country", city as "city"
        from am_auth_events where realm = ${realm}`;
    case 'accessReviewItems':
      return sql`select c.name as "campaignName", c.status as "campaignStatus",
        c.start_date as "campaignStartDate", coalesce(i.decision, 'none') as "decision",
        i.account as "account", i.user_id as "userId"
        from iga_certification_items i
        join iga_campaigns c on c.realm = i.realm and c.id = i.campaign_id
        where i.realm = ${realm}`;
    case 'signInAttributes':
      return sql`select e.username as "userName", e.time as "time", a.category as "category",
        a.value as "value"
        from am_auth_events e cross join lateral (values ('browser', e.browser), ('os', e.os),
          ('country', e.country), ('city', e.city), ('ipAddress', e.ip_address))
          as a(category, value)
        where e.realm = ${realm} and a.value is not null`;
  }
}
