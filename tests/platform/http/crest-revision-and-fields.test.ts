import { describe, expect, it } from 'vitest';
import { parseFields, pickFields } from '../../../src/platform/http/crest/fields.js';
import { etag, expectedRevision } from '../../../src/platform/http/crest/revision.js';

describe('expectedRevision', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['*', undefined],
    ['3', 3],
    ['"3"', 3],
    [' "12" ', 12],
    ['W/"4"', 4],
    [['"5"', '"6"'], 5],
    ['"abc"', null],
    ['-1', null],
    ['"1e3"', null],
  ])('reads %j as %j', (header, expected) => {
    expect(expectedRevision(header)).toBe(expected);
  });

  it('writes quoted ETags', () => {
    expect(etag(7)).toBe('"7"');
  });
});

describe('_fields', () => {
  it('keeps top-level names, and every field for none or *', () => {
    expect(parseFields(undefined)).toBeUndefined();
    expect(parseFields('')).toBeUndefined();
    expect(parseFields('*,mail')).toBeUndefined();
    expect([...parseFields(' /mail, manager/userName ,,sn')!]).toEqual(['mail', 'manager', 'sn']);
  });

  it('always keeps _id and _rev', () => {
    expect(pickFields({ _id: 'a', _rev: '1', mail: 'm', sn: 's' }, new Set(['sn']))).toEqual({
      _id: 'a',
      _rev: '1',
      sn: 's',
    });
  });
});
