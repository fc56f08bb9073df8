import { sql } from 'kysely';
import type { RiskUserConfig } from '../../../domain/autoaccess/risk-config.js';
import {
  DEFAULT_RISK_SETTINGS,
  riskSettingsSchema,
  withRiskSettings,
  type RiskSettings,
} from '../../../domain/autoaccess/risk-settings.js';
import type { Db } from '../../store/db.js';

export interface StoredRiskSettings {
  settings: RiskSettings;
  /** "0" for a realm that never saved. */
  rev: string;
}

export async function readRiskSettings(db: Db, realm: string): Promise<StoredRiskSettings> {
  const row = await db
    .selectFrom('autoaccess_settings')
    .select(['settings', 'rev'])
    .where('realm', '=', realm)
    .executeTakeFirst();
  if (!row) return { settings: DEFAULT_RISK_SETTINGS, rev: '0' };
  // A row written before a setting existed takes that setting's default.
  const settings = riskSettingsSchema.parse({ ...DEFAULT_RISK_SETTINGS, ...row.settings });
  return { settings, rev: String(row.rev) };
}

/**
 * The configuration a Prediction applies, and the evaluation preview with it: the YAML's, with the
 * Settings over it once the realm has saved them.
 */
export function appliedRiskConfig(
  config: RiskUserConfig,
  stored: StoredRiskSettings,
): RiskUserConfig {
  return stored.rev === '0' ? config : withRiskSettings(config, stored.settings);
}

/** Stores the settings at the revision they were read at; undefined when that one is stale. */
export async function writeRiskSettings(
  db: Db,
  realm: string,
  settings: RiskSettings,
  expectedRev: string,
): Promise<StoredRiskSettings | undefined> {
  if (!/^\d{1,9}$/.test(expectedRev)) return undefined;
  const expected = Number(expectedRev);
  const json = JSON.stringify(settings);
  const row =
    expected === 0
      ? await db
          .insertInto('autoaccess_settings')
          .values({ realm, settings: json, rev: 1 })
          .onConflict((conflict) => conflict.column('realm').doNothing())
          .returning(['rev'])
          .executeTakeFirst()
      : await db
          .updateTable('autoaccess_settings')
          .set({ settings: json, rev: sql<number>`rev + 1`, updated_at: new Date() })
          .where('realm', '=', realm)
          .where('rev', '=', expected)
          .returning(['rev'])
          .executeTakeFirst();
  return row ? { settings, rev: String(row.rev) } : undefined;
}
