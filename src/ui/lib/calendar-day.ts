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
