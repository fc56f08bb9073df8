import { describe, expect, it } from 'vitest';
import {
  DELEGATED_ADMIN_EDIT_ROUTE,
  DELEGATED_ADMIN_LIST_ROUTE,
  delegatedAdminEditPath,
  delegatedAdminListPath,
} from '../../src/domain/app-paths.js';

const segments = (path: string) => path.split('/');

describe('delegated-admin paths', () => {
  it('fill the route patterns, one encoded segment per parameter', () => {
    const list = delegatedAdminListPath('managed', 'alpha_user');
    const edit = delegatedAdminEditPath('managed', 'alpha_user', 'a/b c');
    expect(list).toBe('/list/managed/alpha_user');
    expect(edit).toBe('/edit/managed/alpha_user/a%2Fb%20c');
    expect(segments(list)).toHaveLength(segments(DELEGATED_ADMIN_LIST_ROUTE).length);
    expect(segments(edit)).toHaveLength(segments(DELEGATED_ADMIN_EDIT_ROUTE).length);
  });
});
