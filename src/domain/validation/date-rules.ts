import * as z from 'zod/mini';
import { parseDayMonthYear, toInstant } from './calendar-date.js';
import { paramRule, simpleRule, textSchema, valueSchema } from './rule.js';

const dateParam = z.custom<unknown>((date) => toInstant(date) !== undefined);

/** Compares the value's instant with `bound`'s; a value that is no date fails too. */
function compared(
  message: string,
  bound: unknown,
  holds: (value: number, bound: number) => boolean,
) {
  const limit = toInstant(bound)!;
  return valueSchema(message, (value) => {
    const instant = toInstant(value);
    return instant !== undefined && holds(instant, limit);
  });
}

export const dateRules = {
  dateFormat: simpleRule(
    textSchema('validation.dateFormat', (text) => parseDayMonthYear(text) !== undefined),
  ),
  isAfterDate: paramRule(z.object({ date: dateParam }), ({ date }) => ({
    schema: compared('validation.isAfterDate', date, (value, bound) => value > bound),
    values: { date },
  })),
  isBeforeDate: paramRule(z.object({ date: dateParam }), ({ date }) => ({
    schema: compared('validation.isBeforeDate', date, (value, bound) => value < bound),
    values: { date },
  })),
  /** The delegate end date may equal the start date but not precede it. */
  endAfterStart: paramRule(z.object({ start: dateParam }), ({ start }) => ({
    schema: compared('validation.endAfterStart', start, (end, bound) => end >= bound),
    values: { start },
  })),
};
