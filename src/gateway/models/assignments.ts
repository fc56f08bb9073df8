import {
  managedAssignmentObject,
  type SaveAssignmentInput,
} from '../../domain/assignments/assignment-inputs.js';
import { EVENT_SCRIPT_TYPE } from '../../domain/assignments/event-script.js';
import { toCsv } from '../../domain/csv.js';
import { UpstreamError } from '../upstream/errors.js';
import type {
  AssignmentDocument,
  IdmAssignments,
  StoredAssignment,
} from '../upstream/idm-assignments.js';

interface AssignmentListQuery {
  search?: string | null | undefined;
  sortKey?: 'name' | 'description' | 'mapping' | null | undefined;
  sortDescending?: boolean | null | undefined;
}

const CSV_MAX_ROWS = 10_000;

function assignmentFilter(search: string | null | undefined): string {
  const text = search?.trim();
  if (!text) return 'true';
  const quoted = JSON.stringify(text);
  return `name co ${quoted} or description co ${quoted}`;
}

const sortKeys = (query: AssignmentListQuery) =>
  `${query.sortDescending ? '-' : ''}${query.sortKey ?? 'name'}`;

function assignmentView(assignment: StoredAssignment) {
  return {
    id: assignment._id,
    rev: assignment._rev,
    name: assignment.name,
    description: assignment.description ?? null,
    mapping: assignment.mapping,
    attributes: assignment.attributes.map((attribute) => ({
      name: attribute.name,
      value: JSON.stringify(attribute.value) ?? 'null',
      assignmentOperation: attribute.assignmentOperation,
      unassignmentOperation: attribute.unassignmentOperation,
    })),
    onAssignment: assignment.onAssignment?.source ?? null,
    onUnassignment: assignment.onUnassignment?.source ?? null,
  };
}

export async function listAssignments(
  client: IdmAssignments,
  realm: string,
  input: AssignmentListQuery & { pageSize: number; offset: number },
) {
  const page = await client.query(managedAssignmentObject(realm), {
    filter: assignmentFilter(input.search),
    sortKeys: sortKeys(input),
    pageSize: input.pageSize,
    offset: input.offset,
  });
  return { total: Math.max(page.totalPagedResults, 0), rows: page.result.map(assignmentView) };
}

export async function assignmentsCsv(
  client: IdmAssignments,
  realm: string,
  input: AssignmentListQuery,
) {
  const page = await client.query(managedAssignmentObject(realm), {
    filter: assignmentFilter(input.search),
    sortKeys: sortKeys(input),
    pageSize: CSV_MAX_ROWS,
    offset: 0,
  });
  const rows = page.result.map((assignment) => [
    assignment.name,
    assignment.description ?? '',
    assignment.mapping,
    assignment.attributes.length,
  ]);
  return {
    filename: 'assignments.csv',
    csv: toCsv(['Name', 'Description', 'Mapping', 'Attributes'], rows),
    rowCount: rows.length,
  };
}

export async function loadAssignment(client: IdmAssignments, realm: string, id: string) {
  return assignmentView(await client.read(managedAssignmentObject(realm), id));
}

const script = (source: string | null | undefined) =>
  source?.trim() ? { type: EVENT_SCRIPT_TYPE, source } : undefined;

function documentOf(input: SaveAssignmentInput): AssignmentDocument {
  const onAssignment = script(input.onAssignment);
  const onUnassignment = script(input.onUnassignment);
  return {
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    mapping: input.mapping,
    attributes: input.attributes,
    ...(onAssignment && { onAssignment }),
    ...(onUnassignment && { onUnassignment }),
  };
}

export async function saveAssignment(
  client: IdmAssignments,
  realm: string,
  input: SaveAssignmentInput,
) {
  const object = managedAssignmentObject(realm);
  const doc = documentOf(input);
  const saved = input.id
    ? await client.replace(object, input.id, input.rev ?? '', doc)
    : await client.create(object, doc);
  return assignmentView(saved);
}

export async function deleteAssignment(client: IdmAssignments, realm: string, id: string) {
  await client.remove(managedAssignmentObject(realm), id);
  return true;
}

/** A system resource's attributes by name; none when its schema cannot be read. */
async function targetAttributes(client: IdmAssignments, target: string) {
  try {
    const schema = await client.systemSchema(target);
    return Object.entries(schema.properties)
      .map(([name, property]) => ({
        name,
        type: Array.isArray(property.type) ? property.type.join(' | ') : (property.type ?? null),
      }))
      .sort((left, right) => left.name.localeCompare(right.name, 'en'));
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return undefined;
    throw error;
  }
}

/** The realm's mappings whose target is a system resource with a schema. */
export async function assignmentMappings(client: IdmAssignments) {
  const mappings = (await client.mappings()).filter((mapping) =>
    mapping.target.startsWith('system/'),
  );
  const withAttributes = await Promise.all(
    mappings.map(async (mapping) => ({
      name: mapping.name,
      target: mapping.target,
      attributes: await targetAttributes(client, mapping.target),
    })),
  );
  return withAttributes.flatMap((mapping) =>
    mapping.attributes ? [{ ...mapping, attributes: mapping.attributes }] : [],
  );
}

export async function roleAssignments(client: IdmAssignments, roleId: string) {
  return (await client.ofRole(roleId)).map(assignmentView);
}

export async function linkRoleAssignment(
  client: IdmAssignments,
  realm: string,
  input: { roleId: string; assignmentId: string },
  linked: boolean,
) {
  const object = managedAssignmentObject(realm);
  if (linked) await client.link(input.roleId, object, input.assignmentId);
  else await client.unlink(input.roleId, object, input.assignmentId);
  return true;
}
