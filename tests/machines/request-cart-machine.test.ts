import { describe, expect, it } from 'vitest';
import { MAX_USERS_PER_REQUEST } from '../../src/domain/constants.js';
import {
  DUPLICATE_REQUEST,
  EXISTING_ACCESS,
} from '../../src/domain/governance/request-conflict-reasons.js';
import type { CatalogItem } from '../../src/domain/request-cart.js';
import { requestCartMachine } from '../../src/machines/requestCartMachine.js';
import { requestCartModel } from '../../scripts/paths/models/request-cart-model.js';
import { describeMachinePaths } from './support/machine-paths.js';
import { startStubbed } from './support/start-stubbed.js';
import { settle } from './support/stubbed-effects.js';

describeMachinePaths(requestCartModel);

describe('requestCart rules', () => {
  const user = (n: number) => ({ id: `user-${n}`, displayName: `User ${n}` });
  const role: CatalogItem = { id: 'role-sales', type: 'role', name: 'Sales' };

  async function cartWithUsers(count: number) {
    const started = await startStubbed(requestCartMachine);
    for (let n = 1; n <= count; n += 1) started.actor.send({ type: 'cart.addUser', user: user(n) });
    return started;
  }

  it(`accepts ${MAX_USERS_PER_REQUEST} users and refuses the 11th with a clear error`, async () => {
    const { actor } = await cartWithUsers(MAX_USERS_PER_REQUEST);
    expect(actor.getSnapshot().context.users).toHaveLength(10);
    expect(actor.getSnapshot().context.errorKey).toBeNull();
    actor.send({ type: 'cart.addUser', user: user(11) });
    expect(actor.getSnapshot().context.users).toHaveLength(10);
    expect(actor.getSnapshot().context.errorKey).toBe('requestCart.errors.tooManyUsers');
    actor.send({ type: 'cart.removeUser', userId: 'user-3' });
    expect(actor.getSnapshot().context.errorKey).toBeNull();
    actor.send({ type: 'cart.addUser', user: user(11) });
    expect(actor.getSnapshot().context.users).toHaveLength(10);
  });

  it('ignores a user already in the cart', async () => {
    const { actor } = await cartWithUsers(2);
    expect(actor.getSnapshot().can({ type: 'cart.addUser', user: user(1) })).toBe(false);
    actor.send({ type: 'cart.addUser', user: user(1) });
    expect(actor.getSnapshot().context.users).toHaveLength(2);
  });

  it.each([
    ['pendingRequest', 'requestCart.errors.duplicateRequest'],
    ['existingAccess', 'requestCart.errors.existingAccess'],
  ] as const)('blocks an item when the server reports %s', async (conflict, errorKey) => {
    const { actor, effects } = await cartWithUsers(2);
    actor.send({ type: 'cart.addItem', item: role });
    expect(effects.calls.at(-1)).toMatchObject({
      src: 'checkItemConflicts',
      input: { item: role, userIds: ['user-1', 'user-2'] },
    });
    effects.resolve('checkItemConflicts', conflict);
    await settle();
    expect(actor.getSnapshot().context.items).toEqual([]);
    expect(actor.getSnapshot().context.errorKey).toBe(errorKey);
  });

  it('needs a user before items, refuses an item twice, and removes items', async () => {
    const empty = await startStubbed(requestCartMachine);
    expect(empty.actor.getSnapshot().can({ type: 'cart.addItem', item: role })).toBe(false);
    const { actor, effects } = await cartWithUsers(1);
    actor.send({ type: 'cart.addItem', item: role });
    effects.resolve('checkItemConflicts', 'none');
    await settle();
    expect(actor.getSnapshot().context.items).toEqual([role]);
    expect(actor.getSnapshot().can({ type: 'cart.addItem', item: role })).toBe(false);
    actor.send({ type: 'cart.removeItem', itemId: role.id });
    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it('submits users, items, justification, expiry date and priority', async () => {
    const { actor, effects } = await cartWithUsers(1);
    expect(actor.getSnapshot().can({ type: 'cart.submit' })).toBe(false);
    actor.send({ type: 'cart.addItem', item: role });
    effects.resolve('checkItemConflicts', 'none');
    await settle();
    actor.send({ type: 'cart.setJustification', justification: 'New sales rep' });
    actor.send({ type: 'cart.setExpiryDate', expiryDate: '2025-12-31' });
    actor.send({ type: 'cart.setPriority', priority: 'high' });
    actor.send({ type: 'cart.submit' });
    expect(effects.calls.at(-1)).toEqual({
      src: 'submitRequest',
      id: 'submitRequest',
      input: {
        users: [user(1)],
        items: [role],
        justification: 'New sales rep',
        expiryDate: '2025-12-31',
        priority: 'high',
      },
    });
    effects.resolve('submitRequest', { requestIds: ['REQ-7'] });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.requestIds).toEqual(['REQ-7']);
  });

  it('keeps the cart and shows an error when the submit fails', async () => {
    const { actor, effects } = await cartWithUsers(1);
    actor.send({ type: 'cart.addItem', item: role });
    effects.resolve('checkItemConflicts', 'none');
    await settle();
    actor.send({ type: 'cart.submit' });
    effects.reject('submitRequest', new Error('offline'));
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      items: [role],
      errorKey: 'requestCart.errors.submitFailed',
    });
  });

  async function cartWithItem() {
    const started = await cartWithUsers(1);
    started.actor.send({ type: 'cart.addItem', item: role });
    started.effects.resolve('checkItemConflicts', 'none');
    await settle();
    return started;
  }

  it.each([
    ['pendingRequest', 'requestCart.errors.duplicateRequest'],
    ['existingAccess', 'requestCart.errors.existingAccess'],
  ] as const)(
    'checks the basket for a user added after its items, and refuses one with %s',
    async (conflict, errorKey) => {
      const { actor, effects } = await cartWithItem();
      actor.send({ type: 'cart.addUser', user: user(2) });
      expect(effects.calls.at(-1)).toMatchObject({
        src: 'checkUserConflicts',
        input: { userId: 'user-2', items: [role] },
      });
      effects.resolve('checkUserConflicts', conflict);
      await settle();
      expect(actor.getSnapshot().context.users).toEqual([user(1)]);
      expect(actor.getSnapshot().context.errorKey).toBe(errorKey);
    },
  );

  it('adds a user the basket’s items may be requested for', async () => {
    const { actor, effects } = await cartWithItem();
    actor.send({ type: 'cart.addUser', user: user(2) });
    effects.resolve('checkUserConflicts', 'none');
    await settle();
    expect(actor.getSnapshot().context.users).toEqual([user(1), user(2)]);
    expect(actor.getSnapshot().context.errorKey).toBeNull();
  });

  it.each([
    [DUPLICATE_REQUEST, 'requestCart.errors.duplicateRequest'],
    [EXISTING_ACCESS, 'requestCart.errors.existingAccess'],
  ])('shows the Request Error when the submit is refused with %s', async (reason, errorKey) => {
    const { actor, effects } = await cartWithItem();
    actor.send({ type: 'cart.submit' });
    effects.reject('submitRequest', new Error(reason));
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ items: [role], errorKey });
  });
});
