import type { CallbackAnswer, JourneyStep } from '../../../src/machines/journeyMachine.js';
import { journeyMachine } from '../../../src/machines/journeyMachine.js';
import { actorDone, actorError, defineModel } from '../machine-model.js';

const credentials: JourneyStep = {
  stage: 'UsernamePassword',
  header: 'Sign In',
  description: null,
  callbacks: [
    { type: 'NameCallback', output: [{ name: 'prompt', value: 'User Name' }], input: [] },
    { type: 'PasswordCallback', output: [{ name: 'prompt', value: 'Password' }], input: [] },
  ],
};
const oneTimePassword: JourneyStep = {
  stage: 'OneTimePassword',
  header: 'Enter the code we sent you',
  description: null,
  callbacks: [
    {
      type: 'PasswordCallback',
      output: [{ name: 'prompt', value: 'One Time Password' }],
      input: [],
    },
  ],
};

const answersFor = (step: JourneyStep): CallbackAnswer[] =>
  step.callbacks.map((callback) => ({
    type: callback.type,
    input: [{ name: 'IDToken', value: callback.type === 'NameCallback' ? 'demo' : 'secret' }],
  }));

export const journeyModel = defineModel({
  name: 'journey',
  file: 'src/machines/journeyMachine.ts',
  machine: journeyMachine,
  scenarios: [
    { name: 'sign-in page', input: { realm: 'alpha', tree: null, goto: null } },
    {
      name: 'back from a social provider',
      input: {
        realm: 'alpha',
        tree: null,
        goto: null,
        providerResponse: { state: 'state-1', code: 'code-1' },
      },
    },
  ],
  stateKey: ({ context }) => context.step?.stage ?? null,
  events: ({ context }) => [
    ...(context.step
      ? [{ type: 'journey.submit' as const, answers: answersFor(context.step) }]
      : []),
    { type: 'journey.restart' },
    actorDone('startJourney', { kind: 'step', step: credentials }),
    actorDone('startJourney', { kind: 'success', redirectUrl: null }),
    actorError('startJourney', 'Issue connecting to the server'),
    actorDone('submitStep', { kind: 'step', step: oneTimePassword }),
    actorDone('submitStep', { kind: 'success', redirectUrl: '/profile' }),
    actorError('submitStep', 'Authentication failed'),
  ],
  describeEvent: (event) => {
    if (event.type === 'journey.submit') return 'answers for the step';
    if (event.type.startsWith('xstate.done.actor.')) {
      const output = event.output as {
        kind: string;
        step?: JourneyStep;
        redirectUrl?: string | null;
      };
      return output.kind === 'step'
        ? `step ${output.step?.stage ?? ''}`
        : `signed in${output.redirectUrl ? `, goto ${output.redirectUrl}` : ''}`;
    }
    return undefined;
  },
});
