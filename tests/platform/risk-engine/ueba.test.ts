import { describe, expect, it } from 'vitest';
import { DEFAULT_PIPELINE_PARAMETERS } from '../../../src/domain/autoaccess/pipeline-parameters.js';
import { defaultRiskUserConfig } from '../../../src/domain/autoaccess/risk-config.js';
import { extractFeatures } from '../../../src/platform/risk-engine/features/event-features.js';
import { scoreUeba, trainUeba } from '../../../src/platform/risk-engine/models/ueba.js';
import type { SignInEvent } from '../../../src/platform/risk-engine/sign-in-event.js';
import { signIn, T0 } from './sign-in-events-fixture.js';

const DAY = 86_400_000;

function habitual(userId: string, count: number): SignInEvent[] {
  return Array.from({ length: count }, (_, day) => signIn({ userId, timestamp: T0 + day * DAY }));
}

async function trained(events: SignInEvent[]) {
  const table = extractFeatures(events);
  const state = await trainUeba({
    events,
    table,
    included: new Uint8Array(events.length).fill(1),
    parameters: DEFAULT_PIPELINE_PARAMETERS,
    config: defaultRiskUserConfig(),
    seed: 1,
    log: () => {},
    progress: () => {},
  });
  return (scored: SignInEvent[]) => scoreUeba(state, extractFeatures(scored), scored);
}

describe('UEBA', () => {
  it('is unknown for users with fewer than 20 events, and for users it never saw', async () => {
    const score = await trained([...habitual('alice', 19), ...habitual('bob', 20)]);
    const events = [
      signIn({ userId: 'alice' }),
      signIn({ userId: 'bob' }),
      signIn({ userId: 'carol' }),
    ];
    const result = score(events);
    expect(result.verdictOf?.(0)).toBe('unknown');
    expect(result.verdictOf?.(1)).toBeNull();
    expect(result.verdictOf?.(2)).toBe('unknown');
  });

  it('scores a new country, address and browser above the user’s habit, explained', async () => {
    const score = await trained([...habitual('bob', 25), ...habitual('dave', 25)]);
    const later = T0 + 40 * DAY;
    const result = score([
      signIn({ userId: 'bob', timestamp: later }),
      signIn({
        userId: 'bob',
        timestamp: later,
        city: 'Tokyo',
        country: 'Japan',
        ipAddress: '203.0.113.50',
        userAgent:
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:132.0) Gecko/20100101 Firefox/132.0',
      }),
    ]);
    expect(result.raw[1]).toBeGreaterThan(result.raw[0]! + 1);
    expect(result.explain(1)[0]).toBe('country');
    expect(result.explain(1)).toContain('userAgentType');
  });

  it('does not let a burst on one day vouch for itself', async () => {
    const burst = Array.from({ length: 5 }, (_, index) =>
      signIn({
        userId: 'bob',
        timestamp: T0 + 30 * DAY + index * 60_000,
        country: 'Japan',
        city: 'Tokyo',
      }),
    );
    const events = [...habitual('bob', 25), ...habitual('dave', 25), ...burst];
    const score = await trained(events);
    const result = score(events);
    const burstScore = result.raw[events.length - 1]!;
    expect(burstScore).toBeGreaterThan(result.raw[10]! + 1);
    expect(result.explain(events.length - 1)[0]).toBe('country');
  });
});
