import { parseDate } from '@internationalized/date';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import formStyles from './form.module.css';
import styles from './date-range-field.module.css';

export interface DateRangeFieldProps {
  label: string;
  /** Days as YYYY-MM-DD, both included. */
  value: { start: string; end: string };
  onChange: (value: { start: string; end: string }) => void;
  /** The accessible names of the calendar button and its previous and next month buttons. */
  labels: { calendar: string; previousMonth: string; nextMonth: string };
}

/** A period of whole days, typed segment by segment or chosen on a calendar. */
export function DateRangeField({ label, value, onChange, labels }: DateRangeFieldProps) {
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
        <Button className={styles.calendarButton} aria-label={labels.calendar}>
          <span aria-hidden="true">▾</span>
        </Button>
      </Group>
      <Popover className={styles.popover}>
        <Dialog className={styles.dialog}>
          <RangeCalendar>
            <header className={styles.calendarHeader}>
              <Button
                slot="previous"
                className={styles.navButton}
                aria-label={labels.previousMonth}
              >
                <span aria-hidden="true">‹</span>
              </Button>
              <Heading className={styles.month} />
              <Button slot="next" className={styles.navButton} aria-label={labels.nextMonth}>
                <span aria-hidden="true">›</span>
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              {(date) => <CalendarCell date={date} className={styles.cell} />}
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </DateRangePicker>
  );
}
