import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import formStyles from './form.module.css';
import styles from './date-range-field.module.css';

export interface DateFieldProps {
  label: string;
  /** A day as YYYY-MM-DD, or null when none is chosen. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The first day that may be chosen, as YYYY-MM-DD. */
  minValue?: string;
  description?: string;
  /** Shown, and the field marked invalid, when given. */
  errorMessage?: string | null;
  isRequired?: boolean;
  /** The accessible names of the calendar button and its previous and next month buttons. */
  labels: { calendar: string; previousMonth: string; nextMonth: string };
}

function dayOf(value: string | null | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** One whole day, typed segment by segment or chosen on a calendar. */
export function DateField({
  label,
  value,
  onChange,
  minValue,
  description,
  errorMessage,
  isRequired = false,
  labels,
}: DateFieldProps) {
  return (
    <DatePicker
      className={formStyles.field}
      value={dayOf(value)}
      minValue={dayOf(minValue)}
      onChange={(day) => onChange(day ? day.toString() : null)}
      isInvalid={Boolean(errorMessage)}
      isRequired={isRequired}
      validationBehavior="aria"
    >
      <Label className={formStyles.label}>{label}</Label>
      <Group className={styles.group}>
        <DateInput className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button className={styles.calendarButton} aria-label={labels.calendar}>
          <span aria-hidden="true">▾</span>
        </Button>
      </Group>
      {description ? (
        <Text slot="description" className={formStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={formStyles.fieldError}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <Dialog className={styles.dialog}>
          <Calendar>
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
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
