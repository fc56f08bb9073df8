import { describe, expect, it } from 'vitest';
import { defaultRiskUserConfig } from '../../../src/domain/autoaccess/risk-config.js';
import { extractFeatures } from '../../../src/platform/risk-engine/features/event-features.js';
import {
  runHeuristics,
  type WindowHeuristic,
} from '../../../src/platform/risk-engine/heuristics/run-heuristics.js';
import type { SignInEvent } from '../../../src/platform/risk-engine/sign-in-event.js';
import { MINUTE, signIn, T0 } from './sign-in-events-fixture.js';

function flagged(events: SignInEvent[], key: WindowHeuristic): number {
  const table = extractFeatures(events);
  const included = new Uint8Array(events.length).fill(1);
  const { marks } = runHeuristics(events, table.isBot, included, defaultRiskUserConfig());
  return marks[key].reduce((sum, mark) => sum + mark, 0);
}

const spread = (count: number, span: number, make: (index: number, time: number) => SignInEvent) =>
  Array.from({ length: count }, (_, index) =>
    make(index, T0 + Math.round((index * span) / Math.max(1, count - 1))),
  );

describe('heuristics at their thresholds (defaults)', () => {
  it('brute force: 5 failures of a user within 10 minutes, not 4', () => {
    const failures = (count: number) =>
      spread(count, 10 * MINUTE, (_, timestamp) => signIn({ timestamp, result: 'FAILED' }));
    expect(flagged(failures(4), 'is_brute_force')).toBe(0);
    expect(flagged(failures(5), 'is_brute_force')).toBe(5);
    const tooSlow = spread(5, 10 * MINUTE + 1, (_, timestamp) =>
      signIn({ timestamp, result: 'FAILED' }),
    );
    expect(flagged(tooSlow, 'is_brute_force')).toBe(0);
  });

  it('brute force also flags the sign-in that follows the failures within the window', () => {
    const events = [
      ...spread(5, 5 * MINUTE, (_, timestamp) => signIn({ timestamp, result: 'FAILED' })),
      signIn({ timestamp: T0 + 6 * MINUTE }),
    ];
    expect(flagged(events, 'is_brute_force')).toBe(6);
  });

  it('credential stuffing: one IP tries 10 distinct users within an hour, not 9', () => {
    const users = (count: number) =>
      spread(count, 60 * MINUTE, (index, timestamp) =>
        signIn({ timestamp, userId: `user-${index}`, ipAddress: '203.0.113.7' }),
      );
    expect(flagged(users(9), 'is_credential_stuffing')).toBe(0);
    expect(flagged(users(10), 'is_credential_stuffing')).toBe(10);
  });

  it('suspicious IP: 50 attempts from one IP within an hour, not 49', () => {
    const attempts = (count: number) =>
      spread(count, 60 * MINUTE, (index, timestamp) =>
        signIn({ timestamp, userId: `user-${index % 3}`, ipAddress: '203.0.113.8' }),
      );
    expect(flagged(attempts(49), 'is_suspicious_ip')).toBe(0);
    expect(flagged(attempts(50), 'is_suspicious_ip')).toBe(50);
  });

  it('distributed attack: a user tried from 5 distinct IPs within an hour, not 4', () => {
    const addresses = (count: number) =>
      spread(count, 60 * MINUTE, (index, timestamp) =>
        signIn({ timestamp, ipAddress: `198.51.100.${index + 1}` }),
      );
    expect(flagged(addresses(4), 'is_distributed_attack')).toBe(0);
    expect(flagged(addresses(5), 'is_distributed_attack')).toBe(5);
  });

  it('impossible travel: faster than 1000 km/h AND farther than 500 km', () => {
    const paris = signIn({ timestamp: T0 });
    const travel = (lat: number, longitude: number, minutes: number) =>
      flagged(
        [paris, signIn({ timestamp: T0 + minutes * MINUTE, lat, longitude })],
        'is_impossible_travel',
      );
    // New York, 5 837 km away, an hour later.
    expect(travel(40.7128, -74.006, 60)).toBe(1);
    // Brussels, 264 km away, a minute later: quick, but within the distance floor (jitter).
    expect(travel(50.8503, 4.3517, 1)).toBe(0);
    // Marseille, 661 km away: 30 minutes is 1 322 km/h, 60 minutes is 661 km/h.
    expect(travel(43.2965, 5.3698, 30)).toBe(1);
    expect(travel(43.2965, 5.3698, 60)).toBe(0);
  });

  it('automated user agent: scripts and headless browsers, not browsers', () => {
    expect(flagged([signIn({ userAgent: 'curl/8.10.1' })], 'is_automated_user_agent')).toBe(1);
    expect(
      flagged([signIn({ userAgent: 'python-requests/2.32.3' })], 'is_automated_user_agent'),
    ).toBe(1);
    expect(flagged([signIn()], 'is_automated_user_agent')).toBe(0);
  });

  it('advanced bot detection: the client’s verdict scores the event, behind a browser’s agent too', () => {
    const events = [signIn({ isBot: true }), signIn({ isBot: false }), signIn()];
    const table = extractFeatures(events);
    const all = new Uint8Array(3).fill(1);
    const config = defaultRiskUserConfig();
    expect([...runHeuristics(events, table.isBot, all, config).score]).toEqual([90, 0, 0]);
    config.heuristics.advanced_bot_detection.risk_score = 75;
    expect(runHeuristics(events, table.isBot, all, config).score[0]).toBe(75);
    config.heuristics.advanced_bot_detection.enabled = false;
    expect(runHeuristics(events, table.isBot, all, config).score[0]).toBe(0);
    const allowListed = new Uint8Array([0, 1, 1]);
    expect(runHeuristics(events, table.isBot, allowListed, defaultRiskUserConfig()).score[0]).toBe(
      0,
    );
  });

  it('a disabled heuristic flags nothing', () => {
    const config = defaultRiskUserConfig();
    config.heuristics.brute_force.enabled = false;
    const events = spread(6, MINUTE, (_, timestamp) => signIn({ timestamp, result: 'FAILED' }));
    const table = extractFeatures(events);
    const { marks } = runHeuristics(events, table.isBot, new Uint8Array(6).fill(1), config);
    expect(marks.is_brute_force.every((mark) => mark === 0)).toBe(true);
  });
});
