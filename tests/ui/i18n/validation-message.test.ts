import { describe, expect, it } from 'vitest';
import { validate } from '../../../src/domain/validation/index.js';
import { checkPassword } from '../../../src/domain/validation/check-password.js';
import { checkPrivilege } from '../../../src/domain/validation/check-privilege.js';
import { createI18n } from '../../../src/ui/i18n/i18n.js';
import { loadLanguage } from '../../../src/ui/i18n/language-loader.js';
import { validationMessage } from '../../../src/ui/i18n/validation-message.js';
import { formatDateTime } from '../../../src/ui/lib/format-date.js';

function failureOf(result: ReturnType<typeof validate>) {
  if (result.valid) throw new Error('expected a failure');
  return result;
}

describe('validationMessage', () => {
  it('fills in the values of a rule', () => {
    const i18n = createI18n();
    const failure = failureOf(validate('maxLength', 'abcdef', { length: 5 }));
    expect(validationMessage(i18n.t, failure)).toBe('Use at most 5 characters.');
    expect(validationMessage(i18n.t, failureOf(validate('tenantName', 'My_Tenant')))).toContain(
      'my-tenant2',
    );
  });

  it('uses the plural form that the count needs', () => {
    const i18n = createI18n();
    const [one, many] = [1, 3].map(
      (count) => checkPassword('abc', { minCapitals: count })[0] ?? { message: '' },
    );
    expect(validationMessage(i18n.t, one!)).toBe('Include at least 1 capital letter.');
    expect(validationMessage(i18n.t, many!)).toBe('Include at least 3 capital letters.');
  });

  it('names only the length bounds the policy sets', () => {
    const i18n = createI18n();
    const message = (length: { min?: number; max?: number }) =>
      validationMessage(i18n.t, checkPassword('abcdefghijklmnopqrstuvwxyz', { length })[0]!);
    expect(message({ min: 30, max: 40 })).toBe('Use between 30 and 40 characters.');
    expect(message({ min: 30 })).toBe('Use at least 30 characters.');
    expect(message({ max: 10 })).toBe('Use at most 10 characters.');
  });

  it('joins lists the way the language does', async () => {
    const i18n = createI18n();
    const [violation] = checkPrivilege(
      { name: 'p', path: 'managed/user', permissions: ['CREATE'], accessFlags: [] },
      {
        required: ['userName', 'givenName', 'sn'],
        properties: { userName: {}, givenName: {}, sn: {} },
      },
    ).filter((entry) => entry.message === 'validation.privilege.requiredAttributesReadWrite');
    expect(validationMessage(i18n.t, violation!)).toBe(
      'Required attributes must be Read/Write when Create is granted: userName, givenName, and sn.',
    );
    await loadLanguage(i18n, 'fr');
    expect(validationMessage(i18n.t, violation!)).toBe(
      'Les attributs obligatoires doivent être en lecture/écriture lorsque la création est autorisée\u00a0: userName, givenName et sn.',
    );
  });

  it('writes the dates it names as the language does: a day as a day, an instant with its time', async () => {
    const i18n = createI18n();
    const endBefore = failureOf(validate('endAfterStart', '2026-11-30', { start: '2026-12-01' }));
    expect(validationMessage(i18n.t, endBefore)).toBe(
      'The end date cannot be earlier than the start date (December 1, 2026).',
    );
    const dayMonthYear = failureOf(validate('isAfterDate', '01.05.2026', { date: '10.05.2026' }));
    expect(validationMessage(i18n.t, dayMonthYear)).toBe('Enter a date after May 10, 2026.');
    const instant = '2026-12-01T09:30:00.000Z';
    expect(
      validationMessage(i18n.t, {
        message: 'validation.endAfterStart',
        values: { start: instant },
      }),
    ).toBe(
      `The end date cannot be earlier than the start date (${formatDateTime(instant, 'en')}).`,
    );
    await loadLanguage(i18n, 'de');
    expect(validationMessage(i18n.t, endBefore)).toBe(
      'Das Enddatum darf nicht vor dem Startdatum (1. Dezember 2026) liegen.',
    );
  });

  it('translates a gateway field error and the French plural forms', async () => {
    const i18n = createI18n();
    await loadLanguage(i18n, 'fr');
    expect(validationMessage(i18n.t, { message: 'validation.locale' })).toBe(
      'Saisissez un code de langue valide, par exemple en ou fr-CA.',
    );
    const failure = checkPassword(
      'a',
      { passwordHistory: 1_000_000 },
      { previousPasswords: ['a'] },
    );
    expect(validationMessage(i18n.t, failure[0]!)).toBe(
      'Ne réutilisez aucun de vos 1000000 derniers mots de passe.',
    );
  });
});
