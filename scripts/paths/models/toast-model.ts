import { toastMachine } from '../../../src/machines/toastMachine.js';
import { defineModel } from '../machine-model.js';

export const toastModel = defineModel({
  name: 'toast',
  file: 'src/machines/toastMachine.ts',
  machine: toastMachine,
  scenarios: [{ name: 'app shell', input: undefined }],
  events: () => [
    { type: 'toast.show', messageKey: 'notifications.removed', tone: 'success' },
    { type: 'toast.show', messageKey: 'errors.generic', tone: 'danger' },
    { type: 'toast.dismiss' },
  ],
});
