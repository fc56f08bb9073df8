import { describe, expect, it } from 'vitest';
import { fromUpstream } from '../../src/gateway/errors.js';
import { UpstreamError } from '../../src/gateway/upstream/errors.js';

const refused = (path: string) =>
  fromUpstream(new UpstreamError(403, 'Access denied', {}, undefined, path)).extensions;

describe('a 403 from the platform', () => {
  it('is FORBIDDEN, with the configuration reason on the reads the spec exempts', () => {
    for (const path of ['config/managed', 'schema/managed/alpha_user', 'config/uilocale/fr']) {
      expect(refused(path), path).toEqual({ code: 'FORBIDDEN', reason: 'CONFIGURATION_REFUSED' });
    }
  });

  it('is a plain FORBIDDEN anywhere else', () => {
    for (const path of ['managed/alpha_user/1', 'config/managedness', 'config/ui/themerealm']) {
      expect(refused(path), path).toEqual({ code: 'FORBIDDEN' });
    }
    expect(fromUpstream(new UpstreamError(403, 'Access denied')).extensions).toEqual({
      code: 'FORBIDDEN',
    });
  });
});

describe("the platform's words for a refusal", () => {
  const mapped = (status: number, body: unknown) =>
    fromUpstream(new UpstreamError(status, 'refused', body)).extensions;

  it('travel with invalid input, not found and a state conflict, for the UI to show', () => {
    expect(mapped(400, { message: ' Invalid script provided ' })).toEqual({
      code: 'BAD_USER_INPUT',
      serverMessage: 'Invalid script provided',
    });
    expect(mapped(404, { message: 'Bucket not found' })).toMatchObject({
      serverMessage: 'Bucket not found',
    });
    expect(mapped(409, { message: 'Reviewer already assigned' })).toMatchObject({
      serverMessage: 'Reviewer already assigned',
    });
    const long = mapped(400, { message: 'x'.repeat(2000) });
    expect(String(long['serverMessage'])).toHaveLength(500);
  });

  it('stay on the platform for other refusals, and when the body has none', () => {
    expect(mapped(500, { message: 'NullPointerException at line 3' })).toEqual({
      code: 'UPSTREAM_UNAVAILABLE',
    });
    expect(mapped(403, { message: 'Access denied' })).toEqual({ code: 'FORBIDDEN' });
    expect(mapped(412, { message: 'x' })).toEqual({ code: 'CONFLICT' });
    expect(mapped(400, { message: '  ' })).toEqual({ code: 'BAD_USER_INPUT' });
    expect(mapped(404, undefined)).toEqual({ code: 'NOT_FOUND' });
  });
});
