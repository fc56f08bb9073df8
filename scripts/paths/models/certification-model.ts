import type { CertificationInput } from '../../../src/machines/certificationMachine.js';
import { certificationMachine } from '../../../src/machines/certificationMachine.js';
import { actorDone, actorError, defineModel } from '../machine-model.js';

const reviewer: CertificationInput = {
  campaignId: 'campaign-q1',
  status: 'in-progress',
  items: [
    { id: 'item-1', decision: null },
    { id: 'item-2', decision: null },
  ],
  permissions: { view: true, comment: true, decide: true, forward: true, signOff: true },
  othersUndecided: 0,
};

const NETWORK = 'Issue connecting to the server';

export const certificationModel = defineModel({
  name: 'certification',
  file: 'src/machines/certificationMachine.ts',
  machine: certificationMachine,
  scenarios: [
    { name: 'reviewer with every permission', input: reviewer },
    {
      name: 'reviewer without view permission',
      input: { ...reviewer, permissions: { ...reviewer.permissions, view: false } },
    },
    { name: 'campaign already signed off', input: { ...reviewer, status: 'signed-off' } },
  ],
  stateKey: ({ context }) => ({
    items: context.items,
    othersUndecided: context.othersUndecided,
    pendingDecision: context.pendingDecision,
    pendingHandOver: context.pendingHandOver,
  }),
  events: ({ context }) => {
    const decision = (id: string) => context.items.find((item) => item.id === id)?.decision;
    const untouched =
      context.items.length === 2 && context.items.every((item) => item.decision === null);
    return [
      ...(decision('item-1') === null
        ? [
            {
              type: 'certification.decide' as const,
              itemId: 'item-1',
              decision: 'certify' as const,
            },
          ]
        : []),
      ...(decision('item-1') === 'certify' && decision('item-2') === null
        ? [
            {
              type: 'certification.decide' as const,
              itemId: 'item-2',
              decision: 'revoke' as const,
            },
            {
              type: 'certification.decide' as const,
              itemId: 'item-2',
              decision: 'exception' as const,
            },
          ]
        : []),
      ...(untouched
        ? [
            {
              type: 'certification.comment' as const,
              itemId: 'item-1',
              comment: 'Checked with the manager',
            },
            {
              type: 'certification.forward' as const,
              itemId: 'item-2',
              reviewerId: 'reviewer-7',
              comment: 'Owner of this application',
            },
            {
              type: 'certification.reassign' as const,
              itemId: 'item-2',
              reviewerId: 'reviewer-8',
              comment: '',
            },
          ]
        : [{ type: 'certification.clearDecisions' as const }]),
      { type: 'certification.signOff' },
      actorDone('saveDecision'),
      actorError('saveDecision', NETWORK),
      actorDone('clearDecisions'),
      actorError('clearDecisions', NETWORK),
      actorDone('addComment'),
      actorError('addComment', NETWORK),
      actorDone('forwardItem'),
      actorError('forwardItem', 'Reviewer already assigned'),
      actorError('forwardItem', NETWORK),
      actorDone('reassignItem'),
      actorError('reassignItem', 'Reviewer already assigned'),
      actorError('reassignItem', NETWORK),
      actorDone('signOff'),
      actorError('signOff', NETWORK),
    ];
  },
});
