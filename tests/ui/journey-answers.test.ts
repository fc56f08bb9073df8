import { describe, expect, it } from 'vitest';
import type { JourneyCallbackData } from '../../src/ui/features/login/callbacks/journey-callback-fragment.js';
import { rendererFor } from '../../src/ui/features/login/callbacks/callback-renderers.js';
import { journeyAnswers } from '../../src/ui/features/login/journey-answers.js';
import { initials } from '../../src/ui/components/initials.js';

const callback = (type: string, input: Record<string, unknown>): JourneyCallbackData => ({
  type,
  output: [],
  input: Object.entries(input).map(([name, value]) => ({ name, value })),
});

describe('journeyAnswers', () => {
  it('fills each input from the form field of the same name and keeps the rest', () => {
    const form = new FormData();
    form.set('IDToken1', 'ann');
    form.set('IDToken2', 's3cret');
    const answers = journeyAnswers(
      [
        callback('NameCallback', { IDToken1: '' }),
        callback('PasswordCallback', { IDToken2: '' }),
        callback('HiddenValueCallback', { IDToken3: 'kept' }),
        callback('TextOutputCallback', {}),
      ],
      form,
    );
    expect(answers).toEqual([
      { type: 'NameCallback', input: [{ name: 'IDToken1', value: 'ann' }] },
      { type: 'PasswordCallback', input: [{ name: 'IDToken2', value: 's3cret' }] },
      { type: 'HiddenValueCallback', input: [{ name: 'IDToken3', value: 'kept' }] },
      { type: 'TextOutputCallback', input: [] },
    ]);
  });

  it('answers in the type the server gave: an index as a number, a flag as a boolean', () => {
    const form = new FormData();
    form.set('IDToken1', '2');
    form.set('IDToken2', 'true');
    const answers = journeyAnswers(
      [
        callback('ChoiceCallback', { IDToken1: 0 }),
        callback('TermsAndConditionsCallback', { IDToken2: false }),
        callback('TermsAndConditionsCallback', { IDToken3: false }),
      ],
      form,
    );
    expect(answers.map(({ input }) => input[0]?.value)).toEqual([2, true, false]);
  });
});

describe('callback renderers', () => {
  it('know the journeys’ types and nothing inherited from Object', () => {
    expect(rendererFor('NameCallback')?.focusable).toBe(true);
    expect(rendererFor('PasswordCallback')?.focusable).toBe(true);
    expect(rendererFor('TextOutputCallback')?.focusable).toBe(false);
    expect(rendererFor('ChoiceCallback')?.focusable).toBe(true);
    expect(rendererFor('SuspendedTextOutputCallback')?.hidesSubmit).toBe(true);
    expect(rendererFor('DeviceProfileCallback')).toBeUndefined();
    expect(rendererFor('toString')).toBeUndefined();
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Ann Smith')).toBe('AS');
    expect(initials('  ann  marie   smith ')).toBe('AS');
    expect(initials('amadmin')).toBe('A');
    expect(initials('Élodie Ørsted')).toBe('ÉØ');
    expect(initials('')).toBe('');
  });
});
