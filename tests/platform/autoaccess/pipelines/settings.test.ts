import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RISK_SETTINGS } from '../../../../src/domain/autoaccess/risk-settings.js';
import { startAutoAccess, type AutoAccessFixture } from '../autoaccess-fixture.js';
import { API } from './pipeline-calls.js';

let fixture: AutoAccessFixture;
beforeAll(async () => {
  fixture = await startAutoAccess();
});
afterAll(async () => {
  await fixture.close();
});

const URL = `${API}/v2/settings`;
const read = (realm: string) => fixture.call(realm, 'GET', URL);
const save = (realm: string, settings: object, rev: string) =>
  fixture.call(realm, 'PUT', URL, { settings, _rev: rev });

const MINE = {
  ...DEFAULT_RISK_SETTINGS,
  allowList: ['192.0.2.10'],
  blockList: [' 203.0.113.0/24', '2001:db8::/32', '203.0.113.0/24 '],
  riskScoreThreshold: 60,
  mediumLevel: 40,
  highLevel: 75,
  retentionDays: 30,
};

describe('the auto-access settings', () => {
  it('start from the YAML configuration’s threshold and levels, at revision 0', async () => {
    await fixture.call('alpha', 'PUT', `${API}/v2/riskConfig/userConfig`, {
      config: 'risk_score_threshold: 55\nrisk_levels:\n  medium: 45\n  high: 85\n',
      _rev: '0',
    });
    expect((await read('alpha')).json()).toEqual({
      settings: {
        ...DEFAULT_RISK_SETTINGS,
        riskScoreThreshold: 55,
        mediumLevel: 45,
        highLevel: 85,
      },
      _rev: '0',
    });
  });

  it('save by revision, each list trimmed and without repeats, and refuse a stale one', async () => {
    const saved = await save('alpha', MINE, '0');
    const expected = { ...MINE, blockList: ['203.0.113.0/24', '2001:db8::/32'] };
    expect(saved.json()).toEqual({ settings: expected, _rev: '1' });
    expect((await read('alpha')).json()).toEqual({ settings: expected, _rev: '1' });
    for (const stale of ['0', '5', 'x']) {
      const refused = await save('alpha', { ...MINE, retentionDays: 7 }, stale);
      expect(refused.json()).toMatchObject({ code: 412, reason: 'Precondition Failed' });
    }
    expect((await read('alpha')).json()).toMatchObject({
      _rev: '1',
      settings: { retentionDays: 30 },
    });
    expect((await read('root')).json()).toMatchObject({ _rev: '0' });
  });

  it('record each saved change in the realm’s activity log, by whom, before and after', async () => {
    const entries = await fixture.platform.db
      .selectFrom('admin_activity')
      .selectAll()
      .where('object_type', '=', 'autoaccess/settings')
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      realm: 'alpha',
      user_name: 'realmadmin',
      operation: 'update',
      before: null,
      after: { ...MINE, blockList: ['203.0.113.0/24', '2001:db8::/32'] },
    });
  });

  it('refuse an entry that is not an address or range, and levels upside down, naming them', async () => {
    const invalid = await save('alpha', { ...MINE, blockList: ['10.0.0.0/8', '10.0.0.0/33'] }, '1');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(
      'Invalid settings: settings.blockList.1: is not an IPv4 or IPv6 address or CIDR range',
    );
    const levels = await save('alpha', { ...MINE, mediumLevel: 80, highLevel: 80 }, '1');
    expect(levels.json().message).toContain('settings.highLevel');
    const retention = await save('alpha', { ...MINE, retentionDays: 0 }, '1');
    expect(retention.statusCode).toBe(400);
    expect((await read('alpha')).json()).toMatchObject({ _rev: '1' });
  });
});
