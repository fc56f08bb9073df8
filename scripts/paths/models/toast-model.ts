import { toastMachine } from '../../../src/machines/toastMachine.js';
import { defineModel } from '../machine-model.js';

export const toastModel = defineModel({
  name: 'toast',
  file: 'src/machines/toastMachine.ts',
  machine: toastMachine,
  scenarios: [{ name: 'app shell', input: undefined }],
  events: (snapshot) => [
    snapshot.matches('hidden')
      ? {
          type: 'toast.show' as const,
          messageKey: 'notifications.removed',
          tone: 'success' as const,
        }
      : { type: 'toast.show' as const, messageKey: 'errors.generic', tone: 'danger' as const },
    { type: 'toast.dismiss' as const },
  ],
});
