import { describe, expect, it } from 'vitest';
import { codeForStatus } from '../../src/domain/api-error-codes.js';

describe('codeForStatus', () => {
  it('maps the statuses of the design table to their codes', () => {
    expect(
      [400, 401, 403, 404, 409, 412, 422, 429, 500, 502, 503].map((status) =>
        codeForStatus(status),
      ),
    ).toEqual([
      'BAD_USER_INPUT',
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'CONFLICT',
      'BAD_USER_INPUT',
      'RATE_LIMITED',
      'UPSTREAM_UNAVAILABLE',
      'UPSTREAM_UNAVAILABLE',
      'UPSTREAM_UNAVAILABLE',
    ]);
  });

  it('leaves a status the table does not name to the caller', () => {
    expect(codeForStatus(418)).toBeUndefined();
    expect(codeForStatus(200)).toBeUndefined();
  });
});
