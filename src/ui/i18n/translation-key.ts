import type { ParseKeys } from 'i18next';

export type TranslationKey = ParseKeys<'translation'>;
