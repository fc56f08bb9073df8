import { describe, expect, it } from 'vitest';
import {
  changedOperations,
  draftErrors,
  draftFrom,
  objectWithDraft,
  rebaseDraft,
  storedValue,
  type SchemaField,
} from '../../src/ui/components/schema-form/schema-field.js';
import { profileFields } from '../../src/ui/features/profile/profile-fields.js';
import { profileImageUrl } from '../../src/domain/user.js';

const property = (
  name: string,
  type: string,
  { nullable = true, viewable = true, userEditable = true } = {},
) => ({ name, title: name.toUpperCase(), type, nullable, viewable, userEditable });

const schema = {
  order: ['userName', 'givenName', 'mail', 'preferences', 'manager', 'age', 'accountStatus'],
  required: ['userName', 'givenName'],
  properties: [
    property('mail', 'string'),
    property('givenName', 'string', { nullable: false }),
    property('userName', 'string', { nullable: false }),
    property('preferences', 'object'),
    property('manager', 'relationship', { userEditable: false }),
    property('age', 'integer'),
    property('accountStatus', 'string', { userEditable: false }),
    property('hidden', 'string', { viewable: false }),
    property('active', 'boolean'),
  ],
};

const fields = profileFields(schema);
const field = (name: string) => fields.find((candidate) => candidate.name === name)!;

describe('profileFields', () => {
  it('takes the viewable scalar properties in schema order, then the unlisted ones', () => {
    expect(
      fields.map(({ name, kind, required, readOnly }) => [name, kind, required, !readOnly]),
    ).toEqual([
      ['userName', 'text', true, true],
      ['givenName', 'text', true, true],
      ['mail', 'text', false, true],
      ['age', 'integer', false, true],
      ['accountStatus', 'text', false, false],
      ['active', 'boolean', false, true],
    ]);
  });
});

describe('the personal info draft', () => {
  const values = {
    userName: 'ann',
    givenName: 'Ann',
    mail: null,
    age: 41,
    accountStatus: 'active',
  };

  it('starts from the stored values of the editable fields', () => {
    expect(draftFrom(fields, values, 'en')).toEqual({
      userName: 'ann',
      givenName: 'Ann',
      mail: '',
      age: '41',
      active: false,
    });
  });

  it('stores a blank nullable field as null, a blank required one as empty and numbers as numbers', () => {
    expect(storedValue(field('mail'), '  ', 'en')).toBeNull();
    expect(storedValue(field('givenName'), '', 'en')).toBe('');
    expect(storedValue(field('age'), ' 42 ', 'en')).toBe(42);
    expect(storedValue(field('active'), true, 'en')).toBe(true);
  });

  it('refuses blank required fields, wrong numbers and values the shared rules reject', () => {
    const draft = { ...draftFrom(fields, values, 'en'), givenName: ' ', age: '4.5', mail: 'ann@' };
    expect(draftErrors(fields, draft, 'en')).toEqual({
      givenName: { message: 'validation.required' },
      age: { message: 'validation.integer' },
      mail: { message: 'validation.email' },
    });
    expect(draftErrors(fields, draftFrom(fields, values, 'en'), 'en')).toEqual({});
  });

  it('holds a text field to the 255 characters the platform keeps', () => {
    const draft = { ...draftFrom(fields, values, 'en'), givenName: 'g'.repeat(256) };
    expect(draftErrors(fields, draft, 'en')).toEqual({
      givenName: { message: 'validation.maxLength', values: { length: 255 } },
    });
  });

  it('patches only what changed, and builds the whole object for the policy check', () => {
    const base = draftFrom(fields, values, 'en');
    const draft = { ...base, mail: 'ann@example.com', age: '' };
    expect(changedOperations(fields, base, draft, 'en')).toEqual([
      { operation: 'replace', field: '/mail', value: 'ann@example.com' },
      { operation: 'replace', field: '/age', value: null },
    ]);
    expect(objectWithDraft(fields, values, draft, 'en')).toEqual({
      userName: 'ann',
      givenName: 'Ann',
      mail: 'ann@example.com',
      age: null,
      accountStatus: 'active',
      active: false,
    });
  });

  it('writes and reads numbers as the language writes them', () => {
    const score: SchemaField = { ...field('age'), name: 'score', kind: 'number' };
    const numbers = [score, field('age')];
    expect(draftFrom(numbers, { score: 2.5, age: 1000 }, 'de-DE')).toEqual({
      score: '2,5',
      age: '1000',
    });
    expect(storedValue(score, '2,5', 'de-DE')).toBe(2.5);
    expect(storedValue(field('age'), '1.000', 'de-DE')).toBe(1000);
    expect(draftErrors(numbers, { score: '2,5', age: '1.000' }, 'de-DE')).toEqual({});
    expect(draftErrors(numbers, { score: 'zwei', age: '4,5' }, 'de-DE')).toEqual({
      score: { message: 'validation.number' },
      age: { message: 'validation.integer' },
    });
  });

  it('keeps what the user changed when a newer version comes in, and takes the rest from it', () => {
    const base = { userName: 'ann', givenName: 'Ann', mail: '' };
    const draft = { ...base, mail: 'mine@example.com' };
    const latest = { userName: 'ann', givenName: 'Anne', mail: 'theirs@example.com' };
    expect(rebaseDraft(draft, base, latest)).toEqual({
      userName: 'ann',
      givenName: 'Anne',
      mail: 'mine@example.com',
    });
  });

  it('ignores fields that are not editable', () => {
    const readOnly: SchemaField = { ...field('accountStatus') };
    expect(
      changedOperations([readOnly], { accountStatus: 'a' }, { accountStatus: 'b' }, 'en'),
    ).toEqual([]);
  });
});

describe('profileImageUrl', () => {
  it('keeps only valid web URLs', () => {
    expect(profileImageUrl('https://example.com/me.png')).toBe('https://example.com/me.png');
    expect(profileImageUrl('javascript:alert(1)')).toBeUndefined();
    expect(profileImageUrl('not a url')).toBeUndefined();
    expect(profileImageUrl(42)).toBeUndefined();
    expect(profileImageUrl('')).toBeUndefined();
  });
});
