import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import {
  normalizedRiskSettings,
  riskSettingsSchema,
} from '../../../domain/autoaccess/risk-settings.js';
import { badRequest, preconditionFailed } from '../../http/errors.js';
import type { Db } from '../../store/db.js';
import { RISK_SETTINGS_ACTIVITY_TYPE } from '../../../domain/admin-activity.js';
import { recordActivity } from '../../idm/admin-activity.js';
import { callerOf, realmOf } from '../caller.js';
import { readRiskConfig } from '../risk-config/risk-config-store.js';
import { readRiskSettings, writeRiskSettings } from './settings-store.js';

/** The platform's words for the shared rules' refusals, for callers other than the console. */
const REFUSALS: Record<string, string> = {
  'riskSettings.validation.ipEntry': 'is not an IPv4 or IPv6 address or CIDR range',
  'riskSettings.validation.levels': 'the high level must start above the medium level',
};

const saveBody = z.object({
  settings: riskSettingsSchema,
  _rev: z.string().check(z.maxLength(16)),
});

/** `GET` and `PUT /v2/settings`: the realm's auto-access settings, saved by revision. */
export function registerSettingsRoutes(app: FastifyInstance, db: Db): void {
  app.get('/v2/settings', async (request) => {
    const realm = realmOf(request);
    const { settings, rev } = await readRiskSettings(db, realm);
    if (rev !== '0') return { settings, _rev: rev };
    // Never saved: the threshold and levels the YAML configuration applies today.
    const config = await readRiskConfig(db, realm);
    return {
      settings: {
        ...settings,
        riskScoreThreshold: config.risk_score_threshold,
        mediumLevel: config.risk_levels.medium,
        highLevel: config.risk_levels.high,
      },
      _rev: rev,
    };
  });

  app.put('/v2/settings', async (request) => {
    const parsed = z.safeParse(saveBody, request.body);
    if (!parsed.success) {
      const problems = parsed.error.issues.map(
        (issue) => `${issue.path.join('.')}: ${REFUSALS[issue.message] ?? issue.message}`,
      );
      throw badRequest(`Invalid settings: ${problems.join('; ')}`);
    }
    const caller = callerOf(request);
    const realm = caller.realm;
    const settings = normalizedRiskSettings(parsed.data.settings);
    const before = await readRiskSettings(db, realm);
    const stored = await writeRiskSettings(db, realm, settings, parsed.data._rev);
    if (!stored) throw preconditionFailed('The settings were changed by someone else');
    await recordActivity(db, caller, {
      objectType: RISK_SETTINGS_ACTIVITY_TYPE,
      objectId: 'settings',
      operation: 'update',
      before: before.rev === '0' ? null : before.settings,
      after: stored.settings,
    });
    request.log.info(
      {
        realm,
        rev: stored.rev,
        allow: settings.allowList.length,
        block: settings.blockList.length,
      },
      'auto-access settings saved',
    );
    return { settings: stored.settings, _rev: stored.rev };
  });
}
