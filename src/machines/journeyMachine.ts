import { assign, fromPromise, setup } from 'xstate';
import { journeyDestination } from '../domain/journey-destination.js';
import { JourneyRefusedError, type JourneyRefusalKey } from '../domain/journey-refusal.js';
import { effectNotProvided } from '../domain/not-provided.js';
import { failureMessage } from '../domain/rate-limit.js';
import type { SocialLinkReturn } from '../domain/social-link.js';

export interface JourneyInput {
  realm: string;
  tree: string | null;
  goto: string | null;
  /** An emailed link's id: the journey starts where that link resumes it. */
  suspendedId?: string | null;
  /**
   * A social provider's answer: the journey goes on from the step that sent the browser to the
   * provider (its redirect), with that answer.
   */
  providerResponse?: SocialLinkReturn | null;
}

interface NameValue {
  name: string;
  value: unknown;
}

interface JourneyCallback {
  type: string;
  output: NameValue[];
  input: NameValue[];
}

export interface JourneyStep {
  stage: string | null;
  header: string | null;
  description: string | null;
  callbacks: JourneyCallback[];
}

export interface CallbackAnswer {
  type: string;
  input: NameValue[];
}

export type JourneyResult =
  | { kind: 'step'; step: JourneyStep }
  /** `redirectUrl` is the goto the platform validated, if any. */
  | { kind: 'success'; redirectUrl: string | null };

export interface AuthenticateInput extends JourneyInput {
  /** Answers to the current step; null starts the journey. */
  answers: CallbackAnswer[] | null;
}

export type JourneyErrorKey =
  | 'errors.loginFailure'
  | 'errors.upstreamUnavailable'
  | 'errors.tooManyAttempts'
  | JourneyRefusalKey;

export interface JourneyContext extends JourneyInput {
  step: JourneyStep | null;
  stepNumber: number;
  errorKey: JourneyErrorKey | null;
  /** Values the error message shows (the seconds to wait after too many attempts). */
  errorValues: { seconds: number } | null;
  destination: string | null;
}

export type JourneyEvent =
  { type: 'journey.submit'; answers: CallbackAnswer[] } | { type: 'journey.restart' };

/** The answer to the step that sent the browser to a social provider: the redirect, done. */
const PROVIDER_REDIRECT_ANSWER: CallbackAnswer = { type: 'RedirectCallback', input: [] };

export const journeyMachine = setup({
  types: {
    input: {} as JourneyInput,
    context: {} as JourneyContext,
    events: {} as JourneyEvent,
  },
  actors: {
    authenticate: fromPromise<JourneyResult, AuthenticateInput>(() =>
      effectNotProvided('authenticate'),
    ),
  },
  actions: {
    showStep: assign(({ context }, result: JourneyResult) => ({
      step: result.kind === 'step' ? result.step : null,
      stepNumber: context.stepNumber + 1,
    })),
    storeDestination: assign({
      destination: (_, result: JourneyResult) =>
        journeyDestination(result.kind === 'success' ? result.redirectUrl : null),
      errorKey: null,
    }),
    fail: assign((_, failure: { error: unknown; fallback: JourneyErrorKey }) => {
      if (failure.error instanceof JourneyRefusedError) {
        return { errorKey: failure.error.messageKey, errorValues: null };
      }
      const { key, values } = failureMessage(failure.error, failure.fallback);
      return { errorKey: key, errorValues: values };
    }),
    /** Back to the journey's start; a provider's answer is used once. */
    restart: assign({ step: null, stepNumber: 0, providerResponse: null }),
    clearError: assign({ errorKey: null, errorValues: null }),
    navigate: (_, _params: { to: string }) => effectNotProvided('navigate'),
  },
  guards: {
    succeeded: (_, result: JourneyResult) => result.kind === 'success',
    resumingFromProvider: ({ context }) => Boolean(context.providerResponse),
    answersFitStep: ({ context }, answers: CallbackAnswer[]) => {
      const callbacks = context.step?.callbacks ?? [];
      return (
        answers.length === callbacks.length &&
        answers.every((answer, i) => answer.type === callbacks[i]?.type)
      );
    },
  },
}).createMachine({
  id: 'journey',
  context: ({ input }) => ({
    ...input,
    step: null,
    stepNumber: 0,
    errorKey: null,
    errorValues: null,
    destination: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      invoke: {
        id: 'startJourney',
        src: 'authenticate',
        input: ({ context }) => ({
          realm: context.realm,
          tree: context.tree,
          goto: context.goto,
          suspendedId: context.suspendedId ?? null,
          providerResponse: context.providerResponse ?? null,
          answers: context.providerResponse ? [PROVIDER_REDIRECT_ANSWER] : null,
        }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'succeeded',
            actions: { type: 'storeDestination', params: ({ event }) => event.output },
          },
          {
            target: 'showingStep',
            actions: { type: 'showStep', params: ({ event }) => event.output },
          },
        ],
        onError: [
          {
            // The journey the provider's answer belonged to is gone: sign in anew, saying so.
            guard: 'resumingFromProvider',
            target: 'starting',
            reenter: true,
            actions: [
              'restart',
              {
                type: 'fail',
                params: ({ event }) => ({ error: event.error, fallback: 'errors.loginFailure' }),
              },
            ],
          },
          {
            target: 'unavailable',
            actions: {
              type: 'fail',
              params: ({ event }) => ({
                error: event.error,
                fallback: 'errors.upstreamUnavailable',
              }),
            },
          },
        ],
      },
    },
    showingStep: {
      on: {
        'journey.submit': {
          guard: { type: 'answersFitStep', params: ({ event }) => event.answers },
          target: 'submitting',
          actions: 'clearError',
        },
        'journey.restart': { target: 'starting', actions: ['restart', 'clearError'] },
      },
    },
    submitting: {
      invoke: {
        id: 'submitStep',
        src: 'authenticate',
        input: ({ context, event }) => ({
          realm: context.realm,
          tree: context.tree,
          goto: context.goto,
          suspendedId: null,
          providerResponse: null,
          answers: event.type === 'journey.submit' ? event.answers : [],
        }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'succeeded',
            actions: { type: 'storeDestination', params: ({ event }) => event.output },
          },
          {
            target: 'showingStep',
            actions: { type: 'showStep', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'starting',
          actions: [
            'restart',
            {
              type: 'fail',
              params: ({ event }) => ({ error: event.error, fallback: 'errors.loginFailure' }),
            },
          ],
        },
      },
    },
    unavailable: {
      on: {
        'journey.restart': { target: 'starting', actions: ['restart', 'clearError'] },
      },
    },
    succeeded: {
      type: 'final',
      entry: {
        type: 'navigate',
        params: ({ context }) => ({ to: context.destination ?? journeyDestination(null) }),
      },
    },
  },
});
