import { describe, expect, it } from 'vitest';
import { kbaSaveError, toKbaSettings } from '../../src/gateway/models/kba-settings.js';
import { UpstreamError } from '../../src/gateway/upstream/errors.js';
import { kbaInfoOf } from '../../src/gateway/upstream/idm-account-security.js';

const CONFIG = {
  questions: { '1': { en: 'Colour?', fr: 'Couleur\u00a0?' } },
  minimumAnswersToDefine: 2,
};

describe('kbaInfoOf', () => {
  it('reads the questions of the user object, none when it has no kbaInfo', () => {
    expect(
      kbaInfoOf({
        _id: 'u',
        _rev: '1',
        kbaInfo: [{ questionId: '1' }, { customQuestion: 'Mine?' }],
      }),
    ).toEqual([{ questionId: '1' }, { customQuestion: 'Mine?' }]);
    expect(kbaInfoOf({ _id: 'u', _rev: '1' })).toEqual([]);
    expect(kbaInfoOf({ _id: 'u', _rev: '1', kbaInfo: null })).toEqual([]);
  });

  it('refuses a payload that is not a list of questions as an unexpected upstream answer', () => {
    expect(() => kbaInfoOf({ _id: 'u', _rev: '1', kbaInfo: 'nope' })).toThrow(
      expect.objectContaining({ status: 502 }) as Error,
    );
  });
});

describe('toKbaSettings', () => {
  it('lists the realm’s questions by locale and the user’s selection in order', () => {
    expect(toKbaSettings(CONFIG, [{ customQuestion: 'Mine?' }, { questionId: '1' }])).toEqual({
      minimumAnswersToDefine: 2,
      questions: [
        {
          id: '1',
          texts: [
            { locale: 'en', text: 'Colour?' },
            { locale: 'fr', text: 'Couleur\u00a0?' },
          ],
        },
      ],
      selected: [
        { questionId: null, customQuestion: 'Mine?' },
        { questionId: '1', customQuestion: null },
      ],
    });
  });
});

describe('kbaSaveError', () => {
  it('puts the platform’s refusals of kbaInfo on the form’s questions, in the shared words', () => {
    const body = {
      code: 400,
      detail: {
        result: false,
        failedPolicyRequirements: [
          {
            property: 'kbaInfo',
            policyRequirements: [
              { policyRequirement: 'MIN_ITEMS', params: { minItems: 2 } },
              { policyRequirement: 'MAX_ITEMS', params: { maxItems: 10 } },
              { policyRequirement: 'VALID_KBA_QUESTION', params: { questionId: '9' } },
              { policyRequirement: 'UNIQUE' },
              { policyRequirement: 'KBA_DUPLICATE_QUESTIONS' },
              { policyRequirement: 'REQUIRED' },
            ],
          },
        ],
      },
    };
    expect(kbaSaveError(new UpstreamError(400, 'Failed policy validation', body))).toMatchObject({
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [
          { field: 'questions', message: 'validation.minItems', values: { min: 2 } },
          { field: 'questions', message: 'validation.maxItems', values: { max: 10 } },
          { field: 'questions', message: 'validation.invalid_value' },
          { field: 'questions', message: 'validation.unique' },
          { field: 'questions', message: 'validation.kbaDuplicateQuestions' },
          { field: 'questions', message: 'validation.required' },
        ],
      },
    });
  });

  it('leaves any other failure as the platform answered it', () => {
    const stale = new UpstreamError(412, 'Precondition failed');
    expect(kbaSaveError(stale)).toBe(stale);
    const other = new UpstreamError(400, 'Bad', { detail: {} });
    expect(kbaSaveError(other)).toBe(other);
  });
});
