import { useActorRef } from '@xstate/react';
import type { ReactNode } from 'react';
import { toastMachine } from '../../../machines/toastMachine.js';
import { ToastContext } from './toast-context.js';
import { ToastRegion } from './toast-region.js';

export function ToastProvider({ children }: { children: ReactNode }) {
  const toast = useActorRef(toastMachine);
  return (
    <ToastContext value={toast}>
      {children}
      <ToastRegion toast={toast} />
    </ToastContext>
  );
}
