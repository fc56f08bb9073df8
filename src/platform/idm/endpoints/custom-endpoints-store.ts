import { sql } from 'kysely';
import type { Db } from '../../store/db.js';

export interface CustomEndpointRow {
  realm: string;
  name: string;
  rev: number;
  behaviour: string;
  description: string;
  deployed: boolean;
}

const COLUMNS = ['realm', 'name', 'rev', 'behaviour', 'description', 'deployed'] as const;

export function findEndpoint(
  db: Db,
  realm: string,
  name: string,
): Promise<CustomEndpointRow | undefined> {
  return db
    .selectFrom('custom_endpoints')
    .select(COLUMNS)
    .where('realm', '=', realm)
    .where('name', '=', name)
    .executeTakeFirst();
}

export function listEndpoints(db: Db, realm: string): Promise<CustomEndpointRow[]> {
  return db
    .selectFrom('custom_endpoints')
    .select(COLUMNS)
    .where('realm', '=', realm)
    .orderBy('name')
    .execute();
}

/** Deploys or undeploys the endpoint while its revision is still `expectedRev`; undefined otherwise. */
export function setEndpointDeployed(
  db: Db,
  realm: string,
  name: string,
  expectedRev: number,
  deployed: boolean,
): Promise<CustomEndpointRow | undefined> {
  return db
    .updateTable('custom_endpoints')
    .set((eb) => ({ deployed, rev: eb('rev', '+', 1), updated_at: sql<Date>`now()` }))
    .where('realm', '=', realm)
    .where('name', '=', name)
    .where('rev', '=', expectedRev)
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** The endpoint as `config/endpoint/{name}` serves it. */
export function endpointResource(row: CustomEndpointRow) {
  return {
    _id: `endpoint/${row.name}`,
    _rev: String(row.rev),
    name: row.name,
    context: `endpoint/${row.name}`,
    behaviour: row.behaviour,
    description: row.description,
    deployed: row.deployed,
  };
}
