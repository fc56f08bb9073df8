import type { RouteGuard } from './routes.js';

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'pending' }
  | { kind: 'login' }
  | { kind: 'forbidden' }
  | { kind: 'notFound' }
  | { kind: 'failed' };

export type PlatformFacts =
  | { status: 'loading' }
  | { status: 'ready'; hostedPages: boolean; enabledFeatures: ReadonlySet<string> };

export type SessionFacts = 'unknown' | 'signedIn' | 'signedOut' | 'failed';

export interface GuardFacts {
  platform: PlatformFacts;
  session: SessionFacts;
}

/**
 * The spec's routing rules, checked in order: hosted pages disabled → Forbidden,
 * feature flag off → Not Found, no signed-in user → Login.
 */
export function evaluateGuard(guard: RouteGuard, { platform, session }: GuardFacts): GuardDecision {
  if (guard.hostedPages || guard.featureFlag) {
    if (platform.status === 'loading') return { kind: 'pending' };
    if (guard.hostedPages && !platform.hostedPages) return { kind: 'forbidden' };
    if (guard.featureFlag && !platform.enabledFeatures.has(guard.featureFlag)) {
      return { kind: 'notFound' };
    }
  }
  if (guard.auth) {
    switch (session) {
      case 'unknown':
        return { kind: 'pending' };
      case 'signedOut':
        return { kind: 'login' };
      case 'failed':
        return { kind: 'failed' };
      case 'signedIn':
        break;
    }
  }
  return { kind: 'allow' };
}
