import { signOutMachine } from '../../../src/machines/signOutMachine.js';
import { actorDone, actorError, defineModel } from '../machine-model.js';

export const signOutModel = defineModel({
  name: 'signOut',
  file: 'src/machines/signOutMachine.ts',
  machine: signOutMachine,
  scenarios: [{ name: 'signed in', input: undefined }],
  events: () => [
    { type: 'signOut.start' },
    actorDone('endSession', { postLogoutUrl: 'https://www.example.com/goodbye' }),
    actorDone('endSession', { postLogoutUrl: '   ' }),
    actorDone('endSession', { postLogoutUrl: 'javascript:alert(1)' }),
    actorError('endSession', 'Issue connecting to the server'),
  ],
});
