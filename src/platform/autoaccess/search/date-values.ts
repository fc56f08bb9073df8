import { EsQueryError } from './es-query-error.js';

const UNIT_MS: Record<string, number> = {
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  H: 3_600_000,
  d: 86_400_000,
  w: 7 * 86_400_000,
};

/**
 * A date of a query (`strict_date_optional_time||epoch_millis`, or `now` with `+N<unit>`,
 * `-N<unit>` and `/<unit>` rounding in UTC) as epoch milliseconds. A date-time without an offset
 * is UTC. As in Elasticsearch, `roundUp` (for `lte`, `gt`) fills what the value leaves out with
 * its last millisecond: `lte: "2026-03-01"` takes in the whole day, `gt: "now/d"` starts tomorrow.
 */
export function parseDateValue(
  value: string | number,
  field: string,
  now = Date.now(),
  roundUp = false,
): number {
  if (typeof value === 'number') return Math.trunc(value);
  const text = value.trim();
  if (/^-?\d+$/.test(text)) return Number(text);
  const math = /^now((?:[+-]\d+[smhHdw])*)(?:\/([smhHdw]))?$/.exec(text);
  if (math) {
    let result = now;
    for (const [, sign, amount, unit] of math[1]!.matchAll(/([+-])(\d+)([smhHdw])/g)) {
      result += (sign === '-' ? -1 : 1) * Number(amount) * UNIT_MS[unit!]!;
    }
    if (!math[2]) return result;
    const unit = UNIT_MS[math[2]]!;
    const start = Math.floor(result / unit) * unit;
    return roundUp ? start + unit - 1 : start;
  }
  const iso =
    /^\d{4}-\d{2}-\d{2}(T\d{2}(:\d{2}(:\d{2}(\.\d{1,9})?)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (iso) {
    let normalized = text;
    if (iso[1] && !iso[5]) normalized += 'Z';
    if (iso[1] && !iso[2]) normalized = normalized.replace(/T(\d{2})/, 'T$1:00');
    const parsed = Date.parse(normalized.replace(/(\.\d{3})\d+/, '$1'));
    if (Number.isFinite(parsed)) {
      if (!roundUp || iso[4]) return parsed;
      const precision = !iso[1]
        ? UNIT_MS.d!
        : !iso[2]
          ? UNIT_MS.h!
          : !iso[3]
            ? UNIT_MS.m!
            : UNIT_MS.s!;
      return parsed + precision - 1;
    }
  }
  throw new EsQueryError(`failed to parse date field [${value}] of [${field}]`);
}

/** `2024-01-02T00:00:00.000+01:00` (or `Z`), as Elasticsearch writes `key_as_string`. */
export function formatInstant(instant: number, offsetMs: number): string {
  const local = new Date(instant + offsetMs).toISOString().slice(0, 23);
  if (offsetMs === 0) return `${local}Z`;
  const sign = offsetMs < 0 ? '-' : '+';
  const minutes = Math.abs(offsetMs) / 60_000;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${local}${sign}${hh}:${mm}`;
}
