import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { idleTimeoutMachine } from '../../../machines/idleTimeoutMachine.js';

export type IdleTimeoutActor = ActorRefFrom<typeof idleTimeoutMachine>;

const IdleWarningDialog = lazy(async () => ({
  default: (await import('./idle-warning-dialog.js')).IdleWarningDialog,
}));

/** The session-timeout warning; its dialog code loads only when the warning is due. */
export function IdleWarning({ idle }: { idle: IdleTimeoutActor }) {
  const warning = useSelector(idle, (snapshot) => snapshot.matches('warning'));
  if (!warning) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarningDialog idle={idle} />
    </Suspense>
  );
}
