import type { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  confirmAuthenticatorAppSchema,
  confirmSecurityKeySchema,
} from '../../src/domain/two-step-inputs.js';
import { validateInput } from '../../src/gateway/validate-input.js';

function fieldErrors(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return (error as GraphQLError).extensions.fieldErrors;
  }
  throw new Error('expected the input to be rejected');
}

const CREDENTIAL = {
  id: 'a2V5',
  rawId: 'a2V5',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nm', transports: ['usb'] },
  clientExtensionResults: {},
};

describe('2-step enrolment inputs', () => {
  it('takes a six-digit code and an optional name, a blank name being none', () => {
    expect(
      validateInput(confirmAuthenticatorAppSchema, {
        enrolmentId: 'e-1',
        code: '012345',
        name: ' ',
      }),
    ).toEqual({ enrolmentId: 'e-1', code: '012345', name: undefined });
    expect(
      validateInput(confirmAuthenticatorAppSchema, {
        enrolmentId: 'e-1',
        code: '012345',
        name: 'Phone',
      }),
    ).toMatchObject({ name: 'Phone' });
  });

  it('refuses a code that is not six digits, an enrolment id that is not one, and a long name', () => {
    expect(
      fieldErrors(() =>
        validateInput(confirmAuthenticatorAppSchema, {
          enrolmentId: 'e/1',
          code: '12345a',
          name: 'x'.repeat(65),
        }),
      ),
    ).toEqual([
      { field: 'enrolmentId', message: 'validation.enrolmentId' },
      { field: 'code', message: 'validation.oneTimeCode' },
      expect.objectContaining({ field: 'name', message: 'validation.maxLength' }),
    ]);
  });

  it("takes the browser's credential, bounded part by part", () => {
    expect(
      validateInput(confirmSecurityKeySchema, { enrolmentId: 'e-2', credential: CREDENTIAL }),
    ).toMatchObject({ credential: CREDENTIAL });
    const oversized = {
      ...CREDENTIAL,
      response: { ...CREDENTIAL.response, attestationObject: 'A'.repeat(8193) },
    };
    expect(
      fieldErrors(() =>
        validateInput(confirmSecurityKeySchema, { enrolmentId: 'e-2', credential: oversized }),
      ),
    ).toEqual([
      {
        field: 'credential.response.attestationObject',
        message: 'validation.webAuthnCredential',
        values: { length: 8192, max: 8192 },
      },
    ]);
    expect(
      fieldErrors(() =>
        validateInput(confirmSecurityKeySchema, {
          enrolmentId: 'e-2',
          credential: { ...CREDENTIAL, id: 'not base64url!' },
        }),
      ),
    ).toEqual([{ field: 'credential.id', message: 'validation.webAuthnCredential' }]);
  });
});
