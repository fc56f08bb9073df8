import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Notice } from '../../../domain/notice.js';
import type { toastMachine } from '../../../machines/toastMachine.js';

export type ToastActor = ActorRefFrom<typeof toastMachine>;

export const ToastContext = createContext<ToastActor | null>(null);

/** Shows a notice as a toast. */
export function useToast(): (notice: Notice) => void {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast needs a ToastProvider');
  return (notice) => toast.send({ type: 'toast.show', ...notice });
}
