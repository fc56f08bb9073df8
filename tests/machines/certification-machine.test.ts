import { describe, expect, it } from 'vitest';
import { EXCEPTION_DEFERRAL_DAYS } from '../../src/domain/constants.js';
import {
  certificationMachine,
  type CertificationInput,
} from '../../src/machines/certificationMachine.js';
import { certificationModel } from '../../scripts/paths/models/certification-model.js';
import { describeMachinePaths } from './support/machine-paths.js';
import { startStubbed } from './support/start-stubbed.js';
import { settle } from './support/stubbed-effects.js';

describeMachinePaths(certificationModel);

describe('certification rules', () => {
  const allowed = { view: true, comment: true, decide: true, forward: true, signOff: true };
  const task = (overrides: Partial<CertificationInput> = {}): CertificationInput => ({
    campaignId: 'campaign-q1',
    status: 'in-progress',
    items: [
      { id: 'item-1', decision: 'certify' },
      { id: 'item-2', decision: null },
    ],
    permissions: allowed,
    othersUndecided: 0,
    ...overrides,
  });

  it('allows sign-off only when every item has a decision', async () => {
    const { actor, effects } = await startStubbed(certificationMachine, task());
    expect(actor.getSnapshot().can({ type: 'certification.signOff' })).toBe(false);
    actor.send({ type: 'certification.decide', itemId: 'item-2', decision: 'revoke' });
    effects.resolve('saveDecision', undefined);
    await settle();
    expect(actor.getSnapshot().can({ type: 'certification.signOff' })).toBe(true);
    actor.send({ type: 'certification.signOff' });
    effects.resolve('signOff', undefined);
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOff');
    expect(actor.getSnapshot().context.status).toBe('signed-off');
  });

  it('holds sign-off back while items other reviewers hold have no decision', async () => {
    const { actor } = await startStubbed(
      certificationMachine,
      task({ items: [{ id: 'item-1', decision: 'certify' }], othersUndecided: 12 }),
    );
    expect(actor.getSnapshot().can({ type: 'certification.signOff' })).toBe(false);
  });

  it('an undecided item handed to another reviewer still holds sign-off back', async () => {
    const { actor, effects } = await startStubbed(certificationMachine, task());
    actor.send({
      type: 'certification.forward',
      itemId: 'item-2',
      reviewerId: 'reviewer-7',
      comment: '',
    });
    effects.resolve('forwardItem', undefined);
    await settle();
    expect(actor.getSnapshot().context.othersUndecided).toBe(1);
    expect(actor.getSnapshot().can({ type: 'certification.signOff' })).toBe(false);
  });

  it('refuses sign-off without the sign-off permission, even with every item decided', async () => {
    const { actor } = await startStubbed(
      certificationMachine,
      task({
        items: [{ id: 'item-1', decision: 'certify' }],
        permissions: { ...allowed, signOff: false },
      }),
    );
    expect(actor.getSnapshot().can({ type: 'certification.signOff' })).toBe(false);
  });

  it('defers an exception by one week', async () => {
    const { actor, effects } = await startStubbed(certificationMachine, task());
    actor.send({ type: 'certification.decide', itemId: 'item-2', decision: 'exception' });
    expect(effects.calls.at(-1)?.input).toEqual({
      campaignId: 'campaign-q1',
      itemId: 'item-2',
      decision: 'exception',
      deferralDays: EXCEPTION_DEFERRAL_DAYS,
    });
    expect(EXCEPTION_DEFERRAL_DAYS).toBe(7);
  });

  it('names the failed decision in its error', async () => {
    const { actor, effects } = await startStubbed(certificationMachine, task());
    actor.send({ type: 'certification.decide', itemId: 'item-2', decision: 'revoke' });
    effects.reject('saveDecision', new Error('offline'));
    await settle();
    expect(actor.getSnapshot().context.errorKey).toBe('certificationTask.errors.revoke');
    expect(actor.getSnapshot().context.items[1]?.decision).toBeNull();
  });

  it('clears decisions', async () => {
    const { actor, effects } = await startStubbed(certificationMachine, task());
    actor.send({ type: 'certification.clearDecisions' });
    expect(effects.calls.at(-1)?.input).toEqual({ campaignId: 'campaign-q1', itemIds: ['item-1'] });
    effects.resolve('clearDecisions', undefined);
    await settle();
    expect(actor.getSnapshot().context.items.every((item) => item.decision === null)).toBe(true);
  });

  it.each([
    ['forward', 'forwardItem'],
    ['reassign', 'reassignItem'],
  ] as const)('%s fails with "Reviewer already assigned"', async (kind, actorId) => {
    const { actor, effects } = await startStubbed(certificationMachine, task());
    actor.send({
      type: `certification.${kind}`,
      itemId: 'item-2',
      reviewerId: 'reviewer-7',
      comment: '',
    });
    effects.reject(actorId, new Error('Reviewer already assigned'));
    await settle();
    expect(actor.getSnapshot().context.errorKey).toBe(
      'certificationTask.errors.reviewerAlreadyAssigned',
    );
    expect(actor.getSnapshot().context.items).toHaveLength(2);
  });

  it('a forwarded item leaves the reviewer’s list', async () => {
    const { actor, effects } = await startStubbed(certificationMachine, task());
    actor.send({
      type: 'certification.forward',
      itemId: 'item-2',
      reviewerId: 'reviewer-7',
      comment: 'Owner',
    });
    effects.resolve('forwardItem', undefined);
    await settle();
    expect(actor.getSnapshot().context.items.map((item) => item.id)).toEqual(['item-1']);
  });

  it('permissions gate every event', async () => {
    const { actor } = await startStubbed(
      certificationMachine,
      task({ permissions: { ...allowed, comment: false, decide: false, forward: false } }),
    );
    const snapshot = actor.getSnapshot();
    expect(
      snapshot.can({ type: 'certification.decide', itemId: 'item-2', decision: 'certify' }),
    ).toBe(false);
    expect(snapshot.can({ type: 'certification.clearDecisions' })).toBe(false);
    expect(snapshot.can({ type: 'certification.comment', itemId: 'item-1', comment: 'x' })).toBe(
      false,
    );
    expect(
      snapshot.can({
        type: 'certification.forward',
        itemId: 'item-1',
        reviewerId: 'r',
        comment: '',
      }),
    ).toBe(false);
    expect(
      snapshot.can({
        type: 'certification.reassign',
        itemId: 'item-1',
        reviewerId: 'r',
        comment: '',
      }),
    ).toBe(false);
  });

  it('a reviewer without view permission cannot open the task', async () => {
    const { actor } = await startStubbed(
      certificationMachine,
      task({ permissions: { ...allowed, view: false } }),
    );
    expect(actor.getSnapshot().value).toBe('notPermitted');
  });
});
