import { sql } from 'kysely';
import { ROOT_REALM } from '../../domain/realms.js';
import type { Db } from '../store/db.js';

/** Managed application object name for a realm: `application` on root, `<realm>_application` elsewhere. */
export function managedApplicationObject(realm: string): string {
  return realm === ROOT_REALM ? 'application' : `${realm}_application`;
}

/** The realm whose users a managed user object holds: `user` is root's, `alpha_user` alpha's. */
export function realmOfUserObject(object: string): string | undefined {
  if (object === 'user') return ROOT_REALM;
  return /^([a-z0-9][a-z0-9-]*)_user$/i.exec(object)?.[1];
}

export interface ApplicationRow {
  id: string;
  doc: Record<string, unknown>;
}

/** The applications whose `members` include `memberRef` (e.g. `managed/alpha_user/<id>`), by name. */
export async function listMemberApplications(
  db: Db,
  realm: string,
  memberRef: string,
): Promise<ApplicationRow[]> {
  return db
    .selectFrom('managed_objects')
    .select(['id', 'doc'])
    .where('type', '=', managedApplicationObject(realm))
    .where(sql<boolean>`doc->'members' @> ${JSON.stringify([{ _ref: memberRef }])}::jsonb`)
    .orderBy(sql`lower(doc->>'name')`)
    .orderBy('id')
    .execute();
}

/** An application as the user sees it, without its member list. */
export function applicationView(realm: string, row: ApplicationRow) {
  const text = (field: string) => (typeof row.doc[field] === 'string' ? row.doc[field] : null);
  return {
    _id: row.id,
    _ref: `managed/${managedApplicationObject(realm)}/${row.id}`,
    name: text('name') ?? row.id,
    description: text('description'),
    icon: text('icon'),
    url: text('url'),
  };
}
