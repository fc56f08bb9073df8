import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { EXCEPTION_DEFERRAL_DAYS } from '../domain/constants.js';
import {
  everyItemDecided,
  isReviewerAlreadyAssigned,
  type CampaignStatus,
  type CertificationDecision,
  type CertificationItem,
  type ReviewerPermissions,
} from '../domain/certification.js';
import { effectNotProvided } from '../domain/not-provided.js';

export interface CertificationInput {
  campaignId: string;
  status: CampaignStatus;
  items: CertificationItem[];
  permissions: ReviewerPermissions;
  /** Items of the campaign that other reviewers hold and that have no decision yet. */
  othersUndecided: number;
}

export type CertificationErrorKey =
  | 'certificationTask.errors.certify'
  | 'certificationTask.errors.revoke'
  | 'certificationTask.errors.defer'
  | 'certificationTask.errors.clearDecisions'
  | 'certificationTask.errors.comment'
  | 'certificationTask.errors.forward'
  | 'certificationTask.errors.reassign'
  | 'certificationTask.errors.reviewerAlreadyAssigned'
  | 'certificationTask.errors.signOff';

export type PendingDecision = { itemId: string; decision: CertificationDecision };
export type ItemHandOver = { itemId: string; reviewerId: string; comment: string };
export type ItemComment = { itemId: string; comment: string };

export interface CertificationContext extends CertificationInput {
  pendingDecision: PendingDecision | null;
  pendingHandOver: ItemHandOver | null;
  errorKey: CertificationErrorKey | null;
}

export type CertificationEvent =
  | ({ type: 'certification.decide' } & PendingDecision)
  | { type: 'certification.clearDecisions' }
  | ({ type: 'certification.comment' } & ItemComment)
  | ({ type: 'certification.forward' } & ItemHandOver)
  | ({ type: 'certification.reassign' } & ItemHandOver)
  | { type: 'certification.signOff' };

export interface SaveDecisionInput extends PendingDecision {
  campaignId: string;
  /** Days an exception defers the item by; null for certify and revoke. */
  deferralDays: number | null;
}

export interface HandOverInput extends ItemHandOver {
  campaignId: string;
}

const DECISION_ERRORS: Record<CertificationDecision, CertificationErrorKey> = {
  certify: 'certificationTask.errors.certify',
  revoke: 'certificationTask.errors.revoke',
  exception: 'certificationTask.errors.defer',
};

function hasItem(items: readonly CertificationItem[], itemId: string): boolean {
  return items.some((item) => item.id === itemId);
}

function handOverInput(context: CertificationContext) {
  return {
    campaignId: context.campaignId,
    itemId: context.pendingHandOver?.itemId ?? '',
    reviewerId: context.pendingHandOver?.reviewerId ?? '',
    comment: context.pendingHandOver?.comment ?? '',
  };
}

/**
 * Forwarding and reassigning hand the item to another reviewer the same way; only the call and
 * its failure message differ.
 */
function handingOver(src: 'forwardItem' | 'reassignItem', failure: CertificationErrorKey) {
  return {
    invoke: {
      id: src,
      src,
      input: ({ context }: { context: CertificationContext }) => handOverInput(context),
      onDone: { target: 'reviewing', actions: 'dropHandedOverItem' },
      onError: [
        {
          guard: {
            type: 'reviewerAlreadyAssigned',
            params: ({ event }: { event: ErrorActorEvent }) => event.error,
          },
          target: 'reviewing',
          actions: { type: 'refuse', params: 'certificationTask.errors.reviewerAlreadyAssigned' },
        },
        { target: 'reviewing', actions: { type: 'refuse', params: failure } },
      ],
    },
  } as const;
}

