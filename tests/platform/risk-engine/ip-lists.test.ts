import { describe, expect, it } from 'vitest';
import { defaultRiskUserConfig } from '../../../src/domain/autoaccess/risk-config.js';
import { riskEventSchema } from '../../../src/domain/autoaccess/risk-event.js';
import {
  compileIpList,
  matchingEntries,
} from '../../../src/platform/risk-engine/heuristics/ip-lists.js';
import { scoreEvents } from '../../../src/platform/risk-engine/score-events.js';
import { RiskEngineInputError } from '../../../src/platform/risk-engine/sign-in-event.js';
import { signIn } from './sign-in-events-fixture.js';

describe('IP allow and block lists', () => {
  it('matches IPv4 and IPv6 addresses and CIDR ranges', () => {
    const list = compileIpList(['10.1.0.0/16', '192.0.2.7', '2001:db8::/32'], 'block');
    expect(matchingEntries(list, '10.1.200.3')).toEqual(['10.1.0.0/16']);
    expect(matchingEntries(list, '10.2.0.1')).toEqual([]);
    expect(matchingEntries(list, '192.0.2.7')).toEqual(['192.0.2.7']);
    expect(matchingEntries(list, '192.0.2.8')).toEqual([]);
    expect(matchingEntries(list, '2001:db8:1234::1')).toEqual(['2001:db8::/32']);
    expect(matchingEntries(list, '2001:db9::1')).toEqual([]);
    expect(matchingEntries(list, '::ffff:10.1.0.9')).toEqual(['10.1.0.0/16']);
    expect(matchingEntries(list, 'not an address')).toEqual([]);
  });

  it('refuses an entry that is neither an address nor a range, naming it', () => {
    expect(() => compileIpList(['10.0.0.0/33'], 'allow')).toThrow(RiskEngineInputError);
    expect(() => compileIpList(['example.com'], 'block')).toThrow(
      'The block list entry "example.com" is not an IPv4 or IPv6 address or CIDR range.',
    );
  });

  it('scores an allow-listed IP 0 and a block-listed one 100 with no other sub-score', async () => {
    const config = defaultRiskUserConfig();
    config.ip_lists.allow = ['198.51.100.0/24'];
    config.ip_lists.block = ['2001:db8::/48'];
    const events = [
      signIn({ ipAddress: '198.51.100.20', userAgent: 'curl/8.10.1' }),
      signIn({ ipAddress: '2001:db8:0:1::5' }),
      signIn({ ipAddress: '203.0.113.1', userAgent: 'curl/8.10.1' }),
    ];
    const [allowed, blocked, other] = await scoreEvents(null, events, config, {});
    const allowedScore = allowed!.predictionResult.risk_score_data;
    expect(allowedScore.risk_score).toBe(0);
    expect(allowedScore.is_risky_event).toBe(false);
    expect(allowedScore.heuristic_agg_result?.block_rule_result?.is_allowed).toBe(true);
    expect(allowedScore.heuristic_agg_result?.raw_results).toEqual([]);

    const blockedScore = blocked!.predictionResult.risk_score_data;
    expect(blockedScore).toMatchObject({ risk_score: 100, is_risky_event: true });
    expect(blockedScore.heuristic_risk_score).toBeUndefined();
    expect(blockedScore.clustering_model_risk_score).toBeUndefined();
    expect(blockedScore.ueba_avg_risk_score).toBeUndefined();
    expect(blockedScore.heuristic_agg_result?.block_rule_result).toMatchObject({
      is_blocked: true,
      block_list: ['2001:db8::/48'],
      risk_score: 100,
    });

    const otherScore = other!.predictionResult.risk_score_data;
    expect(otherScore.risk_score).toBe(90);
    expect(otherScore.heuristic_agg_result?.raw_results).toEqual([
      { is_automated_user_agent: true, risk_score: 90 },
    ]);
    for (const document of [allowed, blocked, other]) {
      expect(() => riskEventSchema.parse({ ...document, realm: '/alpha' })).not.toThrow();
    }
  });
});
