import { describe, expect, it } from 'vitest';
import { checkRiskConfigYaml } from '../../../src/domain/autoaccess/risk-config-yaml.js';
import {
  defaultRiskUserConfig,
  MAX_RISK_CONFIG_CHARS,
} from '../../../src/domain/autoaccess/risk-config.js';

describe('checkRiskConfigYaml', () => {
  it('reads an empty text as the defaults and fills keys left out', () => {
    expect(checkRiskConfigYaml('')).toEqual({ ok: true, config: defaultRiskUserConfig() });
    const check = checkRiskConfigYaml('# tuned\nrisk_score_threshold: 60\n');
    expect(check.ok && check.config.risk_score_threshold).toBe(60);
    expect(check.ok && check.config.heuristics.brute_force.failures).toBe(5);
  });

  it('gives the line and column of a syntax error, 1-based', () => {
    expect(checkRiskConfigYaml('risk_levels:\n  high: : 3\n')).toMatchObject({
      ok: false,
      problems: [{ kind: 'syntax', line: 2, column: 9 }],
    });
    expect(checkRiskConfigYaml('a: 1\na: 2\n')).toMatchObject({
      ok: false,
      problems: [{ kind: 'syntax', line: 2, column: 1, detail: 'Map keys must be unique' }],
    });
  });

  it('names the key path, the rule and the place of a schema error', () => {
    expect(checkRiskConfigYaml('risk_levels:\n  high: 101\n')).toEqual({
      ok: false,
      problems: [
        {
          kind: 'schema',
          path: 'risk_levels.high',
          rule: 'max',
          values: { max: 100 },
          from: 21,
          to: 24,
          line: 2,
          column: 9,
        },
      ],
    });
    expect(checkRiskConfigYaml('ip_lists:\n  allow: ["1"]\n')).toMatchObject({
      problems: [{ path: 'ip_lists.allow.0', rule: 'minLength', values: { min: 2 }, line: 2 }],
    });
    expect(checkRiskConfigYaml('- 1\n')).toMatchObject({
      problems: [{ path: '', rule: 'type', values: { expected: 'object' }, line: 1, column: 1 }],
    });
  });

  it('points an unknown key at the key itself', () => {
    expect(checkRiskConfigYaml('ueba:\n  min_user_events: 20\n  extra: 1\n')).toMatchObject({
      problems: [
        { path: 'ueba.extra', rule: 'unknownKey', values: { key: 'extra' }, line: 3, column: 3 },
      ],
    });
  });

  it('refuses a text over the bound without parsing it', () => {
    expect(checkRiskConfigYaml('#'.repeat(MAX_RISK_CONFIG_CHARS + 1))).toEqual({
      ok: false,
      problems: [{ kind: 'tooLong', max: MAX_RISK_CONFIG_CHARS }],
    });
  });

  it('says a document is nested too deeply instead of naming the exhausted stack', () => {
    const deep = `a: ${'['.repeat(5000)}${']'.repeat(5000)}`;
    const check = checkRiskConfigYaml(deep);
    expect(check.ok).toBe(false);
    const details = check.ok
      ? []
      : check.problems.map((problem) => 'detail' in problem && problem.detail);
    expect(new Set(details)).toEqual(new Set(['The document is nested too deeply']));
  });
});
