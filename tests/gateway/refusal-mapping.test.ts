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
