import type { RiskSettings as SettingsInput } from '../../domain/autoaccess/risk-settings.js';
import type { RiskSettings } from '../generated/resolvers-types.js';
import type {
  AutoAccessSettingsApi,
  StoredRiskSettings,
} from '../upstream/autoaccess-settings-api.js';

function toRiskSettings({ settings, _rev }: StoredRiskSettings): RiskSettings {
  return {
    allowList: settings.allowList,
    blockList: settings.blockList,
    riskScoreThreshold: settings.riskScoreThreshold,
    mediumLevel: settings.mediumLevel,
    highLevel: settings.highLevel,
    retentionDays: settings.retentionDays,
    rev: _rev,
  };
}

export async function loadRiskSettings(api: AutoAccessSettingsApi): Promise<RiskSettings> {
  return toRiskSettings(await api.settings());
}

export async function saveRiskSettings(
  api: AutoAccessSettingsApi,
  input: { settings: SettingsInput; rev: string },
): Promise<RiskSettings> {
  return toRiskSettings(await api.saveSettings(input.settings, input.rev));
}
