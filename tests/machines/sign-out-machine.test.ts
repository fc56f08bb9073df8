import { describe, expect, it } from 'vitest';
import { signOutMachine } from '../../src/machines/signOutMachine.js';
import { signOutModel } from '../../scripts/paths/models/sign-out-model.js';
import { describeMachinePaths } from './support/machine-paths.js';
import { startStubbed } from './support/start-stubbed.js';
import { settle } from './support/stubbed-effects.js';

describeMachinePaths(signOutModel);

describe('signOut rules', () => {
  it('restores the login realm, clears the hash, ends the session, then goes to the post-logout URL', async () => {
    const { actor, effects } = await startStubbed(signOutMachine);
    actor.send({ type: 'signOut.start' });
    await settle();
    effects.resolve('endSession', { postLogoutUrl: 'https://www.example.com/goodbye' });
    await settle();
    expect(effects.log).toEqual([
      'restoreLoginRealm',
      'clearHash',
      'invoke:endSession',
      'navigateToUrl',
    ]);
    expect(effects.actions.navigateToUrl).toHaveBeenCalledWith(expect.anything(), {
      url: 'https://www.example.com/goodbye',
    });
    expect(effects.actions.reload).not.toHaveBeenCalled();
  });

  it.each([null, '', '   ', 'javascript:alert(1)', 'not a url'])(
    'reloads when the post-logout URL is %j',
    async (postLogoutUrl) => {
      const { actor, effects } = await startStubbed(signOutMachine);
      actor.send({ type: 'signOut.start' });
      effects.resolve('endSession', { postLogoutUrl });
      await settle();
      expect(effects.log.at(-1)).toBe('reload');
      expect(effects.actions.navigateToUrl).not.toHaveBeenCalled();
    },
  );

  it('reloads when ending the session fails', async () => {
    const { actor, effects } = await startStubbed(signOutMachine);
    actor.send({ type: 'signOut.start' });
    effects.reject('endSession', new Error('offline'));
    await settle();
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(effects.actions.reload).toHaveBeenCalledTimes(1);
  });

  it('ignores a second start while signing out', async () => {
    const { actor, effects } = await startStubbed(signOutMachine);
    actor.send({ type: 'signOut.start' });
    expect(actor.getSnapshot().can({ type: 'signOut.start' })).toBe(false);
    actor.send({ type: 'signOut.start' });
    expect(effects.actions.clearHash).toHaveBeenCalledTimes(1);
  });
});
