import { createContext, useCallback, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Notice } from '../../../domain/notice.js';
import type { toastMachine } from '../../../machines/toastMachine.js';

export type ToastActor = ActorRefFrom<typeof toastMachine>;

export const ToastContext = createContext<ToastActor | null>(null);

/** Shows a notice as a toast; the same function for as long as the provider lives. */
export function useToast(): (notice: Notice) => void {
  const toast = useContext(ToastContext);
  const show = useCallback(
    (notice: Notice) => toast?.send({ type: 'toast.show', ...notice }),
    [toast],
  );
  if (!toast) throw new Error('useToast needs a ToastProvider');
  return show;
}
