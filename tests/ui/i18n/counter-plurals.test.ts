import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogue.js';

async function translator(language: keyof typeof CATALOGUES) {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { translation: CATALOGUES[language] } },
    interpolation: { escapeValue: false },
  });
  return i18n.t.bind(i18n);
}

describe('counters', () => {
  it('are singular in French for 0 and 1, and plural from 2', async () => {
    const t = await translator('fr');
    expect(t('newRequest.users.count', { count: 1, max: 10 })).toBe('1 utilisateur sur 10');
    expect(t('newRequest.users.count', { count: 2, max: 10 })).toBe('2 utilisateurs sur 10');
    expect(t('newRequest.basket.count', { count: 0, max: 20 })).toBe('0 élément sur 20');
    expect(t('newRequest.basket.count', { count: 3, max: 20 })).toBe('3 éléments sur 20');
    expect(t('accessReviews.progress', { count: 1, total: 18 })).toBe('1 sur 18 décidé');
    expect(t('certificationTask.campaign.progress', { count: 6, total: 18 })).toBe(
      '6 sur 18 décidés',
    );
  });

  it('read the count in English and German', async () => {
    const en = await translator('en');
    expect(en('newRequest.users.count', { count: 1, max: 10 })).toBe('1 of 10 users');
    expect(en('newRequest.basket.count', { count: 0, max: 20 })).toBe('0 of 20 items');
    expect(en('accessReviews.progress', { count: 6, total: 18 })).toBe('6 of 18 decided');
    const de = await translator('de');
    expect(de('newRequest.users.count', { count: 1, max: 10 })).toBe('1 von 10 Benutzern');
    expect(de('newRequest.basket.count', { count: 2, max: 20 })).toBe('2 von 20 Elementen');
  });
});
