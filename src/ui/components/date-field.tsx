import {
  parseDate,
  parseDateTime,
  type CalendarDate,
  type CalendarDateTime,
} from '@internationalized/date';
import {
  DateInput,
  DatePicker,
  DateSegment,
  FieldError,
  Group,
  Label,
  Text,
} from 'react-aria-components';
import { CalendarButton, CalendarPopover, type CalendarLabels } from './calendar-popover.js';
import formStyles from './form.module.css';
import styles from './date-range-field.module.css';

export interface DateFieldProps {
  label: string;
  /** A day as YYYY-MM-DD (with `withTime`, a minute as YYYY-MM-DDTHH:mm), or null when none is chosen. */
  value: string | null;
  /** Whether a time of day, to the minute, is chosen with the day. */
  withTime?: boolean;
  onChange: (value: string | null) => void;
  /** The first day that may be chosen, as YYYY-MM-DD. */
  minValue?: string;
  description?: string;
  /** Shown, and the field marked invalid, when given. */
  errorMessage?: string | null;
  isRequired?: boolean;
  /** The accessible names of the calendar button and its previous and next month buttons. */
  labels: CalendarLabels;
}

function dayOf(
  value: string | null | undefined,
  withTime = false,
): CalendarDate | CalendarDateTime | null {
  if (!value) return null;
  try {
    return withTime ? parseDateTime(value) : parseDate(value);
  } catch {
    return null;
  }
}

/** The length of YYYY-MM-DDTHH:mm: a chosen time's seconds are always 0. */
const MINUTE_TEXT_LENGTH = 16;

/** One whole day (or a minute of it), typed segment by segment or chosen on a calendar. */
export function DateField({
  label,
  value,
  withTime = false,
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
      value={dayOf(value, withTime)}
      minValue={dayOf(minValue)}
      granularity={withTime ? 'minute' : 'day'}
      onChange={(day) =>
        onChange(day ? day.toString().slice(0, withTime ? MINUTE_TEXT_LENGTH : undefined) : null)
      }
      isInvalid={Boolean(errorMessage)}
      isRequired={isRequired}
      validationBehavior="aria"
    >
      <Label className={formStyles.label}>{label}</Label>
      <Group className={styles.group}>
        <DateInput className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <CalendarButton labels={labels} />
      </Group>
      {description ? (
        <Text slot="description" className={formStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={formStyles.fieldError}>{errorMessage}</FieldError>
      <CalendarPopover labels={labels} />
    </DatePicker>
  );
}
