/**
 * Java SimpleDateFormat patterns, for JSLT's parse-time and format-time: the letters
 * y M d H h m s S a E X Z, quoted 'literal' text and `''` for a quote. Times are milliseconds
 * since the epoch; zones are offsets in minutes east of UTC.
 */
export type DatePatternPart =
  { kind: 'literal'; text: string } | { kind: 'field'; letter: string; count: number };

/** A pattern that cannot be used; `reason` says why. */
export class DatePatternError extends Error {}

const SUPPORTED_LETTERS = 'yMdHhmsSaEXZ';
const NUMERIC_LETTERS = 'ydHhmsS';
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MAX_DIGITS = 10;

export function compileDatePattern(pattern: string): DatePatternPart[] {
  const parts: DatePatternPart[] = [];
  const literal = (text: string) => {
    const last = parts.at(-1);
    if (last?.kind === 'literal') last.text += text;
    else parts.push({ kind: 'literal', text });
  };
  let index = 0;
  while (index < pattern.length) {
    const char = pattern[index] ?? '';
    if (char === "'") {
      if (pattern[index + 1] === "'") {
        literal("'");
        index += 2;
        continue;
      }
      let text = '';
      index += 1;
      for (;;) {
        if (index >= pattern.length) throw new DatePatternError('unterminated quote');
        if (pattern[index] === "'" && pattern[index + 1] === "'") {
          text += "'";
          index += 2;
        } else if (pattern[index] === "'") {
          index += 1;
          break;
        } else {
          text += pattern[index] ?? '';
          index += 1;
        }
      }
      literal(text);
    } else if (/[A-Za-z]/.test(char)) {
      let count = 1;
      while (pattern[index + count] === char) count += 1;
      if (!SUPPORTED_LETTERS.includes(char)) {
        throw new DatePatternError(`unsupported pattern letter '${char}'`);
      }
      if (char === 'X' && count > 3)
        throw new DatePatternError(`invalid zone pattern '${'X'.repeat(count)}'`);
      parts.push({ kind: 'field', letter: char, count });
      index += count;
    } else {
      literal(char);
      index += 1;
    }
  }
  return parts;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function formatOffset(minutes: number, separator: string, withMinutes: boolean): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  const hours = pad(Math.floor(absolute / 60), 2);
  return withMinutes ? `${sign}${hours}${separator}${pad(absolute % 60, 2)}` : `${sign}${hours}`;
}

function formatField(letter: string, count: number, time: Date, offsetMinutes: number): string {
  const hour = time.getUTCHours();
  switch (letter) {
    case 'y':
      return count === 2 ? pad(time.getUTCFullYear() % 100, 2) : pad(time.getUTCFullYear(), count);
    case 'M': {
      const month = time.getUTCMonth();
      if (count >= 4) return MONTHS[month] ?? '';
      if (count === 3) return (MONTHS[month] ?? '').slice(0, 3);
      return pad(month + 1, count);
    }
    case 'd':
      return pad(time.getUTCDate(), count);
    case 'H':
      return pad(hour, count);
    case 'h':
      return pad(hour % 12 === 0 ? 12 : hour % 12, count);
    case 'm':
      return pad(time.getUTCMinutes(), count);
    case 's':
      return pad(time.getUTCSeconds(), count);
    case 'S':
      return pad(time.getUTCMilliseconds(), count);
    case 'a':
      return hour < 12 ? 'AM' : 'PM';
    case 'E': {
      const day = DAYS[time.getUTCDay()] ?? '';
      return count >= 4 ? day : day.slice(0, 3);
    }
    case 'X':
      return offsetMinutes === 0
        ? 'Z'
        : formatOffset(offsetMinutes, count === 3 ? ':' : '', count > 1);
    default:
      return formatOffset(offsetMinutes, '', true);
  }
}

/** `epochMillis` written with the pattern, in a zone `offsetMinutes` east of UTC. */
export function formatWithPattern(
  parts: readonly DatePatternPart[],
  epochMillis: number,
  offsetMinutes: number,
): string {
  const local = new Date(epochMillis + offsetMinutes * 60_000);
  return parts
    .map((part) =>
      part.kind === 'literal'
        ? part.text
        : formatField(part.letter, part.count, local, offsetMinutes),
    )
    .join('');
}

