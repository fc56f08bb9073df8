import { JsltEvaluationError } from './errors.js';
import { timeZoneOffsetMs } from '../time-zone-offset.js';
import {
  compileDatePattern,
  DatePatternError,
  formatWithPattern,
  parseWithPattern,
  type DatePatternPart,
} from './java-date-pattern.js';
import type { JsltFunction } from './jslt-function.js';
import { boundedText, describeValue, toText, type JsonValue } from './json-value.js';
import { toNumber } from './value-functions.js';

/** Beyond ±8.64e15 ms, JavaScript dates are invalid. */
const MAX_EPOCH_MILLIS = 8.64e15;

function datePattern(value: JsonValue, name: string): DatePatternPart[] {
  const pattern = toText(value);
  try {
    return compileDatePattern(pattern);
  } catch (error) {
    if (!(error instanceof DatePatternError)) throw error;
    throw new JsltEvaluationError(`${name}() cannot use format '${pattern}': ${error.message}`);
  }
}

/** Minutes east of UTC of the zone (an IANA name) at that instant. */
function zoneOffsetMinutes(zone: string, epochMillis: number): number {
  try {
    return Math.round(timeZoneOffsetMs(zone, epochMillis) / 60_000);
  } catch {
    throw new JsltEvaluationError(`format-time() unknown timezone '${zone}'`);
  }
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
