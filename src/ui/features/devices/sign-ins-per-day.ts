export const CHART_DAYS = 7;

export interface SignInOutcome {
  time: string;
  result: 'SUCCESS' | 'FAILURE';
}

export interface DayCount {
  /** Local calendar day, YYYY-MM-DD. */
  day: string;
  successes: number;
  failures: number;
}

function localDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Sign-ins of the last `days` local days up to `now`, oldest day first, days without any kept. */
export function signInsPerDay(
  events: readonly SignInOutcome[],
  now: Date,
  days = CHART_DAYS,
): DayCount[] {
  const counts = Array.from({ length: days }, (_, index): DayCount => {
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1 - index));
    return { day: localDay(date), successes: 0, failures: 0 };
  });
  const byDay = new Map(counts.map((count) => [count.day, count]));
  for (const event of events) {
    const time = new Date(event.time);
    if (Number.isNaN(time.getTime())) continue;
    const count = byDay.get(localDay(time));
    if (!count) continue;
    if (event.result === 'SUCCESS') count.successes += 1;
    else count.failures += 1;
  }
  return counts;
}

/** A local day as the language writes it short, such as "Mar 4" or "4 mars". */
export function dayLabel(day: string, locale: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }).format(
    new Date(year, month - 1, date),
  );
}
