import { describe, expect, it } from 'vitest';
import { evaluateGuard, type PlatformFacts } from '../../src/ui/app/route-guard.js';

const ready = (hostedPages: boolean, features: string[] = []): PlatformFacts => ({
  status: 'ready',
  hostedPages,
  enabledFeatures: new Set(features),
});

describe('evaluateGuard', () => {
  it('allows an unguarded route whatever is known', () => {
    expect(evaluateGuard({}, { platform: { status: 'loading' }, session: 'unknown' })).toEqual({
      kind: 'allow',
    });
  });

  it('waits for the platform settings before deciding on hosted pages or flags', () => {
    const facts = { platform: { status: 'loading' } as const, session: 'signedIn' as const };
    expect(evaluateGuard({ hostedPages: true }, facts).kind).toBe('pending');
    expect(evaluateGuard({ featureFlag: 'governance' }, facts).kind).toBe('pending');
  });

  it('sends every route to Forbidden when hosted pages are disabled, before anything else', () => {
    expect(
      evaluateGuard(
        { hostedPages: true, featureFlag: 'governance', auth: true },
        { platform: ready(false), session: 'signedOut' },
      ).kind,
    ).toBe('forbidden');
  });

  it('shows Not Found when the route feature flag is off', () => {
    const guard = { featureFlag: 'governance', auth: true };
    expect(evaluateGuard(guard, { platform: ready(true), session: 'signedIn' }).kind).toBe(
      'notFound',
    );
    expect(
      evaluateGuard(guard, { platform: ready(true, ['governance']), session: 'signedIn' }).kind,
    ).toBe('allow');
  });

  it('follows the session for routes that need a signed-in user', () => {
    const guard = { auth: true, hostedPages: true };
    const platform = ready(true);
    expect(evaluateGuard(guard, { platform, session: 'unknown' }).kind).toBe('pending');
    expect(evaluateGuard(guard, { platform, session: 'signedOut' }).kind).toBe('login');
    expect(evaluateGuard(guard, { platform, session: 'failed' }).kind).toBe('failed');
    expect(evaluateGuard(guard, { platform, session: 'signedIn' }).kind).toBe('allow');
  });
});
