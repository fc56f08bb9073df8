import type { Db } from '../store/db.js';
import { peopleById, type GovernancePerson } from './people.js';

/** A person for every id asked: users no longer in the realm show as their id. */
export interface PeopleLookup {
  get(id: string): GovernancePerson;
  find(id: string | null): GovernancePerson | null;
}

function unknownPerson(id: string): GovernancePerson {
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
