const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const HOUR = 3_600_000;

/** The part of the day in the event's own time zone. */
export function daypartOf(hour: number): string {
  if (hour < 6) return 'night';
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/**
 * The local hour and weekday of instants in their time zones. The offset of a zone is looked up
 * once per zone and UTC hour (Intl is slow), an unknown zone reads as UTC.
 */
export function localTimeReader(): (
  time: number,
  timeZone?: string,
) => {
  hour: number;
  weekday: string;
} {
  const formats = new Map<string, Intl.DateTimeFormat | null>();
  const offsets = new Map<string, number>();
  const formatOf = (timeZone: string) => {
    if (!formats.has(timeZone)) {
      try {
        formats.set(
          timeZone,
          new Intl.DateTimeFormat('en-US', {
            timeZone,
            hourCycle: 'h23',
            year: 'numeric',
            month: 'numeric',
            day: 'numeric',
            hour: 'numeric',
            minute: 'numeric',
          }),
        );
      } catch {
        formats.set(timeZone, null);
      }
    }
    return formats.get(timeZone) ?? null;
  };
  const offsetOf = (time: number, timeZone: string) => {
    const hourStart = Math.floor(time / HOUR) * HOUR;
    const key = `${timeZone}|${hourStart}`;
    let offset = offsets.get(key);
    if (offset === undefined) {
      const format = formatOf(timeZone);
      if (!format) offset = 0;
      else {
        const parts = Object.fromEntries(
          format.formatToParts(hourStart).map((part) => [part.type, part.value]),
        );
        const local = Date.UTC(
          Number(parts.year),
          Number(parts.month) - 1,
          Number(parts.day),
          Number(parts.hour),
          Number(parts.minute),
        );
        offset = local - hourStart;
      }
      if (offsets.size > 200_000) offsets.clear();
      offsets.set(key, offset);
    }
    return offset;
  };
  return (time, timeZone) => {
    const local = new Date(time + (timeZone ? offsetOf(time, timeZone) : 0));
    return { hour: local.getUTCHours(), weekday: WEEKDAYS[local.getUTCDay()]! };
  };
}
