import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultRiskUserConfig,
  MAX_RISK_CONFIG_CHARS,
} from '../../../../src/domain/autoaccess/risk-config.js';
import { DEFAULT_RISK_SETTINGS } from '../../../../src/domain/autoaccess/risk-settings.js';
import { startAutoAccess, type AutoAccessFixture } from '../autoaccess-fixture.js';
import { API, ENGINE_TIMEOUT } from './pipeline-calls.js';

let fixture: AutoAccessFixture;
beforeAll(async () => {
  fixture = await startAutoAccess();
});
afterAll(async () => {
  await fixture.close();
});

const URL = `${API}/v2/riskConfig/userConfig`;
const read = (realm: string) => fixture.call(realm, 'GET', URL);
const save = (realm: string, config: string, rev: string) =>
  fixture.call(realm, 'PUT', URL, { config, _rev: rev });
const preview = (body: Record<string, unknown>) =>
  fixture.call('alpha', 'POST', `${API}/processEvaluation/v2/preview`, {
    bucket: 'autoaccess-training',
    filePath: 'events/auth-events.jsonl',
    processJSON: { 'active-user-config': '' },
    numOfEvents: 10,
    ...body,
  });

describe('the risk configuration', () => {
  it('starts as the defaults in YAML, a comment above each section, at revision 0', async () => {
    const response = await read('alpha');
    expect(response.statusCode).toBe(200);
    const { config, _rev } = response.json() as { config: string; _rev: string };
    expect(_rev).toBe('0');
    expect(parse(config)).toEqual(defaultRiskUserConfig());
    const lines = config.split('\n');
    for (const section of Object.keys(defaultRiskUserConfig())) {
      const at = lines.indexOf(lines.find((line) => line.startsWith(`${section}:`))!);
      expect(lines[at - 1]).toMatch(/^# \S/);
    }
  });

  it('saves at its revision, and refuses a stale revision without changing anything', async () => {
    const text = '# mine\nrisk_score_threshold: 60\n';
    const saved = await save('alpha', text, '0');
    expect(saved.json()).toEqual({ config: text, _rev: '1' });
    expect((await read('alpha')).json()).toEqual({ config: text, _rev: '1' });

    for (const stale of ['0', '7', 'abc']) {
      const refused = await save('alpha', 'risk_score_threshold: 70\n', stale);
      expect(refused.json()).toMatchObject({ code: 412, reason: 'Precondition Failed' });
    }
    expect((await read('alpha')).json()).toEqual({ config: text, _rev: '1' });
    const next = await save('alpha', 'risk_score_threshold: 70\n', '1');
    expect(next.json()).toMatchObject({ _rev: '2' });
  });

  it("keeps each realm's configuration to itself", async () => {
    expect((await read('root')).json()).toMatchObject({ _rev: '0' });
  });

  it('refuses text that is not YAML with its line and column', async () => {
    const response = await save('alpha', 'risk_score_threshold: 50\nheuristics:\n  - [a\n', '2');
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; detail: { line: number; column: number } };
    expect(body).toMatchObject({ code: 400, reason: 'Bad Request' });
    expect(body.message).toMatch(/^Invalid YAML at line \d+, column \d+: /);
    expect(body.message).toContain(`line ${body.detail.line}, column ${body.detail.column}`);
    expect(body.detail.line).toBeGreaterThanOrEqual(3);
    const duplicate = await save('alpha', 'ueba: {}\nueba: {}\n', '2');
    expect(duplicate.json()).toMatchObject({ detail: { line: 2, column: 1 } });
  });

  it('refuses values the schema does not allow, naming the key path', async () => {
    const low = await save('alpha', 'heuristics:\n  brute_force:\n    failures: 1\n', '2');
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toContain('heuristics.brute_force.failures');
    const unknown = await save('alpha', 'risk_levels:\n  extreme: 99\n', '2');
    expect(unknown.json().message).toContain('risk_levels');
    const tooLong = await save('alpha', `# ${'x'.repeat(MAX_RISK_CONFIG_CHARS)}\n`, '2');
    expect(tooLong.statusCode).toBe(400);
    expect((await read('alpha')).json()).toMatchObject({ _rev: '2' });
  });
});

describe('the evaluation preview', ENGINE_TIMEOUT, () => {
  it('scores the first events of a file with the configuration given', async () => {
    const response = await preview({ numOfEvents: 3 });
    expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
    const body = response.json() as { model: string; events: { eventId: string }[] };
    expect(body.model).toBe('heuristics-only');
    expect(body.events).toHaveLength(3);
  });

  it('applies the configuration given: a blocked address scores 100', async () => {
    const [first] = (
      (await preview({ numOfEvents: 1 })).json() as {
        events: { document: { predictionResult: { features: { ipAddress: string } } } }[];
      }
    ).events;
    const ip = first!.document.predictionResult.features.ipAddress;
    const blocked = await preview({
      numOfEvents: 1,
      processJSON: { 'active-user-config': `ip_lists:\n  block: ['${ip}']\n` },
    });
    expect(blocked.json()).toMatchObject({
      events: [{ risk_score: 100, is_risky_event: true, reasons: ['is_ip_blocked'] }],
    });
  });

  it("applies the realm's saved Settings over the text given, as the next Prediction does", async () => {
    const [first] = (
      (await preview({ numOfEvents: 1 })).json() as {
        events: {
          risk_score: number;
          document: { predictionResult: { features: { ipAddress: string } } };
        }[];
      }
    ).events;
    expect(first!.risk_score).toBeLessThan(100);
    const ip = first!.document.predictionResult.features.ipAddress;
    const settings = { ...DEFAULT_RISK_SETTINGS, blockList: [ip] };
    const saved = await fixture.call('alpha', 'PUT', `${API}/v2/settings`, { settings, _rev: '0' });
    expect(saved.statusCode).toBe(200);
    expect((await preview({ numOfEvents: 1 })).json()).toMatchObject({
      events: [{ risk_score: 100, is_risky_event: true, reasons: ['is_ip_blocked'] }],
    });
  });

  it('refuses invalid YAML, a count out of range and a file that is not there', async () => {
    const yaml = await preview({ processJSON: { 'active-user-config': 'a: [' } });
    expect(yaml.json()).toMatchObject({ code: 400, detail: { line: 1 } });
    expect((await preview({ numOfEvents: 11 })).statusCode).toBe(400);
    expect((await preview({ numOfEvents: 0 })).statusCode).toBe(400);
    expect((await preview({ filePath: 'events/none.jsonl' })).json()).toMatchObject({
      code: 404,
      message: 'file not found: events/none.jsonl',
    });
    expect((await preview({ bucket: 'no-bucket' })).statusCode).toBe(404);
  });
});
