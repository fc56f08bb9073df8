import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Dialog,
  Heading,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import styles from './date-range-field.module.css';

/** The accessible names of the calendar button and its previous and next month buttons. */
export interface CalendarLabels {
  calendar: string;
  previousMonth: string;
  nextMonth: string;
}

/** The button beside a date picker's input that opens its calendar. */
export function CalendarButton({ labels }: { labels: CalendarLabels }) {
  return (
    <Button className={styles.calendarButton} aria-label={labels.calendar}>
      <span aria-hidden="true">▾</span>
    </Button>
  );
}

function Month({ labels }: { labels: CalendarLabels }) {
  return (
    <>
      <header className={styles.calendarHeader}>
        <Button slot="previous" className={styles.navButton} aria-label={labels.previousMonth}>
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
    </>
  );
}

/** The calendar a date picker opens: one day's, or a range's inside a date range picker. */
export function CalendarPopover({
  labels,
  range = false,
}: {
  labels: CalendarLabels;
  range?: boolean;
}) {
  const month = <Month labels={labels} />;
  return (
    <Popover className={styles.popover}>
      <Dialog className={styles.dialog}>
        {range ? <RangeCalendar>{month}</RangeCalendar> : <Calendar>{month}</Calendar>}
      </Dialog>
    </Popover>
  );
}