export const certificationMachine = setup({
  types: {
    input: {} as CertificationInput,
    context: {} as CertificationContext,
    events: {} as CertificationEvent,
  },
  actors: {
    saveDecision: fromPromise<void, SaveDecisionInput>(() => effectNotProvided('saveDecision')),
    clearDecisions: fromPromise<void, { campaignId: string; itemIds: string[] }>(() =>
      effectNotProvided('clearDecisions'),
    ),
    addComment: fromPromise<void, ItemComment & { campaignId: string }>(() =>
      effectNotProvided('addComment'),
    ),
    forwardItem: fromPromise<void, HandOverInput>(() => effectNotProvided('forwardItem')),
    reassignItem: fromPromise<void, HandOverInput>(() => effectNotProvided('reassignItem')),
    signOff: fromPromise<void, { campaignId: string }>(() => effectNotProvided('signOff')),
  },
  actions: {
    holdDecision: assign({
      pendingDecision: (_, decision: PendingDecision) => decision,
      errorKey: null,
    }),
    applyDecision: assign({
      items: ({ context }) =>
        context.items.map((item) =>
          item.id === context.pendingDecision?.itemId
            ? { ...item, decision: context.pendingDecision.decision }
            : item,
        ),
      pendingDecision: null,
    }),
    refuseDecision: assign({
      errorKey: ({ context }) => DECISION_ERRORS[context.pendingDecision?.decision ?? 'certify'],
      pendingDecision: null,
    }),
    clearAllDecisions: assign({
      items: ({ context }) => context.items.map((item) => ({ ...item, decision: null })),
    }),
    holdHandOver: assign({
      pendingHandOver: (_, handOver: ItemHandOver) => handOver,
      errorKey: null,
    }),
    dropHandedOverItem: assign({
      items: ({ context }) =>
        context.items.filter((item) => item.id !== context.pendingHandOver?.itemId),
      othersUndecided: ({ context }) =>
        context.othersUndecided +
        context.items.filter(
          (item) => item.id === context.pendingHandOver?.itemId && item.decision === null,
        ).length,
      pendingHandOver: null,
    }),
    refuse: assign({
      errorKey: (_, errorKey: CertificationErrorKey) => errorKey,
      pendingHandOver: null,
    }),
    clearError: assign({ errorKey: null }),
    markSignedOff: assign({ status: 'signed-off' as CampaignStatus }),
  },
  guards: {
    cannotView: ({ context }) => !context.permissions.view,
    campaignSignedOff: ({ context }) => context.status === 'signed-off',
    canDecide: ({ context }, itemId: string) =>
      context.permissions.decide && hasItem(context.items, itemId),
    canClearDecisions: ({ context }) =>
      context.permissions.decide && context.items.some((item) => item.decision !== null),
    canComment: ({ context }, { itemId, comment }: ItemComment) =>
      context.permissions.comment && hasItem(context.items, itemId) && comment.trim() !== '',
    canHandOver: ({ context }, { itemId, reviewerId }: ItemHandOver) =>
      context.permissions.forward && hasItem(context.items, itemId) && reviewerId.trim() !== '',
    canSignOff: ({ context }) =>
      context.permissions.signOff &&
      everyItemDecided(context.items) &&
      context.othersUndecided === 0,
    reviewerAlreadyAssigned: (_, error: unknown) => isReviewerAlreadyAssigned(error),
  },
}).createMachine({
  id: 'certification',
  context: ({ input }) => ({
    ...input,
    pendingDecision: null,
    pendingHandOver: null,
    errorKey: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [
        { guard: 'cannotView', target: 'notPermitted' },
        { guard: 'campaignSignedOff', target: 'signedOff' },
        { target: 'reviewing' },
      ],
    },
    reviewing: {
      on: {
        'certification.decide': {
          guard: { type: 'canDecide', params: ({ event }) => event.itemId },
          target: 'deciding',
          actions: {
            type: 'holdDecision',
            params: ({ event }) => ({ itemId: event.itemId, decision: event.decision }),
          },
        },
        'certification.clearDecisions': {
          guard: 'canClearDecisions',
          target: 'clearingDecisions',
          actions: 'clearError',
        },
        'certification.comment': {
          guard: { type: 'canComment', params: ({ event }) => event },
          target: 'commenting',
          actions: 'clearError',
        },
        'certification.forward': {
          guard: { type: 'canHandOver', params: ({ event }) => event },
          target: 'forwarding',
          actions: {
            type: 'holdHandOver',
            params: ({ event: { type: _type, ...handOver } }) => handOver,
          },
        },
        'certification.reassign': {
          guard: { type: 'canHandOver', params: ({ event }) => event },
          target: 'reassigning',
          actions: {
            type: 'holdHandOver',
            params: ({ event: { type: _type, ...handOver } }) => handOver,
          },
        },
        'certification.signOff': {
          guard: 'canSignOff',
          target: 'signingOff',
          actions: 'clearError',
        },
      },
    },
    deciding: {
      invoke: {
        id: 'saveDecision',
        src: 'saveDecision',
        input: ({ context }) => ({
          campaignId: context.campaignId,
          itemId: context.pendingDecision?.itemId ?? '',
          decision: context.pendingDecision?.decision ?? 'certify',
          deferralDays:
            context.pendingDecision?.decision === 'exception' ? EXCEPTION_DEFERRAL_DAYS : null,
        }),
        onDone: { target: 'reviewing', actions: 'applyDecision' },
        onError: { target: 'reviewing', actions: 'refuseDecision' },
      },
    },
    clearingDecisions: {
      invoke: {
        id: 'clearDecisions',
        src: 'clearDecisions',
        input: ({ context }) => ({
          campaignId: context.campaignId,
          itemIds: context.items.filter((item) => item.decision !== null).map((item) => item.id),
        }),
        onDone: { target: 'reviewing', actions: 'clearAllDecisions' },
        onError: {
          target: 'reviewing',
          actions: { type: 'refuse', params: 'certificationTask.errors.clearDecisions' },
        },
      },
    },
    commenting: {
      invoke: {
        id: 'addComment',
        src: 'addComment',
        input: ({ context, event }) => ({
          campaignId: context.campaignId,
          itemId: event.type === 'certification.comment' ? event.itemId : '',
          comment: event.type === 'certification.comment' ? event.comment : '',
        }),
        onDone: 'reviewing',
        onError: {
          target: 'reviewing',
          actions: { type: 'refuse', params: 'certificationTask.errors.comment' },
        },
      },
    },
    forwarding: handingOver('forwardItem', 'certificationTask.errors.forward'),
    reassigning: handingOver('reassignItem', 'certificationTask.errors.reassign'),
    signingOff: {
      invoke: {
        id: 'signOff',
        src: 'signOff',
        input: ({ context }) => ({ campaignId: context.campaignId }),
        onDone: { target: 'signedOff', actions: 'markSignedOff' },
        onError: {
          target: 'reviewing',
          actions: { type: 'refuse', params: 'certificationTask.errors.signOff' },
        },
      },
    },
    signedOff: {
      type: 'final',
    },
    notPermitted: {
      type: 'final',
    },
  },
});
