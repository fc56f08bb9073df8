import { describe, expect, it } from 'vitest';
import { checkKbaQuestions } from '../../../src/domain/validation/check-kba-questions.js';
import { checkPassword } from '../../../src/domain/validation/check-password.js';
import { checkPrivilege } from '../../../src/domain/validation/check-privilege.js';
import { validate } from '../../../src/domain/validation/index.js';
import { VALIDATION_MESSAGE_KEYS } from '../../../src/domain/validation/message-keys.js';

describe('validation message keys', () => {
  it('lists each key once, all under validation.', () => {
    expect(new Set(VALIDATION_MESSAGE_KEYS).size).toBe(VALIDATION_MESSAGE_KEYS.length);
    for (const key of VALIDATION_MESSAGE_KEYS) expect(key).toMatch(/^validation\.[\w.]+$/);
  });

  it('covers the keys the checks answer with', () => {
    const answered = [
      validate('tenantName', 'My_Tenant'),
      ...checkPassword('', {
        length: { min: 1 },
        minCapitals: 1,
        minLowercase: 1,
        minNumbers: 1,
        minSymbols: 1,
        minCharacterSets: 1,
      }),
      ...checkPassword(
        'aaa bjensen',
        {
          maxRepeatedCharacters: 1,
          cannotContainOthers: ['userName'],
          cannotContainOthersCaseInsensitive: ['userName'],
        },
        { fields: { userName: 'bjensen' } },
      ),
      ...checkPassword(
        'password',
        { noCommonPasswords: true, passwordHistory: 1 },
        {
          previousPasswords: ['password'],
        },
      ),
      ...checkPrivilege(
        { name: 'p', path: 'managed/user', permissions: [], accessFlags: [] },
        { required: [], properties: {} },
      ),
      ...checkPrivilege(
        {
          name: 'p',
          path: 'managed/user',
          permissions: ['CREATE'],
          accessFlags: [{ attribute: 'a', readOnly: true }],
        },
        { required: ['a'], properties: { a: {} } },
      ),
      ...checkPrivilege(
        {
          name: 'p',
          path: 'managed/user',
          permissions: ['DELETE'],
          accessFlags: [{ attribute: 'a', readOnly: false }],
        },
        { required: [], properties: { a: {} } },
      ),
      ...checkKbaQuestions(['a', 'A']),
    ];
    const messages = new Set(
      answered.flatMap((result) => ('message' in result ? [result.message] : [])),
    );
    expect(messages.size).toBe(18);
    for (const message of messages) expect(VALIDATION_MESSAGE_KEYS).toContain(message);
  });
});
