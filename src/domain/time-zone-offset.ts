const formats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formats.size >= 64) formats.clear();
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * The offset of a time zone (an IANA name) from UTC at an instant, in milliseconds, east positive.
 * Throws a RangeError for a zone the runtime does not know.
 */
export function timeZoneOffsetMs(timeZone: string, instant: number): number {
  if (timeZone === 'UTC') return 0;
  const parts = wallClockFormat(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour') % 24,
    part('minute'),
    part('second'),
  );
  const wholeSecond = instant - (((instant % 1000) + 1000) % 1000);
  return wallClock - wholeSecond;
}
