import {
  ENDPOINT_CSV_MAX_ROWS,
  type EndpointListQuery,
  type SetEndpointDeployedInput,
} from '../../domain/custom-endpoint-inputs.js';
import { toCsv } from '../../domain/csv.js';
import type { IdmEndpoints, StoredEndpoint } from '../upstream/idm-endpoints.js';

function routeFilter(search: string | null | undefined): string {
  const text = search?.trim();
  if (!text) return 'true';
  const quoted = JSON.stringify(text);
  return `name co ${quoted} or description co ${quoted}`;
}

const sortKeys = (query: EndpointListQuery) =>
  `${query.sortDescending ? '-' : ''}${query.sortKey ?? 'name'}`;

function routeView(endpoint: StoredEndpoint) {
  return {
    id: endpoint.name,
    rev: endpoint._rev,
    context: endpoint.context,
    behaviour: endpoint.behaviour,
    description: endpoint.description,
    deployed: endpoint.deployed,
  };
}

export async function listRoutes(
  endpoints: IdmEndpoints,
  input: EndpointListQuery & { pageSize: number; offset: number },
) {
  const page = await endpoints.query({
    filter: routeFilter(input.search),
    sortKeys: sortKeys(input),
    pageSize: input.pageSize,
    offset: input.offset,
  });
  return { total: Math.max(page.totalPagedResults, 0), rows: page.result.map(routeView) };
}

export async function routesCsv(endpoints: IdmEndpoints, input: EndpointListQuery) {
  const page = await endpoints.query({
    filter: routeFilter(input.search),
    sortKeys: sortKeys(input),
    pageSize: ENDPOINT_CSV_MAX_ROWS,
    offset: 0,
  });
  const rows = page.result.map((endpoint) => [
    endpoint.name,
    `/openidm/${endpoint.context}`,
    endpoint.behaviour,
    endpoint.deployed ? 'Deployed' : 'Undeployed',
    endpoint.description,
  ]);
  return {
    filename: 'routes.csv',
    csv: toCsv(['Name', 'Path', 'Behaviour', 'Status', 'Description'], rows),
    rowCount: rows.length,
  };
}

export async function setRouteDeployed(endpoints: IdmEndpoints, input: SetEndpointDeployedInput) {
  return routeView(await endpoints.setDeployed(input.name, input.rev, input.deployed));
}
