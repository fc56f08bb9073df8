import { parseDate, type CalendarDate } from '@internationalized/date';
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
  labels: CalendarLabels;
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
