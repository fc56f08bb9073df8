import { managedUserObject } from '../../domain/realms.js';
import { displayName } from '../../domain/user.js';
import type { Db } from '../store/db.js';

/** A realm user as the governance service shows one. */
export interface GovernancePerson {
  id: string;
  userName: string;
  displayName: string;
  mail: string | null;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function personOf(id: string, doc: Record<string, unknown>): GovernancePerson {
  const userName = text(doc.userName) ?? id;
  return {
    id,
    userName,
    displayName: displayName({ givenName: text(doc.givenName), sn: text(doc.sn), userName }),
    mail: text(doc.mail) ?? null,
  };
}

/** The realm's users with these ids, by id; ids of no user are left out. */
export async function peopleById(
  db: Db,
  realm: string,
  ids: readonly string[],
): Promise<Map<string, GovernancePerson>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('managed_objects')
    .select(['id', 'doc'])
    .where('type', '=', managedUserObject(realm))
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, personOf(row.id, row.doc)]));
}

function byDisplayName(a: GovernancePerson, b: GovernancePerson): number {
  return a.displayName.localeCompare(b.displayName) || a.id.localeCompare(b.id);
}

/** The realm's users with these ids, by display name; ids of no user are left out. */
export async function peopleByDisplayName(
  db: Db,
  realm: string,
  ids: readonly string[],
): Promise<GovernancePerson[]> {
  return [...(await peopleById(db, realm, ids)).values()].sort(byDisplayName);
}

/** Whether the realm has a user with this id. */
export async function personExists(db: Db, realm: string, id: string): Promise<boolean> {
  return (await peopleById(db, realm, [id])).has(id);
}

/** A person for every id asked: users no longer in the realm show as their id. */
export interface PeopleLookup {
  get(id: string): GovernancePerson;
  find(id: string | null): GovernancePerson | null;
}

/** Someone the realm no longer has, shown as their id. */
export function unknownPerson(id: string): GovernancePerson {
  return { id, userName: id, displayName: id, mail: null };
}

export async function lookupPeople(
  db: Db,
  realm: string,
  ids: Iterable<string | null>,
): Promise<PeopleLookup> {
  const wanted = [...ids].filter((id): id is string => id !== null);
  const people = await peopleById(db, realm, wanted);
  const get = (id: string) => people.get(id) ?? unknownPerson(id);
  return { get, find: (id) => (id === null ? null : get(id)) };
}
