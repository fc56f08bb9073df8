/** A role's period as its form holds it: local minutes (YYYY-MM-DDTHH:mm), '' when not chosen. */
export interface PeriodDraft {
  start: string;
  end: string;
}

function localMinute(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const offset = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offset).toISOString().slice(0, 16);
}

export function periodDraftOf(period: { start: string; end: string } | null | undefined) {
  return { start: localMinute(period?.start), end: localMinute(period?.end) };
}

/** The bound left empty while the other is chosen: a period needs both, or neither. */
export function missingBound({ start, end }: PeriodDraft): keyof PeriodDraft | null {
  if (start && !end) return 'end';
  if (end && !start) return 'start';
  return null;
}

/** The period to save, as instants; null for none. */
export function periodToSave({ start, end }: PeriodDraft): { start: string; end: string } | null {
  return start && end
    ? { start: new Date(start).toISOString(), end: new Date(end).toISOString() }
    : null;
}
