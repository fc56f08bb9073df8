import { sql, type Kysely } from 'kysely';

/**
 * `text_order`, the collation that queries sort text by: Unicode's root order (ICU), so that
 * "Émile" sorts beside "Eve" and "Łukasz" beside "Lea" rather than after "Zoe". A PostgreSQL
 * built without ICU gets a copy of "C" under that name instead, and sorts by code point.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$ begin
      create collation if not exists text_order (provider = icu, locale = 'und');
    exception when feature_not_supported or invalid_parameter_value then
      create collation if not exists text_order from "C";
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop collation if exists text_order`.execute(db);
}
