import {
  defaultRiskUserConfig,
  type RiskUserConfig,
} from '../../../domain/autoaccess/risk-config.js';
import { sql } from 'kysely';
import type { Db } from '../../store/db.js';
import { defaultRiskConfigYaml, parseRiskConfigYaml } from './risk-config-yaml.js';

export interface StoredRiskConfig {
  yaml: string;
  /** "0" for a realm that never saved. */
  rev: string;
}

export async function readRiskConfigText(db: Db, realm: string): Promise<StoredRiskConfig> {
  const row = await db
    .selectFrom('autoaccess_risk_configs')
    .select(['yaml', 'rev'])
    .where('realm', '=', realm)
    .executeTakeFirst();
  return row
    ? { yaml: row.yaml, rev: String(row.rev) }
    : { yaml: defaultRiskConfigYaml(), rev: '0' };
}

/** The realm's configuration as runs and the preview apply it. */
export async function readRiskConfig(db: Db, realm: string): Promise<RiskUserConfig> {
  const { yaml, rev } = await readRiskConfigText(db, realm);
  return rev === '0' ? defaultRiskUserConfig() : parseRiskConfigYaml(yaml);
}

/** Stores the text at the revision it was read at; undefined when that revision is stale. */
export async function writeRiskConfigText(
  db: Db,
  realm: string,
  yaml: string,
  expectedRev: string,
): Promise<StoredRiskConfig | undefined> {
  if (!/^\d{1,9}$/.test(expectedRev)) return undefined;
  const expected = Number(expectedRev);
  const row =
    expected === 0
      ? await db
          .insertInto('autoaccess_risk_configs')
          .values({ realm, yaml, rev: 1 })
          .onConflict((conflict) => conflict.column('realm').doNothing())
          .returning(['yaml', 'rev'])
          .executeTakeFirst()
      : await db
          .updateTable('autoaccess_risk_configs')
          .set({ yaml, rev: sql<number>`rev + 1` })
          .where('realm', '=', realm)
          .where('rev', '=', expected)
          .returning(['yaml', 'rev'])
          .executeTakeFirst();
  return row ? { yaml: row.yaml, rev: String(row.rev) } : undefined;
}
