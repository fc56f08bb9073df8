import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { saveProblem } from '../../src/ui/components/save-problem.js';

const graphQLError = (code: string, extra: Record<string, unknown> = {}) =>
  new CombinedGraphQLErrors({
    data: null,
    errors: [{ message: code, extensions: { code, ...extra } }],
  });

const FAILED = 'profilePage.personalInfo.saveError';

describe('saveProblem', () => {
  it('calls a stale revision a conflict, with the failure message', () => {
    expect(saveProblem(graphQLError('CONFLICT'), FAILED)).toEqual({
      kind: 'conflict',
      messageKey: FAILED,
    });
    expect(
      saveProblem(
        new ServerError('x', { response: new Response('', { status: 412 }), bodyText: '' }),
        FAILED,
      ),
    ).toEqual({ kind: 'conflict', messageKey: FAILED });
  });

  it('asks for a fresh sign-in only when the gateway says a recent one is required', () => {
    expect(saveProblem(graphQLError('FORBIDDEN', { reason: 'REAUTH_REQUIRED' }), FAILED)).toEqual({
      kind: 'reauth',
      messageKey: FAILED,
      withDevice: false,
    });
    expect(
      saveProblem(graphQLError('FORBIDDEN', { reason: 'REAUTH_WITH_DEVICE_REQUIRED' }), FAILED),
    ).toEqual({ kind: 'reauth', messageKey: FAILED, withDevice: true });
    expect(saveProblem(graphQLError('FORBIDDEN'), FAILED)).toEqual({
      kind: 'message',
      messageKey: FAILED,
    });
  });

  it('hands the refused fields to the form, and gives the failure message without any', () => {
    const fieldErrors = [{ field: 'mail', message: 'validation.email' }];
    expect(saveProblem(graphQLError('BAD_USER_INPUT', { fieldErrors }), FAILED)).toEqual({
      kind: 'invalid',
      fields: fieldErrors,
      messageKey: FAILED,
    });
    expect(saveProblem(graphQLError('BAD_USER_INPUT'), FAILED)).toEqual({
      kind: 'message',
      messageKey: FAILED,
    });
  });

  it('says the server cannot be reached when no answer came back', () => {
    expect(saveProblem(new TypeError('Failed to fetch'), FAILED)).toEqual({
      kind: 'message',
      messageKey: 'errors.upstreamUnavailable',
    });
  });
});