/** Milliseconds since the epoch of a UTC date; years 0 to 99 stay as they are. */
function utcMillis(
  year: number,
  month: number,
  day: number,
  hours = 0,
  minutes = 0,
  seconds = 0,
  millis = 0,
): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  date.setUTCHours(hours, minutes, seconds, millis);
  return date.getTime();
}

/** The name (full, else its first three letters) that `text` holds at `index`, ignoring case. */
function matchName(
  text: string,
  index: number,
  names: readonly string[],
): { found: number; length: number } | null {
  const rest = text.slice(index).toLowerCase();
  for (const length of [0, 3]) {
    const found = names.findIndex((name) =>
      rest.startsWith((length ? name.slice(0, length) : name).toLowerCase()),
    );
    if (found >= 0) return { found, length: length || (names[found] ?? '').length };
  }
  return null;
}

const isNumericPart = (part: DatePatternPart | undefined) =>
  part?.kind === 'field' &&
  (NUMERIC_LETTERS.includes(part.letter) || (part.letter === 'M' && part.count <= 2));

/**
 * Reads a time written with the pattern, as SimpleDateFormat does: numbers are read greedily
 * unless another number follows directly (then each takes its pattern width), a one- or
 * two-letter year of exactly two digits falls in 1950–2049, out-of-range fields roll over,
 * missing fields default to 1970-01-01T00:00:00 UTC, and text after the pattern is ignored.
 * Returns null when the text does not match.
 */
export function parseWithPattern(parts: readonly DatePatternPart[], text: string): number | null {
  const fields = { y: 1970, M: 1, d: 1, H: 0, h: -1, m: 0, s: 0, S: 0, pm: false, offset: 0 };
  let index = 0;
  for (const [position, part] of parts.entries()) {
    if (part.kind === 'literal') {
      if (!text.startsWith(part.text, index)) return null;
      index += part.text.length;
      continue;
    }
    const { letter, count } = part;
    if (isNumericPart(part)) {
      const width = isNumericPart(parts[position + 1]) ? count : MAX_DIGITS;
      const digits = /^[0-9]+/.exec(text.slice(index, index + width))?.[0];
      if (digits === undefined || (width === count && digits.length < count)) return null;
      index += digits.length;
      let value = Number(digits);
      if (letter === 'y' && count <= 2 && digits.length === 2) value += value < 50 ? 2000 : 1900;
      fields[letter as 'y' | 'M' | 'd' | 'H' | 'h' | 'm' | 's' | 'S'] = value;
    } else if (letter === 'M' || letter === 'E') {
      const names = letter === 'M' ? MONTHS : DAYS;
      const name = matchName(text, index, names);
      if (name === null) return null;
      index += name.length;
      if (letter === 'M') fields.M = name.found + 1;
    } else if (letter === 'a') {
      const marker = text.slice(index, index + 2).toUpperCase();
      if (marker !== 'AM' && marker !== 'PM') return null;
      fields.pm = marker === 'PM';
      index += 2;
    } else {
      if (letter === 'X' && text[index] === 'Z') {
        fields.offset = 0;
        index += 1;
        continue;
      }
      const zone = /^([+-])([0-9]{2})(?::?([0-9]{2}))?/.exec(text.slice(index));
      if (!zone) return null;
      const minutes = Number(zone[2]) * 60 + Number(zone[3] ?? 0);
      fields.offset = zone[1] === '-' ? -minutes : minutes;
      index += zone[0].length;
    }
  }
  const hours = fields.h >= 0 ? (fields.h % 12) + (fields.pm ? 12 : 0) : fields.H;
  const millis =
    utcMillis(fields.y, fields.M - 1, fields.d, hours, fields.m, fields.s, fields.S) -
    fields.offset * 60_000;
  return Number.isFinite(millis) ? millis : null;
}
