import { useActorRef } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { toastMachine } from '../../../machines/toastMachine.js';
import { takePendingNotice } from './pending-notice.js';
import { ToastContext } from './toast-context.js';
import { ToastRegion } from './toast-region.js';

export function ToastProvider({ children }: { children: ReactNode }) {
  const toast = useActorRef(toastMachine);
  useEffect(() => {
    const pending = takePendingNotice();
    if (pending) toast.send({ type: 'toast.show', ...pending });
  }, [toast]);
  return (
    <ToastContext value={toast}>
      {children}
      <ToastRegion toast={toast} />
    </ToastContext>
  );
}
