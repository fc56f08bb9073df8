import { describe, expect, it } from 'vitest';
import { checkKbaQuestions } from '../../../src/domain/validation/check-kba-questions.js';

const duplicate = (index: number) => ({ index, message: 'validation.kbaDuplicateQuestions' });

describe('checkKbaQuestions', () => {
  it('flags every custom question another one repeats, ignoring case and spacing', () => {
    expect(
      checkKbaQuestions(['What is your pet?', 'Favourite city?', ' what is  your PET? ']),
    ).toEqual([duplicate(0), duplicate(2)]);
  });

  it('accepts distinct questions', () => {
    expect(checkKbaQuestions(['What is your pet?', 'What is your pet name?'])).toEqual([]);
    expect(checkKbaQuestions([])).toEqual([]);
  });

  it('leaves blank and non-text entries to the required rule', () => {
    expect(checkKbaQuestions(['', '  ', null, 3, 'x'])).toEqual([]);
  });
});
