import { assign, setup } from 'xstate';
import { TOAST_DURATION_MS } from '../domain/constants.js';
import type { Notice } from '../domain/notice.js';

export type ToastInput = undefined;

export interface ToastContext {
  notice: Notice | null;
}

export type ToastEvent = ({ type: 'toast.show' } & Notice) | { type: 'toast.dismiss' };

export const toastMachine = setup({
  types: {
    input: undefined satisfies ToastInput,
    context: {} as ToastContext,
    events: {} as ToastEvent,
  },
  actions: {
    storeNotice: assign({ notice: (_, notice: Notice) => notice }),
    clearNotice: assign({ notice: null }),
  },
  delays: {
    toastDuration: TOAST_DURATION_MS,
  },
}).createMachine({
  id: 'toast',
  context: { notice: null },
  initial: 'hidden',
  on: {
    'toast.show': {
      target: '.visible',
      reenter: true,
      actions: {
        type: 'storeNotice',
        params: ({ event: { type: _type, ...notice } }) => notice,
      },
    },
  },
  states: {
    hidden: {},
    visible: {
      after: { toastDuration: { target: 'hidden', actions: 'clearNotice' } },
      on: { 'toast.dismiss': { target: 'hidden', actions: 'clearNotice' } },
    },
  },
});
