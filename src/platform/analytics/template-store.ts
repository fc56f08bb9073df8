import { sql } from 'kysely';
import {
  reportDefinitionSchema,
  type ReportDefinition,
} from '../../domain/reports/report-template.js';
import type { Db } from '../store/db.js';
import { SEEDED_TEMPLATES } from './seeded-templates.js';

export interface StoredTemplate {
  name: string;
  rev: number;
  definition: ReportDefinition;
}

function definitionOf(doc: unknown): ReportDefinition {
  return reportDefinitionSchema.parse(doc);
}

/**
 * Adds the seeded templates a realm lacks, and brings one never edited (still at its first
 * revision) to the current seeded definition; an edited one stays as it was edited.
 */
export async function seedTemplates(db: Db): Promise<void> {
  const realms = await db.selectFrom('realms').select('name').execute();
  const rows = realms.flatMap(({ name: realm }) =>
    SEEDED_TEMPLATES.map(({ name, ...definition }) => ({
      realm,
      name,
      definition: JSON.stringify(definition),
    })),
  );
  if (rows.length === 0) return;
  await db
    .insertInto('analytics_templates')
    .values(rows)
    .onConflict((conflict) =>
      conflict
        .columns(['realm', 'name'])
        .doUpdateSet({ definition: (eb) => eb.ref('excluded.definition') })
        .where('analytics_templates.rev', '=', 1)
        .where(sql<boolean>`analytics_templates.definition is distinct from excluded.definition`),
    )
    .execute();
}

export async function listTemplates(
  db: Db,
  realm: string,
  search: string,
): Promise<StoredTemplate[]> {
  let query = db
    .selectFrom('analytics_templates')
    .select(['name', 'rev', 'definition'])
    .where('realm', '=', realm);
  if (search !== '') {
    const needle = search.toLowerCase();
    query = query.where((eb) =>
      eb.or([
        eb(sql`strpos(lower(name), ${needle})`, '>', 0),
        eb(sql`strpos(lower(definition->>'description'), ${needle})`, '>', 0),
      ]),
    );
  }
  const rows = await query.orderBy('name').limit(200).execute();
  return rows.map((row) => ({
    name: row.name,
    rev: row.rev,
    definition: definitionOf(row.definition),
  }));
}

export async function readTemplate(
  db: Db,
  realm: string,
  name: string,
): Promise<StoredTemplate | undefined> {
  const row = await db
    .selectFrom('analytics_templates')
    .select(['name', 'rev', 'definition'])
    .where('realm', '=', realm)
    .where('name', '=', name)
    .executeTakeFirst();
  return row && { name: row.name, rev: row.rev, definition: definitionOf(row.definition) };
}

export async function createTemplate(
  db: Db,
  realm: string,
  name: string,
  definition: ReportDefinition,
): Promise<StoredTemplate | undefined> {
  const row = await db
    .insertInto('analytics_templates')
    .values({ realm, name, definition: JSON.stringify(definition) })
    .onConflict((conflict) => conflict.columns(['realm', 'name']).doNothing())
    .returning(['name', 'rev'])
    .executeTakeFirst();
  return row && { ...row, definition };
}

/** Replaces the definition when the stored revision is `rev`; undefined when it is not. */
export async function updateTemplate(
  db: Db,
  realm: string,
  name: string,
  rev: number,
  definition: ReportDefinition,
): Promise<StoredTemplate | undefined> {
  const row = await db
    .updateTable('analytics_templates')
    .set({ definition: JSON.stringify(definition), rev: sql`rev + 1`, updated_at: sql`now()` })
    .where('realm', '=', realm)
    .where('name', '=', name)
    .where('rev', '=', rev)
    .returning(['name', 'rev'])
    .executeTakeFirst();
  return row && { ...row, definition };
}
