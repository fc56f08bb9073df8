import { describe, expect, it } from 'vitest';
import {
  defaultParameterDraft,
  draftErrors,
  parametersInput,
} from '../../src/ui/features/pipelines/parameter-draft.js';
import { numberText, parseNumberText } from '../../src/ui/lib/locale-number.js';

describe('numbers typed as the language writes them', () => {
  it('reads decimal commas and group separators of German and French', () => {
    expect(parseNumberText('0,001', 'de-DE')).toBe(0.001);
    expect(parseNumberText('1.000', 'de-DE')).toBe(1000);
    expect(parseNumberText(' 2,5 ', 'fr-FR')).toBe(2.5);
    expect(parseNumberText('0.001', 'en-US')).toBe(0.001);
    expect(parseNumberText('1,000', 'en-US')).toBe(1000);
  });

  it('reads empty text and text that is no number as NaN', () => {
    expect(parseNumberText('', 'de-DE')).toBeNaN();
    expect(parseNumberText('  ', 'en-US')).toBeNaN();
    expect(parseNumberText('abc', 'de-DE')).toBeNaN();
  });

  it('writes a number for typing back, every digit kept and no group separator', () => {
    expect(numberText(0.001, 'de-DE')).toBe('0,001');
    expect(numberText(1000, 'de-DE')).toBe('1000');
    expect(numberText(0.0000125, 'en-US')).toBe('0.0000125');
  });
});

describe('the parameters of a new pipeline', () => {
  it('starts from the defaults as a German user reads them, and sends what they type', () => {
    const draft = defaultParameterDraft('de-DE');
    expect(draft['modelA.learning_rate']).toBe('0,001');
    expect(draft['modelA.epochs']).toBe('1000');
    const typed = { ...draft, 'modelA.epochs': '1.000', 'modelB.learning_rate': '0,0005' };
    expect(draftErrors(typed, 'de-DE').size).toBe(0);
    const input = parametersInput(typed, 'de-DE');
    expect(input.modelA).toEqual({ batchSize: 512, epochs: 1000, learningRate: 0.001 });
    expect(input.modelB.learningRate).toBe(0.0005);
  });

  it('refuses what is no number in the language', () => {
    const draft = { ...defaultParameterDraft('de-DE'), 'modelC.min_number_of_clusters': 'vier' };
    expect([...draftErrors(draft, 'de-DE').keys()]).toEqual(['modelC.min_number_of_clusters']);
  });
});
