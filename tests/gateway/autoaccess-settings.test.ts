import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RISK_SETTINGS,
  saveRiskSettingsArgsSchema,
  withRiskSettings,
} from '../../src/domain/autoaccess/risk-settings.js';
import { defaultRiskUserConfig } from '../../src/domain/autoaccess/risk-config.js';
import {
  loadRiskSettings,
  saveRiskSettings,
} from '../../src/gateway/models/autoaccess-settings.js';
import { createAutoAccessSettingsApi } from '../../src/gateway/upstream/autoaccess-settings-api.js';
import { createUpstreamHttp } from '../../src/gateway/upstream/http.js';
import { validateInput } from '../../src/gateway/validate-input.js';
import { useScriptedUpstream } from './support/scripted-upstream.js';

const upstream = useScriptedUpstream();
const { received, answers } = upstream;

const caller = () => Promise.resolve({ accessToken: 'token-1', realm: 'alpha' });
const api = () =>
  createAutoAccessSettingsApi(
    createUpstreamHttp({ service: 'autoaccess', baseUrl: upstream.url, timeoutMs: 5_000 }),
    caller,
  );

const MINE = { ...DEFAULT_RISK_SETTINGS, blockList: ['203.0.113.0/24'] };

function fieldErrors(input: unknown): unknown {
  try {
    validateInput(saveRiskSettingsArgsSchema, input);
  } catch (error) {
    return (error as { extensions?: { fieldErrors?: unknown } }).extensions?.fieldErrors;
  }
  throw new Error('No refusal');
}

describe('the auto-access settings', () => {
  it('read the settings with their revision, with the caller’s token and tenant', async () => {
    answers.push({ status: 200, body: { settings: MINE, _rev: '2' } });
    expect(await loadRiskSettings(api())).toEqual({ ...MINE, rev: '2' });
    expect(received[0]).toMatchObject({ method: 'GET', url: '/v2/settings' });
    expect(received[0]?.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'x-tenant-id': 'alpha',
    });
  });

  it('save at the revision read', async () => {
    answers.push({ status: 200, body: { settings: MINE, _rev: '3' } });
    expect(await saveRiskSettings(api(), { settings: MINE, rev: '2' })).toEqual({
      ...MINE,
      rev: '3',
    });
    expect(received[0]).toMatchObject({
      method: 'PUT',
      url: '/v2/settings',
      body: { settings: MINE, _rev: '2' },
    });
  });

  it('refuse an entry that is not an address or range, and levels upside down', () => {
    expect(
      fieldErrors({ settings: { ...MINE, allowList: ['192.0.2.1', '192.0.2'] }, rev: '1' }),
    ).toEqual([{ field: 'settings.allowList.1', message: 'riskSettings.validation.ipEntry' }]);
    expect(fieldErrors({ settings: { ...MINE, mediumLevel: 90 }, rev: '1' })).toEqual([
      { field: 'settings.highLevel', message: 'riskSettings.validation.levels' },
    ]);
  });

  it('add the lists to the YAML configuration’s, with the threshold and levels', () => {
    const yaml = defaultRiskUserConfig();
    const config = withRiskSettings(
      { ...yaml, ip_lists: { allow: [], block: ['198.51.100.0/24', '203.0.113.0/24'] } },
      { ...MINE, riskScoreThreshold: 65, mediumLevel: 40, highLevel: 70 },
    );
    expect(config.ip_lists.block).toEqual(['198.51.100.0/24', '203.0.113.0/24']);
    expect(config.risk_score_threshold).toBe(65);
    expect(config.risk_levels).toEqual({ medium: 40, high: 70 });
    expect(config.heuristics).toEqual(yaml.heuristics);
  });
});
