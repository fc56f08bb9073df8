import { parseDate } from '@internationalized/date';
import { useTranslation } from 'react-i18next';
import { DateInput, DateRangePicker, DateSegment, Group, Label } from 'react-aria-components';
import { CalendarButton, CalendarPopover } from '../calendar-popover.js';
import formStyles from '../form.module.css';
import styles from '../date-range-field.module.css';

export interface DateRangeFieldProps {
  label: string;
  /** Days as YYYY-MM-DD, both included. */
  value: { start: string; end: string };
  onChange: (value: { start: string; end: string }) => void;
}

/**
 * A period of whole days, typed segment by segment or chosen on a calendar. The screen loads its
 * messages (`dateRangeMessages`) with its own.
 */
export function DateRangeField({ label, value, onChange }: DateRangeFieldProps) {
  const { t } = useTranslation();
  const labels = {
    calendar: t('dateRange.calendar'),
    previousMonth: t('dateRange.previousMonth'),
    nextMonth: t('dateRange.nextMonth'),
  };
  return (
    <DateRangePicker
      className={formStyles.field}
      value={{ start: parseDate(value.start), end: parseDate(value.end) }}
      onChange={(range) => {
        if (range) onChange({ start: range.start.toString(), end: range.end.toString() });
      }}
    >
      <Label className={formStyles.label}>{label}</Label>
      <Group className={styles.group}>
        <DateInput slot="start" className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <span aria-hidden="true">–</span>
        <DateInput slot="end" className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <CalendarButton labels={labels} />
      </Group>
      <CalendarPopover labels={labels} range />
    </DateRangePicker>
  );
}
