import { describe, expect, it } from 'vitest';
import { localeChain } from '../../src/domain/locale-chain.js';

describe('locale chain', () => {
  it('runs from the regional code to the base language, the default locale and en', () => {
    expect(localeChain('fr-CA', 'de')).toEqual(['fr-CA', 'fr', 'de', 'en']);
    expect(localeChain('pt_BR', null)).toEqual(['pt_BR', 'pt', 'en']);
  });

  it('lists each locale once and ignores blanks', () => {
    expect(localeChain('en', 'en')).toEqual(['en']);
    expect(localeChain(' ', undefined)).toEqual(['en']);
  });
});
