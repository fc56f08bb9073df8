import { JsltEvaluationError } from './errors.js';
import {
  compileDatePattern,
  DatePatternError,
  formatWithPattern,
  parseWithPattern,
  utcMillis,
  type DatePatternPart,
} from './java-date-pattern.js';
import type { JsltFunction } from './jslt-function.js';
import { boundedText, describeValue, toText, type JsonValue } from './json-value.js';
import { toNumber } from './value-functions.js';

/** Beyond ±8.64e15 ms, JavaScript dates are invalid. */
const MAX_EPOCH_MILLIS = 8.64e15;
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function datePattern(value: JsonValue, name: string): DatePatternPart[] {
  const pattern = toText(value);
  try {
    return compileDatePattern(pattern);
  } catch (error) {
    if (!(error instanceof DatePatternError)) throw error;
    throw new JsltEvaluationError(`${name}() cannot use format '${pattern}': ${error.message}`);
  }
}

function zoneFormat(zone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new JsltEvaluationError(`format-time() unknown timezone '${zone}'`);
    }
    if (zoneFormats.size >= 32) zoneFormats.clear();
    zoneFormats.set(zone, format);
  }
  return format;
}

/** Minutes east of UTC of the zone (an IANA name) at that instant. */
function zoneOffsetMinutes(zone: string, epochMillis: number): number {
  if (zone === 'UTC') return 0;
  const parts = zoneFormat(zone).formatToParts(new Date(epochMillis));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const wallClock = utcMillis(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const wholeSeconds = Math.floor(epochMillis / 1000) * 1000;
  return Math.round((wallClock - wholeSeconds) / 60_000);
}

export const TIME_FUNCTIONS: Record<string, JsltFunction> = {
  'parse-time': {
    minArgs: 2,
    maxArgs: 3,
    call: (args) => {
      const value = args[0] ?? null;
      if (value === null) return null;
      const text = toText(value);
      const parts = datePattern(args[1] ?? null, 'parse-time');
      const millis = parseWithPattern(parts, text);
      if (millis !== null) return millis / 1000;
      if (args.length === 3) return args[2] ?? null;
      throw new JsltEvaluationError(`parse-time() cannot parse ${describeValue(value)}`);
    },
  },
  'format-time': {
    minArgs: 2,
    maxArgs: 3,
    call: (args) => {
      const timestamp = args[0] ?? null;
      const seconds = toNumber(timestamp, { strict: false, fallback: null });
      if (typeof timestamp === 'string' && seconds === null) {
        throw new JsltEvaluationError(
          `format-time() cannot read ${describeValue(timestamp)} as a timestamp`,
        );
      }
      if (typeof seconds !== 'number') return null;
      const parts = datePattern(args[1] ?? null, 'format-time');
      const zone = args.length === 3 ? toText(args[2] ?? null) : 'UTC';
      const millis = Math.round(seconds * 1000);
      if (Math.abs(millis) > MAX_EPOCH_MILLIS) {
        throw new JsltEvaluationError(`format-time() timestamp out of range: ${seconds}`);
      }
      const formatted = formatWithPattern(parts, millis, zoneOffsetMinutes(zone, millis));
      return boundedText(formatted, 'format-time()');
    },
  },
};
