import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { maskError } from '../../src/gateway/mask-error.js';

describe('maskError', () => {
  it("passes a GraphQL error through without the server's originalError detail", () => {
    const parseFailure = new GraphQLError('POST body sent invalid JSON.', {
      extensions: {
        code: 'BAD_REQUEST',
        http: { status: 400 },
        originalError: { name: 'SyntaxError', message: 'Unexpected end of JSON input' },
      },
    });
    const masked = maskError(parseFailure, 'Unexpected error.');
    expect(masked).toBeInstanceOf(GraphQLError);
    expect((masked as GraphQLError).toJSON()).toEqual({
      message: 'POST body sent invalid JSON.',
      extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
    });
  });

  it('passes a GraphQL error without that detail through as it is', () => {
    const refusal = new GraphQLError('Not signed in', { extensions: { code: 'UNAUTHENTICATED' } });
    expect(maskError(refusal, 'Unexpected error.')).toBe(refusal);
  });
});
