import { getLocalTimeZone, parseDate, today, type CalendarDate } from '@internationalized/date';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_COMMENT_LENGTH } from '../../../domain/governance/governance-feature.js';
import type { RequestPriority } from '../../../domain/request-cart.js';
import { Button } from '../../components/button.js';
import { Card } from '../../components/card.js';
import { DateField } from '../../components/date-field.js';
import { SelectField } from '../../components/select-field.js';
import { TextField } from '../../components/text-field.js';
import styles from './new-request.module.css';
import type { RequestCartActor } from './use-request-cart.js';

const PRIORITIES = ['low', 'medium', 'high'] as const satisfies readonly RequestPriority[];

/**
 * The first day access may end: tomorrow where the user is, and never a day the server (which
 * counts days in UTC) takes for today.
 */
function firstExpiryDay(): CalendarDate {
  const local = today(getLocalTimeZone());
  const utc = today('UTC');
  return (local.compare(utc) > 0 ? local : utc).add({ days: 1 });
}

/** Why, when and how urgently the access is asked for, and the submit button. */
export function RequestForm({ cart }: { cart: RequestCartActor }) {
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const justification = useSelector(cart, (snapshot) => snapshot.context.justification);
  const expiryDate = useSelector(cart, (snapshot) => snapshot.context.expiryDate);
  const priority = useSelector(cart, (snapshot) => snapshot.context.priority);
  const submitting = useSelector(cart, (snapshot) => snapshot.matches('submitting'));
  const canSubmit = useSelector(cart, (snapshot) => snapshot.can({ type: 'cart.submit' }));
  const [checked, setChecked] = useState(false);
  const justificationError =
    justification.trim().length > MAX_COMMENT_LENGTH
      ? t('newRequest.details.justificationTooLong', { max: MAX_COMMENT_LENGTH })
      : null;
  const firstDay = firstExpiryDay();
  const expiryError =
    expiryDate !== null && parseDate(expiryDate).compare(firstDay) < 0
      ? t('newRequest.details.expiryInPast')
      : null;

  const submit = () => {
    setChecked(true);
    if (justificationError || expiryError) return;
    cart.send({ type: 'cart.submit' });
  };

  return (
    <Card as="section" labelledBy={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('newRequest.details.title')}
      </h2>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label={t('newRequest.details.justification')}
          rows={4}
          value={justification}
          onChange={(text) => cart.send({ type: 'cart.setJustification', justification: text })}
          description={t('newRequest.details.justificationHint', { max: MAX_COMMENT_LENGTH })}
          errorMessage={checked ? justificationError : null}
          isDisabled={submitting}
        />
        <DateField
          label={t('newRequest.details.expiryDate')}
          value={expiryDate}
          minValue={firstDay.toString()}
          onChange={(day) => cart.send({ type: 'cart.setExpiryDate', expiryDate: day })}
          description={t('newRequest.details.expiryHint')}
          errorMessage={checked ? expiryError : null}
          labels={{
            calendar: t('newRequest.details.calendar'),
            previousMonth: t('newRequest.details.previousMonth'),
            nextMonth: t('newRequest.details.nextMonth'),
          }}
        />
        <SelectField
          className={styles.filter}
          label={t('newRequest.details.priority')}
          value={priority}
          values={PRIORITIES}
          labelOf={(value) => t(`accessRequest.priorities.${value}`)}
          onChange={(value) => cart.send({ type: 'cart.setPriority', priority: value })}
        />
        {canSubmit || submitting ? null : (
          <p id={hintId} className={styles.muted}>
            {t('newRequest.incomplete')}
          </p>
        )}
        <Button
          type="submit"
          isDisabled={!canSubmit}
          aria-describedby={canSubmit || submitting ? undefined : hintId}
        >
          {submitting ? t('newRequest.submitting') : t('newRequest.submit')}
        </Button>
      </form>
    </Card>
  );
}
