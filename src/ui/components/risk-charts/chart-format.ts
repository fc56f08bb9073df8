import { useTranslation } from 'react-i18next';

export interface DayFormat {
  /** As on an axis: "Mar 4". */
  short: (day: string) => string;
  /** In full: "Mar 4, 2026". */
  long: (day: string) => string;
}

/** Days, given as the instant they start, as the language writes them in the zone they were counted in. */
export function useDayFormat(timeZone: string): DayFormat {
  const { i18n } = useTranslation();
  const short = new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    day: 'numeric',
    timeZone,
  });
  const long = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone });
  return {
    short: (day) => short.format(new Date(day)),
    long: (day) => long.format(new Date(day)),
  };
}

export function useNumberFormat(): Intl.NumberFormat {
  const { i18n } = useTranslation();
  return new Intl.NumberFormat(i18n.language);
}
