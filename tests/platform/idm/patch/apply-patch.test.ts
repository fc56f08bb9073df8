import { describe, expect, it } from 'vitest';
import { CrestError } from '../../../../src/platform/http/errors.js';
import type { ObjectSchema } from '../../../../src/platform/idm/managed-config.js';
import { applyPatch } from '../../../../src/platform/idm/patch/apply-patch.js';
import type { PatchOperation } from '../../../../src/platform/idm/patch/patch-request.js';
import { patchPolicyFailures } from '../../../../src/platform/idm/property-policies.js';

const schema: ObjectSchema = {
  properties: {
    userName: { type: 'string', userEditable: true },
    nickname: { type: ['string', 'null'], userEditable: true },
    logins: { type: 'number', userEditable: false },
    tags: { type: 'array', items: { type: 'string' }, userEditable: true },
    settings: {
      type: 'object',
      userEditable: true,
      properties: { theme: { type: 'string' }, level: { type: 'integer' } },
    },
    password: {
      type: 'string',
      viewable: false,
      userEditable: true,
      policies: [{ policyId: 'minimum-length', params: { minLength: 8 } }],
    },
  },
  required: ['userName'],
};

const base = { userName: 'ann', logins: 2, tags: ['a', 'b', 'a'], settings: { theme: 'dark' } };
const run = (operations: PatchOperation[], self = false) =>
  applyPatch(base, operations, schema, { self });
const policyFailures = (operations: PatchOperation[]) =>
  patchPolicyFailures(schema, run(operations));

function crestError(action: () => unknown): CrestError {
  try {
    action();
  } catch (error) {
    if (error instanceof CrestError) return error;
    throw error;
  }
  throw new Error('no error');
}

describe('applyPatch', () => {
  it('leaves the input document untouched', () => {
    run([{ operation: 'replace', field: '/settings/theme', value: 'light' }]);
    expect(base.settings.theme).toBe('dark');
  });

  it('replaces, and removes when replace has no value', () => {
    expect(run([{ operation: 'replace', field: 'nickname', value: 'Annie' }]).doc.nickname).toBe(
      'Annie',
    );
    expect(run([{ operation: 'replace', field: '/settings' }]).doc).not.toHaveProperty('settings');
  });

  it('adds to arrays, at the end or at an index', () => {
    expect(run([{ operation: 'add', field: '/tags', value: 'c' }]).doc.tags).toEqual([
      'a',
      'b',
      'a',
      'c',
    ]);
    expect(run([{ operation: 'add', field: '/tags', value: ['c', 'd'] }]).doc.tags).toEqual([
      'a',
      'b',
      'a',
      'c',
      'd',
    ]);
    expect(run([{ operation: 'add', field: '/tags/-', value: 'z' }]).doc.tags).toEqual([
      'a',
      'b',
      'a',
      'z',
    ]);
    expect(run([{ operation: 'add', field: '/tags/0', value: 'z' }]).doc.tags).toEqual([
      'z',
      'a',
      'b',
      'a',
    ]);
    expect(run([{ operation: 'replace', field: '/tags/1', value: 'B' }]).doc.tags).toEqual([
      'a',
      'B',
      'a',
    ]);
  });

  it('removes values from arrays, or the whole field', () => {
    expect(run([{ operation: 'remove', field: '/tags', value: 'a' }]).doc.tags).toEqual(['b']);
    expect(run([{ operation: 'remove', field: '/tags/1' }]).doc.tags).toEqual(['a', 'a']);
    expect(run([{ operation: 'remove', field: '/tags' }]).doc).not.toHaveProperty('tags');
    expect(run([{ operation: 'remove', field: '/settings/missing/deeper' }]).doc).toEqual(base);
  });

  it('creates missing parents for nested writes', () => {
    const { doc } = applyPatch(
      { userName: 'x' },
      [{ operation: 'add', field: '/settings/level', value: 3 }],
      schema,
      {
        self: false,
      },
    );
    expect(doc.settings).toEqual({ level: 3 });
  });

  it('increments numbers', () => {
    expect(run([{ operation: 'increment', field: '/logins', value: 3 }]).doc.logins).toBe(5);
    expect(
      crestError(() => run([{ operation: 'increment', field: '/userName', value: 1 }])).code,
    ).toBe(400);
  });

  it('reports the touched properties', () => {
    const result = run([
      { operation: 'replace', field: '/settings/theme', value: 'light' },
      { operation: 'add', field: '/tags', value: 'c' },
    ]);
    expect([...result.touched].sort()).toEqual(['settings', 'tags']);
  });

  it('keeps the password out of the document', () => {
    const result = run([{ operation: 'replace', field: '/password', value: 'Passw0rd!' }]);
    expect(result.password).toBe('Passw0rd!');
    expect(result.doc).not.toHaveProperty('password');
    expect(crestError(() => run([{ operation: 'remove', field: '/password' }])).code).toBe(400);
    expect(policyFailures([{ operation: 'replace', field: '/password', value: 'short' }])).toEqual([
      {
        property: 'password',
        policyRequirements: [{ policyRequirement: 'MIN_LENGTH', params: { minLength: 8 } }],
      },
    ]);
  });

  it('enforces editability for the user themself only', () => {
    expect(
      crestError(() => run([{ operation: 'increment', field: '/logins', value: 1 }], true)).code,
    ).toBe(403);
    expect(run([{ operation: 'increment', field: '/logins', value: 1 }], false).doc.logins).toBe(3);
  });

  it('checks nested types, array items and integers', () => {
    const failure = (operation: PatchOperation) => policyFailures([operation]);
    expect(failure({ operation: 'replace', field: '/settings/level', value: 1.5 })).toEqual([
      { property: 'settings', policyRequirements: [{ policyRequirement: 'VALID_TYPE' }] },
    ]);
    expect(failure({ operation: 'add', field: '/tags', value: 7 })).toEqual([
      { property: 'tags', policyRequirements: [{ policyRequirement: 'VALID_TYPE' }] },
    ]);
    expect(failure({ operation: 'replace', field: '/userName', value: '' })).toEqual([
      { property: 'userName', policyRequirements: [{ policyRequirement: 'REQUIRED' }] },
    ]);
    expect(failure({ operation: 'replace', field: '/nickname', value: null })).toEqual([]);
  });

  it('rejects fields that cannot be patched', () => {
    expect(
      crestError(() => run([{ operation: 'replace', field: '/unknown', value: 1 }])).message,
    ).toBe('Unknown property: unknown');
    expect(
      crestError(() => run([{ operation: 'replace', field: '/toString', value: 1 }])).code,
    ).toBe(400);
    expect(crestError(() => run([{ operation: 'replace', field: '/_rev', value: '9' }])).code).toBe(
      400,
    );
    expect(
      crestError(() => run([{ operation: 'replace', field: '/tags/7', value: 'x' }])).code,
    ).toBe(400);
    expect(
      crestError(() => run([{ operation: 'replace', field: '/userName/first', value: 'x' }])).code,
    ).toBe(400);
    expect(crestError(() => run([{ operation: 'replace', field: '//', value: 'x' }])).code).toBe(
      400,
    );
  });
});
