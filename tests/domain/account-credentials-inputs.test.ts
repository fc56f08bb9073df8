import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  changeUsernameSchema,
  saveKbaSchema,
} from '../../src/domain/account-credentials-inputs.js';

function issues(schema: z.ZodMiniType, value: unknown) {
  const parsed = z.safeParse(schema, value);
  return parsed.success
    ? []
    : parsed.error.issues.map(({ path, message }) => ({ path: path.join('.'), message }));
}

describe('changeUsernameSchema', () => {
  it('wants a username without spaces, of at most 255 characters, and a revision', () => {
    expect(issues(changeUsernameSchema, { rev: '3', userName: 'ann.smith' })).toEqual([]);
    expect(issues(changeUsernameSchema, { rev: '3', userName: '' })).toEqual([
      { path: 'userName', message: 'validation.required' },
    ]);
    expect(issues(changeUsernameSchema, { rev: '3', userName: 'ann smith' })).toEqual([
      { path: 'userName', message: 'validation.noWhitespace' },
    ]);
    expect(issues(changeUsernameSchema, { rev: '3', userName: 'a'.repeat(256) })).toEqual([
      { path: 'userName', message: 'validation.maxLength' },
    ]);
    expect(issues(changeUsernameSchema, { rev: '"3"', userName: 'ann' })).toEqual([
      { path: 'rev', message: 'validation.revision' },
    ]);
  });
});

describe('changePasswordSchema', () => {
  it('wants both passwords', () => {
    expect(issues(changePasswordSchema, { currentPassword: 'a', newPassword: 'b' })).toEqual([]);
    expect(issues(changePasswordSchema, { currentPassword: '', newPassword: '' })).toEqual([
      { path: 'currentPassword', message: 'validation.required' },
      { path: 'newPassword', message: 'validation.required' },
    ]);
  });
});

describe('saveKbaSchema', () => {
  const save = (questions: unknown[]) => issues(saveKbaSchema, { rev: '7', questions });

  it('takes predefined and custom questions with their answers', () => {
    expect(
      save([
        { questionId: '1', answer: 'Blue' },
        { customQuestion: 'My first car?', answer: 'Mini', questionId: null },
      ]),
    ).toEqual([]);
  });

  it('refuses custom questions that repeat each other, whatever the case and spacing', () => {
    expect(
      save([
        { customQuestion: 'My first car?', answer: 'Mini' },
        { questionId: '1', answer: 'Blue' },
        { customQuestion: '  my FIRST   car? ', answer: 'Fiat' },
      ]),
    ).toEqual([
      { path: 'questions.0.customQuestion', message: 'validation.kbaDuplicateQuestions' },
      { path: 'questions.2.customQuestion', message: 'validation.kbaDuplicateQuestions' },
    ]);
  });

  it('refuses a predefined question chosen twice', () => {
    expect(
      save([
        { questionId: '1', answer: 'Blue' },
        { questionId: '1', answer: 'Red' },
      ]),
    ).toEqual([{ path: 'questions.1.questionId', message: 'validation.unique' }]);
  });

  it('wants one kind of question per entry, an answer, and between 1 and 10 entries', () => {
    expect(save([{ answer: 'x' }])).toEqual([
      { path: 'questions.0.customQuestion', message: 'validation.required' },
    ]);
    expect(save([{ questionId: '1', customQuestion: 'Mine?', answer: 'x' }])).toEqual([
      { path: 'questions.0.customQuestion', message: 'validation.invalid_union' },
    ]);
    expect(save([{ questionId: '1', answer: '   ' }])).toEqual([
      { path: 'questions.0.answer', message: 'validation.required' },
    ]);
    expect(save([])).toEqual([{ path: 'questions', message: 'validation.minItems' }]);
    const eleven = Array.from({ length: 11 }, (_, index) => ({
      customQuestion: `Question ${index}?`,
      answer: 'x',
    }));
    expect(save(eleven)).toEqual([{ path: 'questions', message: 'validation.maxItems' }]);
  });
});
