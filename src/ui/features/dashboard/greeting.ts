import type { TranslationKey } from '../../i18n/translation-key.js';

export type DayPeriod = 'morning' | 'afternoon' | 'evening';

/** Morning before 12:00, afternoon before 18:00, evening otherwise, in local time. */
export function dayPeriod(date: Date): DayPeriod {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

const GREETING_KEYS = {
  morning: 'dashboard.greeting.morning',
  afternoon: 'dashboard.greeting.afternoon',
  evening: 'dashboard.greeting.evening',
} as const satisfies Record<DayPeriod, TranslationKey>;

export function greetingKey(date: Date): TranslationKey {
  return GREETING_KEYS[dayPeriod(date)];
}
