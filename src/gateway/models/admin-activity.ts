import { ACTIVITY_CSV_MAX_ROWS, type ActivityFilter } from '../../domain/admin-activity.js';
import { managedUserObject } from '../../domain/realms.js';
import type { ActivityEntry, IdmActivity } from '../upstream/idm-activity.js';
import { toCsv } from '../../domain/csv.js';

const json = (value: unknown) =>
  value === undefined || value === null ? null : JSON.stringify(value);

function entryView(entry: ActivityEntry) {
  return {
    id: entry._id,
    time: entry.time,
    userName: entry.userName,
    objectType: entry.objectType,
    objectId: entry.objectId,
    operation: entry.operation,
    before: json(entry.before),
    after: json(entry.after),
  };
}

function platformFilter(filter: ActivityFilter, realm: string) {
  return {
    from: filter.from ? new Date(filter.from).toISOString() : undefined,
    to: filter.to ? new Date(filter.to).toISOString() : undefined,
    userName: filter.userName?.trim() || undefined,
    objectType:
      filter.objectType === 'managed'
        ? `managed/${managedUserObject(realm)}`
        : (filter.objectType ?? undefined),
    sortKeys: filter.sortKey ? `${filter.sortDescending ? '-' : ''}${filter.sortKey}` : '-time',
  };
}

export async function listActivity(
  activity: IdmActivity,
  realm: string,
  input: ActivityFilter & { pageSize: number; offset: number },
) {
  const page = await activity.query({
    ...platformFilter(input, realm),
    pageSize: input.pageSize,
    offset: input.offset,
  });
  return { total: Math.max(page.totalPagedResults, 0), rows: page.result.map(entryView) };
}

/** Every entry the filter matches, as the screen lists them, in CSV. */
export async function activityCsv(activity: IdmActivity, realm: string, input: ActivityFilter) {
  const page = await activity.query({
    ...platformFilter(input, realm),
    pageSize: ACTIVITY_CSV_MAX_ROWS,
    offset: 0,
  });
  const rows = page.result
    .map(entryView)
    .map((entry) => [
      entry.time,
      entry.userName,
      entry.objectType,
      entry.objectId,
      entry.operation,
      entry.before ?? '',
      entry.after ?? '',
    ]);
  return {
    filename: 'activity.csv',
    csv: toCsv(['Time', 'User', 'Object type', 'Object', 'Operation', 'Before', 'After'], rows),
    rowCount: rows.length,
  };
}
