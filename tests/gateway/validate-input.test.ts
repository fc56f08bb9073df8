import type { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { updateProfileSchema } from '../../src/domain/profile-patch.js';
import { validateInput } from '../../src/gateway/validate-input.js';

function rejection(run: () => unknown): GraphQLError {
  try {
    run();
  } catch (error) {
    return error as GraphQLError;
  }
  throw new Error('expected the input to be rejected');
}

describe('validateInput', () => {
  it('returns the parsed input when it is valid', () => {
    const input = { rev: '1', operations: [{ operation: 'remove', field: '/city' }] };
    expect(validateInput(updateProfileSchema, input)).toEqual(input);
  });

  it('answers BAD_USER_INPUT with a translation key, and values when the rule has some', () => {
    const error = rejection(() =>
      validateInput(updateProfileSchema, {
        rev: '1',
        operations: [
          { operation: 'replace', field: '/_id', value: 'x' },
          { operation: 'replace', field: '/mail', value: 'nope' },
          { operation: 'replace', field: '/userName', value: 'u'.repeat(256) },
          { operation: 'replace', field: '/givenName', value: 'g'.repeat(256) },
        ],
      }),
    );
    expect(error.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { field: 'operations.0.field', message: 'validation.protectedField' },
        { field: 'operations.1.value', message: 'validation.email' },
        {
          field: 'operations.2.value',
          message: 'validation.maxLength',
          values: { length: 255 },
        },
        {
          field: 'operations.3.value',
          message: 'validation.maxLength',
          values: { length: 255 },
        },
      ],
    });
  });

  it('accepts classic zod schemas and keys their built-in issues by code', () => {
    const schema = z.object({ id: z.string().regex(/^\w+$/, 'validation.notificationId') });
    expect(validateInput(schema, { id: 'abc' })).toEqual({ id: 'abc' });
    expect(rejection(() => validateInput(schema, { id: 'a b' })).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'id', message: 'validation.notificationId' }],
    });
    expect(rejection(() => validateInput(schema, {})).extensions?.['fieldErrors']).toEqual([
      { field: 'id', message: 'validation.invalid_type' },
    ]);
  });
});

describe('validateInput and control characters', () => {
  it('refuses control characters and NUL in any text of the input, naming the field', () => {
    const error = rejection(() =>
      validateInput(updateProfileSchema, {
        rev: '1',
        operations: [{ operation: 'replace', field: '/givenName', value: 'a\u0000b' }],
      }),
    );
    expect(error.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'operations.0.value', message: 'validation.noControlCharacters' }],
    });
  });

  it('keeps tabs and line breaks', () => {
    const input = {
      rev: '1',
      operations: [{ operation: 'replace', field: '/description', value: 'a\tb\r\nc' }],
    };
    expect(validateInput(updateProfileSchema, input)).toEqual(input);
  });
});
