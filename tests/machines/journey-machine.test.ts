import { describe, expect, it } from 'vitest';
import {
  JOURNEY_EXPIRED,
  JOURNEY_LINK_INVALID,
  JourneyRefusedError,
} from '../../src/domain/journey-refusal.js';
import { journeyMachine, type JourneyStep } from '../../src/machines/journeyMachine.js';
import { journeyModel } from '../../scripts/paths/models/journey-model.js';
import { describeMachinePaths } from './support/machine-paths.js';
import { startStubbed } from './support/start-stubbed.js';
import { settle } from './support/stubbed-effects.js';

describeMachinePaths(journeyModel);

describe('journey rules', () => {
  const credentials: JourneyStep = {
    stage: null,
    header: 'Sign In',
    description: null,
    callbacks: [
      { type: 'NameCallback', output: [], input: [] },
      { type: 'PasswordCallback', output: [], input: [] },
    ],
  };
  const answers = [
    { type: 'NameCallback', input: [{ name: 'IDToken1', value: 'demo' }] },
    { type: 'PasswordCallback', input: [{ name: 'IDToken2', value: 'secret' }] },
  ];
  const input = { realm: 'alpha', tree: 'Login', goto: '/profile', suspendedId: null };

  async function atFirstStep() {
    const started = await startStubbed(journeyMachine, input);
    expect(started.effects.calls[0]?.input).toEqual({
      ...input,
      providerResponse: null,
      answers: null,
    });
    started.effects.resolve('startJourney', { kind: 'step', step: credentials });
    await settle();
    return started;
  }

  it('renders the callbacks step by step and submits answers that fit the step', async () => {
    const { actor, effects } = await atFirstStep();
    expect(actor.getSnapshot().context).toMatchObject({ step: credentials, stepNumber: 1 });
    expect(actor.getSnapshot().can({ type: 'journey.submit', answers: answers.slice(0, 1) })).toBe(
      false,
    );
    actor.send({ type: 'journey.submit', answers });
    expect(effects.calls.at(-1)?.input).toEqual({ ...input, providerResponse: null, answers });
  });

  it('shows the login-failure message on the restarted journey', async () => {
    const { actor, effects } = await atFirstStep();
    actor.send({ type: 'journey.submit', answers });
    effects.reject('submitStep', new Error('Authentication failed'));
    await settle();
    expect(actor.getSnapshot().value).toBe('starting');
    expect(actor.getSnapshot().context.errorKey).toBe('errors.loginFailure');
    effects.resolve('startJourney', { kind: 'step', step: credentials });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      errorKey: 'errors.loginFailure',
      stepNumber: 1,
    });
  });

  it('says the sign-in expired when the platform no longer holds the journey', async () => {
    const { actor, effects } = await atFirstStep();
    actor.send({ type: 'journey.submit', answers });
    effects.reject('submitStep', new JourneyRefusedError(JOURNEY_EXPIRED));
    await settle();
    expect(actor.getSnapshot().value).toBe('starting');
    effects.resolve('startJourney', { kind: 'step', step: credentials });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      errorKey: 'journeys.errors.expired',
      stepNumber: 1,
    });
  });

  it('goes to the validated goto on success', async () => {
    const { actor, effects } = await atFirstStep();
    actor.send({ type: 'journey.submit', answers });
    effects.resolve('submitStep', { kind: 'success', redirectUrl: '/profile' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.actions.navigate).toHaveBeenCalledWith(expect.anything(), { to: '/profile' });
  });

  it.each([null, '', '  '])(
    'goes to /dashboard when the validated goto is %j',
    async (redirectUrl) => {
      const { actor, effects } = await atFirstStep();
      actor.send({ type: 'journey.submit', answers });
      effects.resolve('submitStep', { kind: 'success', redirectUrl });
      await settle();
      expect(effects.actions.navigate).toHaveBeenCalledWith(expect.anything(), {
        to: '/dashboard',
      });
    },
  );

  it('shows the connection error when the journey cannot start', async () => {
    const { actor, effects } = await startStubbed(journeyMachine, input);
    effects.reject('startJourney', new Error('offline'));
    await settle();
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.errorKey).toBe('errors.upstreamUnavailable');
  });

  it('starts where an emailed link resumes the journey, and says when the link no longer works', async () => {
    const resumed = { ...input, tree: null, suspendedId: 'abc123' };
    const { actor, effects } = await startStubbed(journeyMachine, resumed);
    expect(effects.calls[0]?.input).toEqual({ ...resumed, providerResponse: null, answers: null });
    effects.reject('startJourney', new JourneyRefusedError(JOURNEY_LINK_INVALID));
    await settle();
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.errorKey).toBe('journeys.errors.linkInvalid');
  });

  describe('back from a social provider', () => {
    const providerResponse = { state: 's1', code: 'c1' };
    const resuming = { ...input, providerResponse };
    const redirectDone = [{ type: 'RedirectCallback', input: [] }];

    async function resumed() {
      const started = await startStubbed(journeyMachine, resuming);
      expect(started.effects.calls).toHaveLength(1);
      expect(started.effects.calls[0]?.input).toEqual({
        ...input,
        providerResponse,
        answers: redirectDone,
      });
      started.effects.resolve('startJourney', { kind: 'step', step: credentials });
      await settle();
      return started;
    }

    it('resumes with the provider answer and the redirect answered, then sends the answer no more', async () => {
      const { actor, effects } = await resumed();
      expect(actor.getSnapshot().context).toMatchObject({ step: credentials, stepNumber: 1 });
      actor.send({ type: 'journey.submit', answers });
      expect(effects.calls).toHaveLength(2);
      expect(effects.calls[1]?.input).toEqual({ ...input, providerResponse: null, answers });
    });

    it('restarts the journey once without the answer, saying so, when the resume fails', async () => {
      const { actor, effects } = await startStubbed(journeyMachine, resuming);
      effects.reject('startJourney', new Error('Authentication failed'));
      await settle();
      expect(actor.getSnapshot().value).toBe('starting');
      expect(actor.getSnapshot().context).toMatchObject({
        providerResponse: null,
        errorKey: 'errors.loginFailure',
      });
      expect(effects.calls).toHaveLength(2);
      expect(effects.calls[1]?.input).toEqual({ ...input, providerResponse: null, answers: null });
      effects.resolve('startJourney', { kind: 'step', step: credentials });
      await settle();
      expect(actor.getSnapshot().value).toBe('showingStep');
      expect(actor.getSnapshot().context).toMatchObject({
        step: credentials,
        stepNumber: 1,
        errorKey: 'errors.loginFailure',
      });
    });

    it('does not restart again when the journey started anew fails too', async () => {
      const { actor, effects } = await startStubbed(journeyMachine, resuming);
      effects.reject('startJourney', new Error('Authentication failed'));
      await settle();
      effects.reject('startJourney', new Error('offline'));
      await settle();
      expect(effects.calls).toHaveLength(2);
      expect(actor.getSnapshot().value).toBe('unavailable');
      expect(actor.getSnapshot().context.errorKey).toBe('errors.upstreamUnavailable');
    });

    it('starts anew without the answer when the resumed journey is restarted', async () => {
      const { actor, effects } = await resumed();
      actor.send({ type: 'journey.restart' });
      await settle();
      expect(actor.getSnapshot().value).toBe('starting');
      expect(effects.calls).toHaveLength(2);
      expect(effects.calls[1]?.input).toEqual({ ...input, providerResponse: null, answers: null });
    });
  });
});
