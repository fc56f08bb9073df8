/** The day (YYYY-MM-DD) of an instant, in UTC or in the browser's time zone. */
export function dayOf(instant: Date, utc: boolean): string {
  const parts = utc
    ? [instant.getUTCFullYear(), instant.getUTCMonth() + 1, instant.getUTCDate()]
    : [instant.getFullYear(), instant.getMonth() + 1, instant.getDate()];
  const [year, month, date] = parts as [number, number, number];
  return `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/** The first instant of a day (YYYY-MM-DD), or of a day `after` it, in UTC or local time. */
export function startOfDay(day: string, utc: boolean, after = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return utc
    ? new Date(Date.UTC(year, month - 1, date + after))
    : new Date(year, month - 1, date + after);
}

/**
 * The instants of the whole days from one day (YYYY-MM-DD) to another, both included and in
 * either order: from the first day's start to the start of the day after the last.
 */
export function daysSpan(days: { from: string; to: string }, utc: boolean) {
  const [first, last] = days.from <= days.to ? [days.from, days.to] : [days.to, days.from];
  return { start: startOfDay(first, utc), end: startOfDay(last, utc, 1) };
}
