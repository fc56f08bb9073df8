import { describe, expect, it } from 'vitest';
import {
  routeGuardMachine,
  type RouteGuardInput,
  type RouteRequest,
} from '../../src/machines/routeGuardMachine.js';
import { routeGuardModel } from '../../scripts/paths/models/route-guard-model.js';
import { describeMachinePaths } from './support/machine-paths.js';
import { startStubbed } from './support/start-stubbed.js';
import { settle } from './support/stubbed-effects.js';

describeMachinePaths(routeGuardModel);

describe('routeGuard table', () => {
  const signedIn: RouteGuardInput = {
    hostedPages: true,
    enabledFeatures: ['governance'],
    user: { userId: 'demo' },
  };
  const route = (path: string, rest: Partial<RouteRequest> = {}) => ({
    type: 'route.enter' as const,
    path,
    query: {},
    requiresAuth: true,
    featureFlag: null,
    requestCartUsers: 0,
    ...rest,
  });

  it('protected route without a user: runs the login action, loads the user and continues', async () => {
    const { actor, effects } = await startStubbed(routeGuardMachine, { ...signedIn, user: null });
    actor.send(route('/profile'));
    expect(actor.getSnapshot().value).toBe('authenticating');
    effects.resolve('loginAndLoadUser', { userId: 'demo' });
    await settle();
    expect(actor.getSnapshot().value).toBe('allowed');
    expect(actor.getSnapshot().context.user).toEqual({ userId: 'demo' });
  });

  it('protected route without a user: a failed login action goes to Login', async () => {
    const { actor, effects } = await startStubbed(routeGuardMachine, { ...signedIn, user: null });
    actor.send(route('/profile'));
    effects.reject('loginAndLoadUser', new Error('401'));
    await settle();
    expect(actor.getSnapshot().value).toBe('login');
    expect(effects.actions.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('public route without a user needs no login', async () => {
    const { actor, effects } = await startStubbed(routeGuardMachine, { ...signedIn, user: null });
    actor.send(route('/login', { requiresAuth: false }));
    expect(actor.getSnapshot().value).toBe('allowed');
    expect(effects.calls).toEqual([]);
  });

  it('the admin account is redirected away', async () => {
    const { actor, effects } = await startStubbed(routeGuardMachine, {
      ...signedIn,
      user: { userId: 'amadmin' },
    });
    actor.send(route('/dashboard'));
    expect(actor.getSnapshot().value).toBe('adminRedirected');
    expect(effects.actions.redirectAdminAway).toHaveBeenCalledTimes(1);
  });

  it('a feature flag that is off shows Not Found', async () => {
    const { actor } = await startStubbed(routeGuardMachine, signedIn);
    actor.send(route('/applications', { featureFlag: 'workforce' }));
    expect(actor.getSnapshot().value).toBe('notFound');
  });

  it('hosted pages disabled: every route is Forbidden, even public ones', async () => {
    const { actor } = await startStubbed(routeGuardMachine, { ...signedIn, hostedPages: false });
    actor.send(route('/login', { requiresAuth: false }));
    expect(actor.getSnapshot().value).toBe('forbidden');
    actor.send(route('/dashboard'));
    expect(actor.getSnapshot().value).toBe('forbidden');
  });

  it.each<[Record<string, string>, string]>([
    [{ state: 'xyz', code: 'c 1' }, '/oauthReturn?state=xyz&code=c+1'],
    [{ oauth_token: 'abc' }, '/oauthReturn?oauth_token=abc'],
  ])('/dashboard with %j goes to /oauthReturn with the same query', async (query, to) => {
    const { actor, effects } = await startStubbed(routeGuardMachine, signedIn);
    actor.send(route('/dashboard', { query }));
    expect(actor.getSnapshot().value).toBe('redirected');
    expect(effects.actions.navigate).toHaveBeenCalledWith(expect.anything(), { to });
  });

  it('/my-requests/new-request with an empty cart goes to /my-requests', async () => {
    const { actor, effects } = await startStubbed(routeGuardMachine, signedIn);
    actor.send(route('/my-requests/new-request', { featureFlag: 'governance' }));
    expect(effects.actions.navigate).toHaveBeenCalledWith(expect.anything(), {
      to: '/my-requests',
    });
    actor.send(
      route('/my-requests/new-request', { featureFlag: 'governance', requestCartUsers: 1 }),
    );
    expect(actor.getSnapshot().value).toBe('allowed');
  });

  it('a 403 shows Forbidden and a 401 goes to Login, forgetting the user', async () => {
    const { actor, effects } = await startStubbed(routeGuardMachine, signedIn);
    actor.send(route('/profile'));
    actor.send({ type: 'route.reject', status: 403 });
    expect(actor.getSnapshot().value).toBe('forbidden');
    actor.send({ type: 'route.reject', status: 401 });
    expect(actor.getSnapshot().value).toBe('login');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(effects.actions.goToLogin).toHaveBeenCalledTimes(1);
  });
});
