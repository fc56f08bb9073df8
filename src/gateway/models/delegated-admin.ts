import {
  CSV_EXPORT_MAX_ROWS,
  DELEGATED_RESOURCE_TYPES,
  type ManagedListCsvInput,
  type ManagedListInput,
  type UpdateManagedObjectInput,
} from '../../domain/delegated-admin.js';
import { filterToString } from '../../domain/query-filter/filter-to-string.js';
import type { QueryFilterNode } from '../../domain/query-filter/query-filter-ast.js';
import { displayName } from '../../domain/user.js';
import { gatewayError } from '../errors.js';
import type {
  DelegatedAdminPrivilege,
  ManagedColumn,
  ManagedList,
  ManagedListCsv,
  ManagedObjectForm,
} from '../generated/resolvers-types.js';
import type { IdmPrivileges } from '../upstream/idm-privileges.js';
import { toCsv } from '../../domain/csv.js';
import { formFields, listColumns, valuesOf } from './delegated-admin-fields.js';

const CSV_PAGE_SIZE = 500;
const PRIVILEGE_PATH = /^([a-z]+)\/([a-z0-9_-]{1,64})$/;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** The caller's delegated-admin menu entries, for the resource types these screens handle. */
export async function loadDelegatedAdminPrivileges(
  client: IdmPrivileges,
): Promise<DelegatedAdminPrivilege[]> {
  const entries = await client.menuEntries();
  return entries.flatMap((entry) => {
    const [, resourceType, resourceName] = PRIVILEGE_PATH.exec(entry.privilegePath) ?? [];
    if (!resourceType || !resourceName) return [];
    if (!(DELEGATED_RESOURCE_TYPES as readonly string[]).includes(resourceType)) return [];
    return [
      {
        title: entry.title,
        privilegePath: entry.privilegePath,
        resourceType,
        resourceName,
        icon: entry['mat-icon'] ?? null,
      },
    ];
  });
}

/** Objects in which any column contains the search text. */
function searchFilter(columns: readonly ManagedColumn[], search: string | null | undefined) {
  const words = search?.trim();
  if (!words || columns.length === 0) return 'true';
  const node: QueryFilterNode = {
    kind: 'or',
    operands: columns.map(({ name }) => ({
      kind: 'comparison',
      op: 'co',
      path: [name],
      value: words,
    })),
  };
  return filterToString(node);
}

function sortKeys(
  columns: readonly ManagedColumn[],
  { sortKey, sortDescending }: Pick<ManagedListInput, 'sortKey' | 'sortDescending'>,
): string | undefined {
  const key = sortKey ?? columns[0]?.name;
  if (key === undefined) return undefined;
  if (!columns.some((column) => column.name === key)) {
    throw gatewayError('BAD_USER_INPUT', 'Unknown sort key', [
      { field: 'sortKey', message: 'validation.oneOf' },
    ]);
  }
  return `${sortDescending ? '-' : ''}${key}`;
}

async function listSetup(client: IdmPrivileges, resourceName: string) {
  const [schema, privilege] = await Promise.all([
    client.schema(resourceName),
    client.resourcePrivilege(resourceName),
  ]);
  if (!privilege.VIEW.allowed) throw gatewayError('FORBIDDEN', 'Forbidden');
  return { schema, privilege, columns: listColumns(schema, privilege) };
}

/** One page of the resource: its columns, the rows of the page and the total. */
export async function loadManagedList(
  client: IdmPrivileges,
  input: ManagedListInput,
): Promise<ManagedList> {
  const { schema, privilege, columns } = await listSetup(client, input.resourceName);
  const names = columns.map((column) => column.name);
  const page = await client.query(input.resourceName, {
    filter: searchFilter(columns, input.search),
    fields: names,
    sortKeys: sortKeys(columns, input),
    pageSize: input.pageSize,
    offset: input.offset,
  });
  const rows = page.result.map((object) => ({ id: object._id, values: valuesOf(object, names) }));
  return {
    title: schema.title ?? input.resourceName,
    columns,
    rows,
    total: page.totalPagedResults >= 0 ? page.totalPagedResults : input.offset + rows.length,
    canUpdate: privilege.UPDATE.allowed,
  };
}

/** Every row of the list's search and sort, as CSV with the column titles as header. */
export async function loadManagedListCsv(
  client: IdmPrivileges,
  input: ManagedListCsvInput,
): Promise<ManagedListCsv> {
  const { columns } = await listSetup(client, input.resourceName);
  const names = columns.map((column) => column.name);
  const query = {
    filter: searchFilter(columns, input.search),
    fields: names,
    sortKeys: sortKeys(columns, input),
    pageSize: CSV_PAGE_SIZE,
  };
  const rows: unknown[][] = [];
  for (let offset = 0; rows.length < CSV_EXPORT_MAX_ROWS; offset += CSV_PAGE_SIZE) {
    const page = await client.query(input.resourceName, { ...query, offset });
    for (const object of page.result) rows.push(names.map((name) => object[name]));
    if (page.result.length < CSV_PAGE_SIZE) break;
  }
  const kept = rows.slice(0, CSV_EXPORT_MAX_ROWS);
  return {
    filename: `${input.resourceName}.csv`,
    csv: toCsv(
      columns.map((column) => column.title),
      kept,
    ),
    rowCount: kept.length,
  };
}

/** A managed object with the fields the caller may read, each Read only or Read/Write. */
export async function loadManagedObjectForm(
  client: IdmPrivileges,
  { resourceType, resourceName, id }: { resourceType: string; resourceName: string; id: string },
): Promise<ManagedObjectForm> {
  const [schema, privilege, object] = await Promise.all([
    client.schema(resourceName),
    client.resourcePrivilege(resourceName, id),
    client.read(resourceName, id),
  ]);
  const fields = formFields(schema, privilege);
  return {
    id: object._id,
    rev: object._rev,
    resourceType,
    resourceName,
    title: schema.title ?? resourceName,
    displayName: displayName({
      givenName: text(object.givenName),
      sn: text(object.sn),
      userName: text(object.userName),
      userId: object._id,
    }),
    canUpdate: fields.some((field) => !field.readOnly),
    fields,
    values: valuesOf(
      object,
      fields.map((field) => field.name),
    ),
  };
}

/** Patches the object at its revision, then answers it as the form shows it. */
export async function updateManagedObject(
  client: IdmPrivileges,
  { resourceType, resourceName, id, rev, operations }: UpdateManagedObjectInput,
): Promise<ManagedObjectForm> {
  await client.patch(resourceName, id, rev, operations);
  return loadManagedObjectForm(client, { resourceType, resourceName, id });
}
